import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAxeClean, shoot, watchErrors } from './fixtures/a11y';
import { signInAsAdmin } from './fixtures/admin';
import { outbox, uniqueEmail } from './fixtures/outbox';
import { gotoHydrated } from './fixtures/shop';
import type { TDeliveryCheck, TDeliverySlots } from '#src/contracts/delivery';

// Issue 16: the back office's delivery settings (docs/decisions/029) and newsletter subscribers (030). Other specs
// run against the same server at once: every zone here has its own random pincodes starting with 9, and the default
// zone is only looked at, never saved.

const alertBar = (page: Page) => page.getByRole('alert');
/** Two neighbouring pincodes no other test uses: 9xxxx0 and 9xxxx1. */
const freshPincodes = () => {
  const base = 900_000 + Math.floor(Math.random() * 9_999) * 10;
  return [String(base), String(base + 1)] as const;
};
const check = async (request: APIRequestContext, pincode: string) => {
  const answer = await request.get(`/api/delivery/check?pincode=${pincode}`);
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as TDeliveryCheck;
};
/** `Fri, 25 Dec 2026`, as the page shows a closed day. */
const dayText = (day: string) =>
  new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));

test('an admin sets up a zone with a fee, a slot and a closed day; the shop follows each change', async ({ page }) => {
  test.setTimeout(150_000);
  const errors = watchErrors(page);
  const [first, second] = freshPincodes();
  const name = `Test zone ${Date.now().toString(36)}`;
  await signInAsAdmin(page);
  await gotoHydrated(page, '/admin');
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Delivery' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Delivery' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Zones' }).getByRole('row', { name: /Everywhere/ })).toContainText(
    'Every other pincode',
  );
  // Before: the default zone answers for these pincodes.
  expect((await check(page.request, first)).zone?.name).not.toBe(name);

  // A new zone: a wrong pincode is named under its field before anything is sent.
  await page.getByRole('button', { name: 'New zone' }).click();
  const form = page.getByRole('form', { name: 'New zone' });
  await expect(form.getByLabel('Name')).toBeFocused();
  await form.getByLabel('Name').fill(name);
  const codes = form.getByRole('textbox', { name: 'Exact pincodes' });
  await codes.fill(`${first}, 12345`);
  await form.getByLabel('Delivery fee (Rs)').focus();
  await expect(form.getByText('Not 6-digit pincodes: 12345')).toBeVisible();
  await expect(codes).toHaveAttribute('aria-invalid', 'true');
  await codes.fill(`${first}\n${second}`);
  await expect(form.getByText(/Not 6-digit pincodes/)).toHaveCount(0);
  await expect(form.getByText('2 pincodes.', { exact: false })).toBeVisible();
  await form.getByLabel('Delivery fee (Rs)').fill('45');
  await form.getByLabel('Free delivery from (Rs)').fill('600');
  await expectAxeClean(page, '/admin/delivery with the new zone form');
  await shoot(page, 'admin-delivery-new-zone');
  // The shop's first own zone asks whether to stop the default zone (issue 31 §6) once the list has reloaded; other
  // specs may have made one first on this server. The page decides by the zones it lists when the form is sent, so
  // the test reads the same list. Either way the default zone stays on here: other specs deliver through it.
  const zonesTable = page.getByRole('table', { name: 'Zones' });
  const firstOwn = (await zonesTable.locator('tbody tr').count()) === 1;
  await form.getByRole('button', { name: 'Add zone' }).click();
  await expect(alertBar(page)).toContainText(`The zone "${name}" was added`);
  await expect(form).toHaveCount(0);
  const ask = page.getByRole('dialog', { name: /^Stop delivering everywhere else/ });
  if (firstOwn) await ask.getByRole('button', { name: 'Keep delivering everywhere' }).click();
  await expect(ask).toHaveCount(0);
  const row = zonesTable.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText(`${first}, ${second}`);
  await expect(row).toContainText('Rs 45');
  await expect(row).toContainText('Rs 600');
  const served = await check(page.request, second);
  expect(served).toMatchObject({ served: true, zone: { name }, fee: 45, freeFrom: 600, minimum: 0 });

  // A pincode this zone serves cannot go into another: the API's 409 is said in the alert bar, the form stays.
  await page.getByRole('button', { name: 'New zone' }).click();
  const other = page.getByRole('form', { name: 'New zone' });
  await other.getByLabel('Name').fill(`${name} too`);
  await other.getByRole('textbox', { name: 'Exact pincodes' }).fill(second);
  await other.getByRole('button', { name: 'Add zone' }).click();
  // The threshold is asked for (or "never free") before anything is sent.
  await expect(
    other.getByText('Enter the items total from which delivery is free, or choose Never free'),
  ).toBeVisible();
  await expect(other.getByLabel('Free delivery from (Rs)')).toBeFocused();
  await other.getByRole('checkbox', { name: 'Never free: the fee always applies' }).check();
  await expect(other.getByLabel('Free delivery from (Rs)')).toBeDisabled();
  await other.getByRole('button', { name: 'Add zone' }).click();
  await expect(alertBar(page)).toContainText(`${second} is already served by the zone "${name}"`);
  await expect(other.getByLabel('Name')).toHaveValue(`${name} too`);
  await other.getByRole('button', { name: 'Cancel' }).click();
  await expect(other).toHaveCount(0);

  // A weekly slot.
  const section = page.getByRole('region', { name: `Zone ${name}` });
  await section.getByRole('button', { name: `Add slot to ${name}` }).click();
  const slotForm = section.getByRole('form', { name: `New slot in ${name}` });
  await expect(slotForm.getByRole('group', { name: 'Weekdays' })).toBeFocused();
  await slotForm.getByRole('checkbox', { name: 'Saturday' }).check();
  await slotForm.getByLabel('Starts at').fill('18:00');
  await slotForm.getByLabel('Ends at').fill('17:00');
  await slotForm.getByRole('button', { name: 'Add slot' }).click();
  await expect(slotForm.getByText('The slot must end after it starts')).toBeVisible();
  await expect(slotForm.getByLabel('Ends at')).toBeFocused();
  await slotForm.getByLabel('Ends at').fill('20:30');
  await slotForm.getByLabel('Capacity (orders)').fill('5');
  await slotForm.getByLabel('Cut-off (hours before the start)').fill('3');
  await expectAxeClean(page, '/admin/delivery with the slot form');
  await shoot(page, 'admin-delivery-slot-form');
  await slotForm.getByRole('button', { name: 'Add slot' }).click();
  await expect(alertBar(page)).toContainText('The slot Saturday 18:00–20:30 was added');
  const slots = section.getByRole('table', { name: `Slots of ${name}` });
  await expect(slots.getByRole('row', { name: /Saturday/ })).toContainText('18:00–20:30');
  await expect(slots.getByRole('row', { name: /Saturday/ })).toContainText('3 h before');

  // A closed day two days ahead (shop time, as the shop's slot list counts them): the shop shows it closed.
  const week = async () =>
    (await (await page.request.get(`/api/delivery/slots?pincode=${first}`)).json()) as TDeliverySlots;
  const closedDay = (await week()).days[2]!.date;
  const closeForm = section.getByRole('form', { name: `Close a day: ${name}` });
  await closeForm.getByLabel('Day').fill(closedDay);
  await closeForm.getByLabel('Note (optional)').fill('Stocktaking');
  await closeForm.getByRole('button', { name: 'Close this day' }).click();
  await expect(alertBar(page)).toContainText(`${dayText(closedDay)} is closed`);
  await expect(section.getByRole('list', { name: `Closed dates of ${name}` })).toContainText('Stocktaking');
  expect((await week()).days[2]).toMatchObject({ date: closedDay, closed: true });

  // Editing the fee; leaving with the change unsaved asks first.
  await section.getByRole('button', { name: `Edit zone ${name}` }).click();
  const edit = section.getByRole('form', { name: `Edit zone ${name}` });
  await expect(edit.getByRole('textbox', { name: 'Exact pincodes' })).toHaveValue(`${first}, ${second}`);
  await edit.getByLabel('Delivery fee (Rs)').fill('25');
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Orders' }).click();
  const unsaved = page.getByRole('dialog', { name: 'Unsaved changes' });
  await expect(unsaved).toBeVisible();
  await unsaved.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/admin\/delivery$/);
  await expect(edit.getByLabel('Delivery fee (Rs)')).toHaveValue('25');
  await edit.getByRole('button', { name: 'Save zone' }).click();
  await expect(alertBar(page)).toContainText(`The zone "${name}" was saved`);
  await expect(section.getByRole('button', { name: `Edit zone ${name}` })).toBeFocused();
  await expect(row).toContainText('Rs 25');
  expect(await check(page.request, first)).toMatchObject({ zone: { name }, fee: 25, freeFrom: 600 });

  // Open the day again, delete the slot, then the zone (each asks first).
  await section.getByRole('button', { name: `Open ${dayText(closedDay)} again` }).click();
  await expect(alertBar(page)).toContainText(`${dayText(closedDay)} is open again`);
  await expect(section.getByText('No closed dates ahead.')).toBeVisible();
  expect((await week()).days[2]).toMatchObject({ date: closedDay, closed: false });

  await section.getByRole('button', { name: 'Delete slot Saturday 18:00–20:30' }).click();
  const confirmSlot = page.getByRole('dialog', { name: 'Delete the slot Saturday 18:00–20:30?' });
  await expect(confirmSlot).toContainText('make it inactive instead');
  await expectAxeClean(page, '/admin/delivery with a confirm dialog');
  await shoot(page, 'admin-delivery-confirm', false);
  await confirmSlot.getByRole('button', { name: 'Delete slot' }).click();
  await expect(alertBar(page)).toContainText('The slot Saturday 18:00–20:30 was deleted');
  await expect(slots).toContainText('No slots yet.');
  // The button that opened the dialog went with the slot: the focus is on the zone's Add slot.
  await expect(section.getByRole('button', { name: `Add slot to ${name}` })).toBeFocused();

  await section.getByRole('button', { name: `Delete zone ${name}` }).click();
  const confirmZone = page.getByRole('dialog', { name: `Delete the zone "${name}"?` });
  // Escape keeps it.
  await page.keyboard.press('Escape');
  await expect(confirmZone).toHaveCount(0);
  await expect(section).toBeVisible();
  await section.getByRole('button', { name: `Delete zone ${name}` }).click();
  await confirmZone.getByRole('button', { name: 'Delete zone' }).click();
  await expect(alertBar(page)).toContainText(`The zone "${name}" was deleted`);
  await expect(section).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'New zone' })).toBeFocused();
  await expect(row).toHaveCount(0);
  expect((await check(page.request, first)).zone?.name).not.toBe(name);
  expect(errors).toEqual([]);
});

