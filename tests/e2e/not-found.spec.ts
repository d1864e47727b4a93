import { expect, test } from '@playwright/test';

test('an unknown path shows the not-found page with HTTP 404, inside the shop shell', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText('may be broken or the page may have been removed')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Search for items...' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home Page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

// Issue 13: an address the server cannot decode showed Fastify's JSON; a page address shows the shop's page.
for (const url of ['/product/1%ZZ', '/products/catId/%E0%A4']) {
  test(`an undecodable address (${url}) shows the not-found page, not JSON`, async ({ page }) => {
    const response = await page.goto(url);
    expect(response?.status()).toBe(404);
    expect(response?.headers()['content-type']).toContain('text/html');
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached({ timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Home Page' })).toBeVisible();
  });
}
