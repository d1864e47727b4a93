import { expect, test, type Page } from '@playwright/test';
import type { TAdminZone } from '#src/contracts/admin-delivery';
import { expectAxeClean, shoot, watchErrors } from './fixtures/a11y';
import { signInAsAdmin } from './fixtures/admin';
import { adminHeaders } from './fixtures/delivery';
import { gotoHydrated } from './fixtures/shop';

/**
 * Fewer setup traps (issue 31 §6, docs/decisions/060): a week of slots from one form, and the default zone's warning
 * while it delivers beside the grocer's own zones. Other specs share this server: the zone here has its own random
 * pincodes, and the default zone is only looked at, never switched off (other specs deliver through it).
 */
test.describe.configure({ timeout: 180_000 });

const alertBar = (page: Page) => page.getByRole('alert').filter({ hasText: /\S/ });

for (const width of [1280, 390]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: width > 400 ? 900 : 844 } });

    test('one form makes a slot on several weekdays; the default zone is warned about beside an own zone', async ({
      page,
      request,
    }) => {
      const errors = watchErrors(page);
      const name = `Week zone ${width} ${Date.now().toString(36)}`;
      const pincode = String(800_000 + Math.floor(Math.random() * 99_999));
      const made = await request.post('/api/admin/delivery/zones', {
        headers: await adminHeaders(request),
        data: { name, codes: [pincode], prefixes: [], fee: 0, minimumOrder: 0 },
      });
      expect(made.status(), await made.text()).toBe(201);
      const zone = (await made.json()) as TAdminZone;

      await signInAsAdmin(page);
      await gotoHydrated(page, '/admin/delivery');
      // The default zone is on beside an own zone: the page says what that means and offers to stop it.
      const warning = page.locator('[data-default-zone-warning]');
      await expect(warning).toContainText('still delivers to every pincode your zones do not name');
      await expect(warning.getByRole('button', { name: 'Stop delivering elsewhere' })).toBeVisible();
      await warning.getByRole('button', { name: 'Stop delivering elsewhere' }).click();
      const ask = page.getByRole('dialog', { name: /^Stop delivering everywhere else/ });
      await expect(ask).toContainText('Only the pincodes of your own zones can then check out');
      await ask.getByRole('button', { name: 'Keep delivering everywhere' }).click();
      await expect(ask).toHaveCount(0);

      // Mon–Sat 08:00–11:00, 3 orders: one form.
      const section = page.getByRole('region', { name: `Zone ${name}` });
      await section.getByRole('button', { name: `Add slot to ${name}` }).click();
      const form = section.getByRole('form', { name: `New slot in ${name}` });
      for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']) {
        await form.getByRole('checkbox', { name: day }).check();
      }
      await form.getByLabel('Starts at').fill('08:00');
      await form.getByLabel('Ends at').fill('11:00');
      await form.getByLabel('Capacity (orders)').fill('3');
      await expectAxeClean(page, `/admin/delivery with the weekday boxes at ${width} px`);
      await shoot(page, `setup-traps-slot-week-${width}`);
      await form.getByRole('button', { name: 'Add slot' }).click();
      await expect(alertBar(page)).toContainText('6 slots added');
      const slots = section.getByRole('table', { name: `Slots of ${name}` });
      for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']) {
        await expect(slots.getByRole('row', { name: new RegExp(day) })).toContainText('08:00–11:00');
      }
      await expect(slots.getByRole('row', { name: /Sunday/ })).toHaveCount(0);
      const stored = await request.get('/api/admin/delivery', { headers: await adminHeaders(request) });
      const mine = ((await stored.json()) as { zones: TAdminZone[] }).zones.find((z) => z.id === zone.id)!;
      expect(mine.slots.map((slot) => [slot.weekday, slot.start, slot.end, slot.capacity])).toEqual(
        [1, 2, 3, 4, 5, 6].map((day) => [day, '08:00', '11:00', 3]),
      );
      expect(errors).toEqual([]);
    });
  });
}