test('on a phone: the default zone edits without pincodes and cannot be deleted; axe at 390 px', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsAdmin(page);
  await gotoHydrated(page, '/admin/delivery');
  await expect(page.getByRole('heading', { level: 1, name: 'Delivery' })).toBeVisible();
  await expectAxeClean(page, '/admin/delivery at 390 px');
  await expect(page.getByRole('button', { name: 'New zone' })).toBeInViewport();

  const section = page.getByRole('region', { name: 'Zone Everywhere' });
  await expect(section).toContainText('Default zone');
  await expect(section.getByRole('button', { name: 'Delete zone Everywhere' })).toHaveCount(0);
  await section.getByRole('button', { name: 'Edit zone Everywhere' }).click();
  const form = section.getByRole('form', { name: 'Edit zone Everywhere' });
  await expect(form.getByLabel('Delivery fee (Rs)')).toBeFocused();
  await expect(form.getByRole('textbox', { name: 'Exact pincodes' })).toHaveCount(0);
  await expect(form.getByLabel('Name')).toHaveCount(0);
  await expect(form).toContainText('It takes no pincodes and cannot be deleted');
  await expectAxeClean(page, '/admin/delivery at 390 px with the default zone form');
  await shoot(page, 'admin-delivery-390-default-zone');
  // Closed without saving: the default zone stays as other specs expect it.
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toHaveCount(0);

  await page.getByRole('button', { name: 'New zone' }).click();
  await expectAxeClean(page, '/admin/delivery at 390 px with the new zone form');
});

