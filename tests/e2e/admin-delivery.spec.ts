import { expect, test } from '@playwright/test';
import { expectAxeClean } from './fixtures/a11y';
import { signInAsAdmin } from './fixtures/admin';
import { gotoHydrated } from './fixtures/shop';

// Issue 16: the back office's delivery zones and their weekly slots (docs/decisions/029).
test('an admin sees the delivery zones with their fees and each zone’s weekly slots', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page);
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  const headers = { authorization: `Bearer ${token}` };
  const name = `Indiranagar ${Date.now().toString(36)}`;
  const prefix = String(10_000 + Math.floor(Math.random() * 89_999));
  const zone = await page.request.post('/api/admin/delivery/zones', {
    headers,
    data: { name, prefixes: [prefix], fee: 35, freeFrom: 499, minimumOrder: 150 },
  });
  expect(zone.status(), await zone.text()).toBe(201);
  const { id } = (await zone.json()) as { id: number };
  const slot = await page.request.post(`/api/admin/delivery/zones/${id}/slots`, {
    headers,
    data: { weekday: 6, start: '09:00', end: '11:30', capacity: 12, cutoffHours: 3 },
  });
  expect(slot.status(), await slot.text()).toBe(201);

  await gotoHydrated(page, '/admin');
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Delivery' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Delivery' })).toBeVisible();
  const zones = page.getByRole('table', { name: 'Zones' });
  await expect(zones.getByRole('row', { name: /Everywhere/ })).toContainText('Every other pincode');
  const row = zones.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText(`${prefix}…`);
  await expect(row).toContainText('Rs 35');
  await expect(row).toContainText('Rs 499');
  await expect(row).toContainText('Rs 150');
  const slots = page.getByRole('table', { name: `Slots of ${name}` });
  await expect(slots.getByRole('row', { name: /Saturday/ })).toContainText('09:00–11:30');
  await expect(slots.getByRole('row', { name: /Saturday/ })).toContainText('3 h before');
  await expectAxeClean(page, '/admin/delivery');
  await page.request.delete(`/api/admin/delivery/zones/${id}`, { headers });
});
