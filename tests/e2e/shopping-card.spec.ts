import { expect, test, type Page } from '@playwright/test';
import type { TProduct } from '#src/contracts/catalog';
import { categories, popularProducts } from './fixtures/shop';
import { cartBadge, cartByApi, cut, listAddByApi, open, signedInShopper, wishlistBadge } from './fixtures/shopping';

test.describe.configure({ timeout: 90_000 });

const alertBar = (page: Page) => page.getByRole('alert');
const hasOptions = (product: TProduct) =>
  product.size.length + product.productRam.length + product.productWeight.length > 0;

/**
 * A Popular Products tab showing at least two products without options and one with them. Not the first category's:
 * other specs create their products there (fixtures/products.ts), and a newer product pushes a card out of the tab's
 * ten when the page reloads its data.
 */
async function popularTab(page: Page) {
  for (const category of (await categories(page.request)).slice(1)) {
    const products = await popularProducts(page.request, category.id);
    const plain = products.filter((product) => !hasOptions(product) && product.countInStock > 5);
    const optioned = products.find((product) => product.variantCount > 1 && product.countInStock > 0);
    if (plain.length >= 2 && optioned) return { category, plain, optioned };
  }
  throw new Error('no Popular Products tab with plain and optioned products');
}

async function showTab(page: Page, name: string) {
  const popular = page.getByRole('region', { name: 'Popular Products' });
  await popular.getByRole('tab', { name }).click();
  return popular.getByRole('tabpanel');
}

const card = (scope: ReturnType<Page['getByRole']>, product: TProduct) =>
  scope
    .getByRole('article')
    .filter({ has: scope.page().getByRole('link', { name: cut(product.name, 25), exact: true }) });

test("a guest's add-to-cart and heart give the spec's alerts", async ({ page }) => {
  const { category, plain } = await popularTab(page);
  await open(page, '/');
  const tile = card(await showTab(page, category.name), plain[0]!);
  await tile.getByRole('button', { name: `Add ${plain[0]!.name} to cart` }).click();
  await expect(alertBar(page)).toHaveText('Please login first');
  await tile.getByRole('button', { name: `Add ${plain[0]!.name} to My List` }).click();
  await expect(alertBar(page)).toHaveText('Please Login to continue');
});

test('a shopper adds from the cards: cart badge, the stepper instead of a second add, heart on and off, heart found on hover, options open the packs', async ({
  page,
}) => {
  const { category, plain, optioned } = await popularTab(page);
  const [first, second] = [plain[0]!, plain[1]!];
  const shopper = await signedInShopper(page, 'cards');
  await open(page, '/');
  const tab = await showTab(page, category.name);
  await expect(cartBadge(page, 0)).toBeVisible();

  // Add to cart: the badge moves at once; the button becomes − 1 + (issue 32 §1), so no second add is ever sent.
  const firstCard = card(tab, first);
  const addFirst = firstCard.getByRole('button', { name: `Add ${first.name} to cart` });
  await addFirst.click();
  await expect(alertBar(page)).toHaveText('Item is added in the cart');
  await expect(cartBadge(page, 1)).toBeVisible();
  await expect(firstCard.getByRole('group', { name: `${first.name} in cart` })).toContainText('1');
  await expect(addFirst).toBeHidden();
  expect((await cartByApi(page.request, shopper)).map((line) => [line.productId, line.quantity])).toEqual([
    [first.id, 1],
  ]);

  // The heart: added after success, off again when pressed once more.
  await firstCard.getByRole('button', { name: `Add ${first.name} to My List` }).click();
  await expect(alertBar(page)).toHaveText('The product added in my list');
  const inList = firstCard.getByRole('button', { name: `${first.name} is in My List` });
  await expect(inList).toHaveAttribute('aria-pressed', 'true');
  await expect(wishlistBadge(page, 1)).toBeVisible();
  await inList.click();
  await expect(alertBar(page)).toHaveText('Item removed from My List!');
  await expect(firstCard.getByRole('button', { name: `Add ${first.name} to My List` })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect(wishlistBadge(page, 0)).toBeVisible();

  // Put in the list elsewhere: hovering the card finds it there.
  await listAddByApi(page.request, shopper, second.id);
  const secondCard = card(tab, second);
  await secondCard.hover();
  await expect(secondCard.getByRole('button', { name: `${second.name} is in My List` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(wishlistBadge(page, 1)).toBeVisible();

  // A product with options: the card opens its packs to choose from (tests/e2e/catalog-variants.spec.ts adds one).
  await card(tab, optioned)
    .getByRole('button', { name: `Add ${optioned.name} to cart` })
    .click();
  await expect(page.getByRole('dialog', { name: `Choose a pack: ${optioned.name}` })).toBeVisible();
});
