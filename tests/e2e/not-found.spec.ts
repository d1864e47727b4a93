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
