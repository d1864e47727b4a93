import { expect, test, type Page } from '@playwright/test';
import { expectAxeClean } from './fixtures/a11y';
import { signInAsAdmin } from './fixtures/admin';
import { adminHeaders } from './fixtures/delivery';
import { gotoHydrated } from './fixtures/shop';

/**
 * The audit page fits its screen (issue 31 §6, decision 060): one card per entry, values wrapped, no sideways page
 * scroll at 1280 or 390 px; the entity filter is a list of the entities the log knows.
 */

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('the log fits 1280 and 390 px with its longest values, and its entity list filters', async ({ page }) => {
  test.setTimeout(90_000);
  const headers = await adminHeaders(page.request);
  // A change with long unbroken values (a synonym's words: letters only, no space to break at).
  const term = `auditwide${Date.now().toString(36)}`;
  const words = Array.from({ length: 4 }, (_, i) => `${'x'.repeat(50)}${i}${term}`.slice(0, 60));
  const created = await page.request.post('/api/admin/search-synonyms', { headers, data: { term, words } });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  try {
    await signInAsAdmin(page);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, '/admin/audit?entity=synonym');
      const ours = page
        .getByRole('list', { name: 'Back-office changes, newest first' })
        .getByRole('listitem')
        .filter({ hasText: new RegExp(`synonym #${id}(?!\\d)`) });
      await expect(ours).toContainText('synonym.create');
      await expect(ours).toContainText(term);
      expect(await noSidewaysScroll(page), `no sideways scroll at ${width} px`).toBe(true);
      // The change's values stay inside their card.
      const card = (await ours.boundingBox())!;
      const change = (await ours.getByRole('listitem').first().boundingBox())!;
      expect(change.x + change.width).toBeLessThanOrEqual(card.x + card.width);
      await expectAxeClean(page, `/admin/audit at ${width} px`);
    }

    // The entity filter is a list of the log's entities; choosing one filters.
    await gotoHydrated(page, '/admin/audit');
    const entity = page.getByRole('combobox', { name: 'Entity', exact: true });
    await expect(entity).toHaveValue('');
    await expect(entity.getByRole('option', { name: 'Every entity' })).toHaveCount(1);
    await expect(entity.getByRole('option', { name: 'synonym', exact: true })).toHaveCount(1);
    await entity.selectOption('synonym');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/entity=synonym/);
    await expect(entity).toHaveValue('synonym');
    const cards = page.getByRole('list', { name: 'Back-office changes, newest first' }).getByRole('listitem');
    await expect(cards.filter({ hasText: new RegExp(`synonym #${id}(?!\\d)`) })).toHaveCount(1);
    for (const link of await page.getByRole('link', { name: /#\S+$/ }).all())
      await expect(link).toHaveText(/^synonym #/);
  } finally {
    await page.request.delete(`/api/admin/search-synonyms/${id}`, { headers });
  }
});
