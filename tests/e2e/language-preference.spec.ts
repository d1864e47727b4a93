import { expect, test } from '@playwright/test';
import { newAccount, outbox, storeSession, verifiedAccount } from './fixtures/outbox';
import { gotoHydrated } from './fixtures/shop';

// Issue 33 (decision 066): a signed-in shopper's switch saves the language on the account, whose e-mails follow it,
// and a sign-in on a new browser brings it back as the `lang` cookie.
test.describe.configure({ timeout: 60_000 });

test('signed in, the header switch saves Hindi on the account: the reset mail is Hindi, a new sign-in sets lang=hi', async ({
  page,
  request,
  browser,
}) => {
  const account = newAccount('language');
  await storeSession(page, await verifiedAccount(request, account));
  await gotoHydrated(page, '/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  const saved = page.waitForResponse((response) => response.url().endsWith('/api/user/language'));
  await page.getByRole('banner').getByRole('link', { name: 'हिन्दी', exact: true }).click();
  expect((await saved).status()).toBe(200);
  await expect(page).toHaveURL(/\/hi$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

  // The account's mails now come in Hindi, asked for from anywhere (this request carries no cookie).
  const forgot = await request.post('/api/user/forgotPassword', { data: { email: account.email } });
  expect(forgot.status()).toBe(200);
  await expect
    .poll(async () =>
      (await outbox(request)).some(
        (mail) => mail.to === account.email.toLowerCase() && mail.subject === 'आपका Kirana पासवर्ड रीसेट कोड',
      ),
    )
    .toBe(true);

  // Another browser: signing in brings the saved language with it.
  const other = await browser.newContext();
  const signIn = await other.request.post('/api/user/signin', {
    data: { email: account.email, password: account.password },
  });
  expect(signIn.status()).toBe(200);
  expect((await other.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('hi');
  await other.close();
});
