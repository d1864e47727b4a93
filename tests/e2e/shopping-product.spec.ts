import { expect, test, type Page, type Route } from '@playwright/test';
import { deliverOrderByApi, placeOrderByApi } from './fixtures/a11y';
import {
  addByApi,
  cartBadge,
  cartByApi,
  demoProducts,
  open,
  signedInShopper,
  wishlistBadge,
} from './fixtures/shopping';

test.describe.configure({ timeout: 120_000 });

const alertBar = (page: Page) => page.getByRole('alert');

/** Holds the matching request until `release()`, so a test can look at the busy state without sleeping. */
async function holdRequest(page: Page, pattern: string) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route: Route) => {
    await gate;
    await route.continue();
  });
  return () => release();
}

test('product page: a size is required, the line is added with it, the heart adds to My List, a review is written', async ({
  page,
}) => {
  const { sized } = await demoProducts(page.request);
  const product = sized[3]!;
  const size = product.size.at(-1)!;
  const shopper = await signedInShopper(page, 'product-page');

  await open(page, `/product/${product.id}`);
  // While busy the button's name is its busy text.
  const addToCart = page.getByRole('button', { name: /^(Add to cart|Adding\.\.\.)$/ });
  await addToCart.click();
  await expect(page.getByText('Please choose a size')).toBeVisible();
  await expect(cartBadge(page, 0)).toBeVisible();

  // With a size: 'Adding...' while the request runs, then the alert and the badge at once.
  await page.getByRole('radio', { name: size, exact: true }).check({ force: true });
  await expect(page.getByText('Please choose a size')).toBeHidden();
  const release = await holdRequest(page, '**/api/cart/add');
  await addToCart.click();
  await expect(addToCart).toHaveAccessibleName('Adding...');
  await expect(addToCart).toBeDisabled();
  release();
  await expect(alertBar(page)).toHaveText('Item is added in the cart');
  await expect(cartBadge(page, 1)).toBeVisible();
  await page.unrouteAll();
  expect((await cartByApi(page.request, shopper)).map((line) => [line.productId, line.size, line.quantity])).toEqual([
    [product.id, size, 1],
  ]);

  // The heart, then the list shows it; after a reload the heart is still on (found in the list).
  await page.getByRole('button', { name: `Add ${product.name} to My List` }).click();
  await expect(alertBar(page)).toHaveText('The product added in my list');
  await expect(page.getByRole('button', { name: `${product.name} is in My List` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(wishlistBadge(page, 1)).toBeVisible();
  await open(page, `/product/${product.id}`);
  await expect(page.getByRole('button', { name: `${product.name} is in My List` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // A review: empty text refused; 'Adding...' while sending; the form resets and the list shows it.
  const reviewsTab = page.getByRole('tab', { name: /^Reviews \(\d+\)$/ });
  const before = Number((await reviewsTab.textContent())?.match(/\d+/)?.[0]);
  await reviewsTab.click();
  const submit = page.getByRole('button', { name: /^(Submit Review|Adding\.\.\.)$/ });
  await submit.click();
  await expect(alertBar(page)).toHaveText('Please add Review');
  const text = `Fits well and washes nicely (${Date.now()})`;
  await page.getByRole('textbox', { name: 'Write a review' }).fill(text);
  await page.getByRole('radio', { name: '4.5 stars' }).check({ force: true });
  const releaseReview = await holdRequest(page, '**/api/productReviews/add');
  await submit.click();
  await expect(submit).toHaveAccessibleName('Adding...');
  releaseReview();
  await expect(page.getByRole('textbox', { name: 'Write a review' })).toHaveValue('');
  await expect(page.getByRole('radio', { name: '1 star', exact: true })).toBeChecked();
  await expect(page.getByRole('tab', { name: `Reviews (${before + 1})` })).toBeVisible();
  const newest = page
    .getByRole('list', { name: `Reviews (${before + 1})` })
    .getByRole('listitem')
    .first();
  await expect(newest).toContainText(text);
  // Only in the cart, not ordered: no "Verified purchase" badge.
  await expect(newest.getByText('Verified purchase')).toHaveCount(0);
  await page.unrouteAll();

  // One review per shopper and product: the server's message.
  await page.getByRole('textbox', { name: 'Write a review' }).fill('A second opinion');
  await submit.click();
  await expect(alertBar(page)).toHaveText('You have already reviewed this product');
  await expect(page.getByRole('textbox', { name: 'Write a review' })).toHaveValue('A second opinion');

  // Off again from the heart.
  await page.getByRole('button', { name: `${product.name} is in My List` }).click();
  await expect(alertBar(page)).toHaveText('Item removed from My List!');
  await expect(wishlistBadge(page, 0)).toBeVisible();
});

test('a review by a shopper who received the product carries the "Verified purchase" badge and is counted', async ({
  page,
}) => {
  const { plain } = await demoProducts(page.request);
  const product = plain[11]!;
  const shopper = await signedInShopper(page, 'verified-review');
  await addByApi(page.request, shopper, { productId: product.id, quantity: 1 });
  // Only a delivered line makes a purchase verified (issue 27, decision 018).
  await deliverOrderByApi(page.request, await placeOrderByApi(page.request, shopper));

  await open(page, `/product/${product.id}`);
  const reviewsTab = page.getByRole('tab', { name: /^Reviews \(\d+\)$/ });
  const before = Number((await reviewsTab.textContent())?.match(/\d+/)?.[0]);
  await reviewsTab.click();
  const text = `Arrived fresh and well packed (${Date.now()})`;
  await page.getByRole('textbox', { name: 'Write a review' }).fill(text);
  await page.getByRole('button', { name: 'Submit Review' }).click();
  const newest = page
    .getByRole('list', { name: `Reviews (${before + 1})` })
    .getByRole('listitem')
    .first();
  await expect(newest).toContainText(text);
  await expect(newest.getByText('Verified purchase', { exact: true })).toBeVisible();
  await expect(
    page.getByText(new RegExp(`^\\d+ of ${before + 1} (reviews are|review is) from verified purchases$`)),
  ).toBeVisible();

  // The same after a reload, from the server's list.
  await open(page, `/product/${product.id}`);
  await page.getByRole('tab', { name: `Reviews (${before + 1})` }).click();
  await expect(
    page.getByRole('listitem').filter({ hasText: text }).getByText('Verified purchase', { exact: true }),
  ).toBeVisible();
});

test("a guest's add-to-cart, heart and review on the product page give the spec's alerts", async ({ page }) => {
  const { plain } = await demoProducts(page.request);
  const product = plain[13]!;
  await open(page, `/product/${product.id}`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(alertBar(page)).toHaveText('Please login first');
  await page.getByRole('button', { name: `Add ${product.name} to My List` }).click();
  await expect(alertBar(page)).toHaveText('Please Login to continue');
  await page.getByRole('tab', { name: /^Reviews/ }).click();
  await page.getByRole('button', { name: 'Submit Review' }).click();
  await expect(alertBar(page)).toHaveText('Please add Review');
  await page.getByRole('textbox', { name: 'Write a review' }).fill('Lovely');
  await page.getByRole('button', { name: 'Submit Review' }).click();
  await expect(alertBar(page)).toHaveText('Please Login first');
});
