import { expect, test } from '@playwright/test';
import type { TReview } from '#src/contracts/reviews';
import { expectAxeClean, watchErrors } from './fixtures/a11y';
import { signInAsAdmin } from './fixtures/admin';
import { newAccount, verifiedAccount } from './fixtures/outbox';
import { gotoHydrated, reviewsOf } from './fixtures/shop';
import { demoProducts } from './fixtures/shopping';

/** The back office's customers, review moderation and dashboard (issue 15, docs/decisions/028). */

test('an admin finds a customer, hides their review from the shop, and sees the dashboard’s chart', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  // A shopper (its own API context: its sign-in must not touch the admin's cookies) reviews a demo product.
  const { token, user: shopper } = await verifiedAccount(request, newAccount('admin-customers'));
  const product = (await demoProducts(request)).plain[7]!;
  const text = `Moderation check ${Date.now()}: the pack arrived torn.`;
  const added = await request.post('/api/productReviews/add', {
    data: { productId: product.id, review: text, customerRating: 1 },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(added.status(), await added.text()).toBe(201);
  expect((await reviewsOf(request, product.id)).map((review: TReview) => review.review)).toContain(text);

  await signInAsAdmin(page);

  // Customers: search by e-mail, open the customer.
  await gotoHydrated(page, '/admin/customers');
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await expect(nav.getByRole('link', { name: 'Customers' })).toHaveAttribute('aria-current', 'page');
  await expectAxeClean(page, '/admin/customers');
  await page.getByRole('searchbox', { name: 'Search customers' }).fill(shopper.email.toUpperCase());
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/customers\?q=/);
  const table = page.getByRole('table', { name: 'Customers, newest first' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(page.getByText('1 customer', { exact: true })).toBeVisible();
  await table.getByRole('link', { name: shopper.name }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/customers/${shopper.userId}$`));
  await expect(page.getByRole('heading', { level: 1, name: shopper.name })).toBeVisible();
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
  await expect(page.getByText('No orders yet.')).toBeVisible();
  await expectAxeClean(page, '/admin/customers/:id');

  // Reviews: find the shopper's review and hide it.
  await nav.getByRole('link', { name: 'Reviews' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Author or text' }).fill(text);
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/\/admin\/reviews\?.*q=/);
  const reviews = page.getByRole('table', { name: 'Reviews, newest first' });
  await expect(reviews.getByRole('row')).toHaveCount(2);
  await expect(reviews).toContainText(text);
  await expect(reviews).toContainText('Shown');
  await expectAxeClean(page, '/admin/reviews');
  await reviews.getByRole('button', { name: `Hide ${shopper.name}’s review of ${product.name}` }).click();
  await expect(page.getByRole('alert')).toContainText('The review is hidden from the shop');
  await expect(reviews).toContainText('Hidden');
  await expect(reviews.getByRole('button', { name: `Show ${shopper.name}’s review of ${product.name}` })).toBeVisible();

  // The product page no longer shows it.
  const left = await reviewsOf(request, product.id);
  expect(left.map((review: TReview) => review.review)).not.toContain(text);
  await gotoHydrated(page, `/product/${product.id}`);
  await page.getByRole('tab', { name: `Reviews (${left.length})` }).click();
  await expect(page.getByRole('list', { name: `Reviews (${left.length})` }).getByRole('listitem')).toHaveCount(
    left.length,
  );
  await expect(page.getByText(text)).toHaveCount(0);

  // The dashboard: its chart is an image named by its title, its figures a table.
  await gotoHydrated(page, '/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await expect(page.getByRole('img', { name: /Revenue and orders per day, last 30 days/ })).toBeVisible();
  await expect(page.locator('[data-chart="sales"] rect')).toHaveCount(30);
  await expect(page.getByRole('table', { name: 'Pending and confirmed orders, oldest first' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Packs with the least stock' })).toBeVisible();
  await expectAxeClean(page, '/admin (dashboard)');

  // On a phone the wide tables scroll inside their panels; the page itself does not scroll sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, '/admin');
  await expect(page.getByRole('img', { name: /Revenue and orders per day/ })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAxeClean(page, '/admin (dashboard) at 390 px');
  expect(errors).toEqual([]);
});
