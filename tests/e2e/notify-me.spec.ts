import { expect, test, type Page } from '@playwright/test';
import { expectAxeClean, watchErrors } from './fixtures/a11y';
import { adminHeaders } from './fixtures/delivery';
import { outbox } from './fixtures/outbox';
import { createProductByApi } from './fixtures/products';
import { gotoHydrated } from './fixtures/shop';
import { signedInShopper } from './fixtures/shopping';

/**
 * "Notify me" on a sold-out pack (issue 32 §4, docs/decisions/062) at 1280 and 390 px: a guest is asked to sign in; a
 * shopper asks (twice: still one request), the grocer restocks the pack, and one e-mail arrives with the product's
 * link. Each width makes its own product, sold out in one of its two packs, so no other spec meets it.
 */
test.describe.configure({ timeout: 120_000 });

const alertBar = (page: Page) => page.getByRole('alert').filter({ hasText: /\S/ });

for (const width of [1280, 390]) {
  test(`at ${width} px: a guest is asked to sign in; a shopper is e-mailed once when the pack is back`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width > 400 ? 900 : 844 });
    const errors = watchErrors(page);
    const headers = await adminHeaders(page.request);
    const name = `Alphonso Mango Pulp ${width}-${Date.now()}`;
    const product = await createProductByApi(page.request, name, [
      { label: '850 g', price: 240, countInStock: 0 },
      { label: '450 g', price: 140, countInStock: 9 },
    ]);
    const soldOut = product.variants.find((variant) => variant.label === '850 g')!;

    // A guest: the button is there, and asks them to sign in.
    await gotoHydrated(page, `/product/${product.id}`);
    await page.getByRole('main').getByRole('radio', { name: /850 g/ }).check({ force: true });
    const notify = page.getByRole('button', { name: 'Notify me' });
    await expect(notify).toBeVisible();
    await notify.click();
    await expect(alertBar(page)).toContainText('Please sign in to be told when it is back in stock');

    const shopper = await signedInShopper(page, `notify-${width}`);
    await gotoHydrated(page, `/product/${product.id}`);
    // The pack in stock offers no request.
    await page.getByRole('main').getByRole('radio', { name: /450 g/ }).check({ force: true });
    await expect(page.getByRole('button', { name: 'Notify me' })).toHaveCount(0);
    await page.getByRole('main').getByRole('radio', { name: /850 g/ }).check({ force: true });
    await page.getByRole('button', { name: 'Notify me' }).click();
    await expect(alertBar(page)).toContainText('We will e-mail you when it is back in stock.');
    const undo = page.getByRole('button', { name: 'Don’t notify me' });
    await expect(undo).toBeFocused();
    await expectAxeClean(page, `/product/${product.id} with a stock request`);
    // Taken back and asked again: one request.
    await undo.click();
    await expect(alertBar(page)).toContainText('You will not be e-mailed about this pack.');
    await page.getByRole('button', { name: 'Notify me' }).click();
    await expect(page.getByRole('button', { name: 'Don’t notify me' })).toBeVisible();
    // A reload remembers it.
    await gotoHydrated(page, `/product/${product.id}`);
    await page.getByRole('main').getByRole('radio', { name: /850 g/ }).check({ force: true });
    await expect(page.getByRole('button', { name: 'Don’t notify me' })).toBeVisible();

    // The grocer restocks the pack in the back office.
    const restocked = await page.request.patch(`/api/admin/stock/${soldOut.id}`, {
      headers,
      data: { countInStock: 12 },
    });
    expect(restocked.status(), await restocked.text()).toBe(200);
    const mailsOf = async () =>
      (await outbox(page.request)).filter((mail) => mail.to === shopper.user.email && mail.subject.includes(name));
    await expect.poll(async () => (await mailsOf()).length, { message: 'the back-in-stock e-mail' }).toBe(1);
    const [mail] = await mailsOf();
    expect(mail!.subject).toBe(`Back in stock at Kirana: ${name} (850 g)`);
    // The demo's e-mails link to the server's own address (issue 32 §5): the link opens the product.
    const link = /^http\S+\/product\/\d+$/m.exec(mail!.text)?.[0];
    expect(link).toBe(new URL(`/product/${product.id}`, page.url()).toString());
    await gotoHydrated(page, link!);
    await page.getByRole('main').getByRole('radio', { name: /850 g/ }).check({ force: true });
    await expect(page.getByRole('button', { name: 'Notify me' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Add to cart/ })).toBeEnabled();
    expect(errors, 'errors in the browser console').toEqual([]);
  });
}