test('the newsletter page lists a confirmed subscriber and exports the CSV', async ({ page, request }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('admin-newsletter');
  const subscribed = await request.post('/api/newsletter/subscribe', { data: { email } });
  expect(subscribed.status(), await subscribed.text()).toBe(200);
  let link = '';
  await expect
    .poll(
      async () => {
        const mail = (await outbox(request)).find((entry) => entry.to === email && entry.subject.startsWith('Confirm'));
        link = /\/newsletter\/confirm\?token=[A-Za-z0-9_-]+$/m.exec(mail?.text ?? '')?.[0] ?? '';
        return link;
      },
      { message: `a confirmation e-mail to ${email}` },
    )
    .not.toBe('');
  await gotoHydrated(page, link);
  await page.getByRole('button', { name: 'Confirm subscription' }).click();
  await expect(page.getByText('Your subscription is confirmed. Welcome!')).toBeVisible();

  await signInAsAdmin(page);
  await gotoHydrated(page, '/admin');
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Newsletter' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletter subscribers' })).toBeVisible();
  await expect(page.getByText(/^\d+ confirmed subscribers?$/)).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Confirmed subscribers' }).getByRole('row', { name: email }),
  ).toContainText(/\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [ap]m/); // the shop's clock, no zone to name
  await expectAxeClean(page, '/admin/newsletter');
  await shoot(page, 'admin-newsletter');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^newsletter-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile((await download.path())!, 'utf8')).trim().split('\n');
  expect(csv[0]).toBe('email,confirmed_at');
  expect(csv.find((line) => line.startsWith(`${email},`))).toMatch(/,\d{4}-\d{2}-\d{2}T[\d:.]+Z$/);
  await expect(alertBar(page)).toContainText('The file is downloaded');

  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, '/admin/newsletter');
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();
  await expectAxeClean(page, '/admin/newsletter at 390 px');
});
