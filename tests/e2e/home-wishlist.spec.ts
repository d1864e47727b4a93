import { expect, test } from '@playwright/test';
import { categories, popularProducts } from './fixtures/shop';
import { cut, listAddByApi, open, signedInShopper, wishlistBadge } from './fixtures/shopping';

test.describe.configure({ timeout: 120_000 });

// Issue 13: the home page is server-rendered for a guest (the session lives in localStorage); a signed-in shopper's
// hearts must show My List once it is known, on every load, and a press must never take a listed product off.
test('a listed product shows a full heart on every load of the home page, and pressing it toggles', async ({
  page,
}) => {
  const [first] = await categories(page.request);
  const product = (await popularProducts(page.request, first!.id))[0]!;
  const shopper = await signedInShopper(page, 'home-hearts');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await listAddByApi(page.request, shopper, product.id);

  const popular = page.getByRole('region', { name: 'Popular Products' });
  const tile = popular
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: cut(product.name, 25), exact: true }) });
  const listed = tile.getByRole('button', { name: `${product.name} is in My List` });
  const notListed = tile.getByRole('button', { name: `Add ${product.name} to My List` });

  for (let load = 1; load <= 6; load++) {
    await open(page, '/');
    // Once the page knows My List (the badge), the heart follows: its section is woken to hydrate and re-render
    // (a commit after the badge's, so the check waits for it rather than reading at once).
    await expect(wishlistBadge(page, 1)).toBeVisible();
    await expect(listed, `load ${load}`).toHaveAttribute('aria-pressed', 'true');
  }

  await listed.click();
  await expect(page.getByRole('alert')).toHaveText('Item removed from My List!');
  await expect(notListed).toHaveAttribute('aria-pressed', 'false');
  await expect(wishlistBadge(page, 0)).toBeVisible();
  await notListed.click();
  await expect(page.getByRole('alert')).toHaveText('The product added in my list');
  await expect(listed).toHaveAttribute('aria-pressed', 'true');
  await expect(wishlistBadge(page, 1)).toBeVisible();
});

test('a heart pressed before My List is known does not take a listed product off', async ({ page }) => {
  const [first] = await categories(page.request);
  const product = (await popularProducts(page.request, first!.id))[1]!;
  const shopper = await signedInShopper(page, 'home-hearts-early');
  await listAddByApi(page.request, shopper, product.id);
  // My List answers slowly: the heart is pressed while the page does not know yet.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/my-list?*', async (route) => {
    await held;
    await route.continue();
  });

  await open(page, '/');
  const tile = page
    .getByRole('region', { name: 'Popular Products' })
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: cut(product.name, 25), exact: true }) });
  await tile.getByRole('button', { name: new RegExp(`My List$`) }).click();
  release();
  await expect(tile.getByRole('button', { name: `${product.name} is in My List` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(wishlistBadge(page, 1)).toBeVisible();
  const list = await page.request.get('/api/my-list', { headers: { authorization: `Bearer ${shopper.token}` } });
  expect(((await list.json()) as { productId: number }[]).map((item) => item.productId)).toEqual([product.id]);
});
