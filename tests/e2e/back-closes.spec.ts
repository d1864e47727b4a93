import { expect, test, type Page } from '@playwright/test';
import { indianState } from '#src/shared/indian-states';
import { stateOfPincode } from '#src/shared/pincode-states';
import { createZone, everyDay, removeZone, uniquePincode } from './fixtures/delivery';
import { addByApi, demoProducts, open, packedProduct, signedInShopper, type Shopper } from './fixtures/shopping';

/**
 * Issue 32 §4–§2, docs/decisions/064: the phone's Back closes an open sheet or dialog and stays on the page; a second
 * Back leaves as usual; a sheet closed by its X leaves no step behind. On a phone the slot choice of a checkout whose
 * address is already known is in view without scrolling.
 */
test.describe.configure({ timeout: 120_000 });

const VIEWPORTS = [
  { name: '1280 px', width: 1280, height: 900 },
  { name: '390 px', width: 390, height: 844 },
];

/** The page's own history entry again, once the dialog's is gone (Back, or the step back a close by X takes). */
async function onPagesOwnEntry(page: Page) {
  await expect
    .poll(() => page.evaluate(() => (window.history.state as Record<string, unknown> | null)?.['kiranaLayer'] ?? null))
    .toBeNull();
}

for (const viewport of VIEWPORTS) {
  test(`at ${viewport.name}, Back closes a card's pack sheet and stays; the next Back leaves; X leaves no step`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const product = await packedProduct(page.request);
    await signedInShopper(page, `back-sheet-${viewport.width}`);
    const search = `/search?q=${encodeURIComponent(product.name)}`;
    const sheet = page.getByRole('dialog', { name: `Choose a pack: ${product.name}` });
    const openSheet = async () => {
      await page
        .getByRole('main')
        .getByRole('button', { name: `Add ${product.name} to cart` })
        .first()
        .click();
      await expect(sheet).toBeVisible();
    };

    await open(page, '/myList');
    await open(page, search);
    const searchUrl = page.url();
    await openSheet();
    // The page stays as it is: the router loads nothing again (its data requests end in `.data`).
    const loads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('.data')) loads.push(request.url());
    });
    await page.goBack();
    await expect(sheet).toBeHidden();
    expect(page.url()).toBe(searchUrl);
    expect(loads).toEqual([]);
    await expect(
      page
        .getByRole('main')
        .getByRole('button', { name: `Add ${product.name} to cart` })
        .first(),
    ).toBeVisible();
    // The second Back leaves the page as it always did.
    await page.goBack();
    await expect(page).toHaveURL(/\/myList$/);

    // Closed by its X: the next Back leaves at once (no step left behind that only closes what is closed).
    await open(page, search);
    await openSheet();
    await sheet.getByRole('button', { name: 'Close' }).click();
    await expect(sheet).toBeHidden();
    await onPagesOwnEntry(page);
    expect(page.url()).toBe(searchUrl);
    await page.goBack();
    await expect(page).toHaveURL(/\/myList$/);

    // Escape the same way.
    await open(page, search);
    await openSheet();
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await onPagesOwnEntry(page);
    await page.goBack();
    await expect(page).toHaveURL(/\/myList$/);
  });
}

async function saveAddress(page: Page, shopper: Shopper, pincode: string) {
  const state = indianState(stateOfPincode(pincode) ?? '')?.name ?? 'Bihar';
  const response = await page.request.post('/api/addresses', {
    headers: { authorization: `Bearer ${shopper.token}` },
    data: {
      fullName: 'Meera Iyer',
      phoneNumber: '9123456780',
      addressLine1: '3 Station Road',
      addressLine2: 'Near the post office',
      city: 'Patna',
      state,
      country: 'India',
      pincode,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

for (const [index, viewport] of VIEWPORTS.entries()) {
  test(`at ${viewport.name}, a saved address puts the slot choice first (in view on a phone); Back closes the pay dialog`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const { plain } = await demoProducts(page.request);
    // Offsets no other spec takes (the delivery spec takes the last two, the stepper 22 and 23).
    const product = plain[30 + index]!;
    const pincode = uniquePincode();
    const zone = await createZone(page.request, { name: `Zone ${pincode}`, codes: [pincode] }, [
      ...everyDay({ start: '07:00', end: '09:00', capacity: 5 }),
      ...everyDay({ start: '18:00', end: '20:00', capacity: 5 }),
    ]);
    try {
      const shopper = await signedInShopper(page, `back-closes-${viewport.width}`);
      await saveAddress(page, shopper, pincode);
      await addByApi(page.request, shopper, { productId: product.id, quantity: 1 });

      await open(page, '/cart');
      await open(page, '/checkout');
      await expect(page.getByLabel('Pincode', { exact: true })).toHaveValue(pincode);
      const step = page.getByRole('region', { name: 'Delivery slot' });
      const choice = step.getByRole('radio', { disabled: false }).first();
      await expect(choice).toBeVisible();
      // Without scrolling: the first slot to choose lies within the viewport's height.
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      const box = await choice.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
      // And before the address form in the page's order, so the keyboard meets it first too.
      const slotFirst = await step.evaluate((slot) => {
        const form = document.getElementById('checkout-billing');
        return !!form && (slot.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
      });
      expect(slotFirst).toBe(true);

      await choice.check();
      await page.getByRole('button', { name: 'Checkout' }).click();
      const dialog = page.getByRole('dialog', { name: 'Pay by card' });
      await expect(dialog).toBeVisible();
      await page.goBack();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/\/checkout$/);
      await expect(page.getByRole('alert')).toHaveText('Payment cancelled. Your cart is kept.');
      await expect(step.getByRole('radio', { checked: true })).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL(/\/cart$/);
    } finally {
      await removeZone(page.request, zone.id);
    }
  });
}

test('at 390 px, a link in the menu drawer goes where it says, and one Back comes back with the drawer closed', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signedInShopper(page, 'back-menu');
  await open(page, '/cart');
  await open(page, '/search?q=tea');
  const searchUrl = page.url();
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: 'Orders' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(menu).toBeHidden();
  await page.goBack();
  expect(page.url()).toBe(searchUrl);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "tea"');
  await expect(menu).toBeHidden();
  await page.goBack();
  await expect(page).toHaveURL(/\/cart$/);
});
