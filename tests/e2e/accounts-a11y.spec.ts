import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { newAccount, openPage, signUpByApi, storeSession, verifiedAccount } from './fixtures/outbox';

// Accounts are created with argon2 hashes and axe runs several times per test: give a busy machine room.
test.describe.configure({ timeout: 120_000 });

/** Serious and critical axe findings (WCAG 2.1 A/AA) on the page as it is now. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, targets: violation.nodes.map((node) => node.target.join(' ')) }));
}

/**
 * Script errors and React's console errors (a hydration mismatch among them) fail the test. The browser's own
 * "Failed to load resource" lines for the 4xx answers these pages expect are not errors of the page.
 */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  });
  return errors;
}

for (const width of [1280, 390]) {
  test.describe(`axe at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    let errors: string[] = [];
    test.beforeEach(({ page }) => {
      errors = watchErrors(page);
    });
    test.afterEach(() => {
      expect(errors, 'errors in the browser console').toEqual([]);
    });

    test('Sign In, with a field error, and its Verify Email mode', async ({ page }) => {
      const account = newAccount(`a11y-unverified-${width}`);
      await signUpByApi(page.request, account);
      await openPage(page, '/signIn');
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await expect(page.getByRole('alert')).toHaveText('Email can not be blank!');
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
      await page.getByLabel('Password', { exact: true }).fill(account.password);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Verify Email' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('Sign Up', async ({ page }) => {
      await openPage(page, '/signUp');
      await expect(page.getByRole('heading', { name: 'Sign Up' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('the code screen and Forgot Password', async ({ page }) => {
      await page.addInitScript(() => {
        window.localStorage.setItem('userEmail', 'shopper@example.com');
        window.sessionStorage.setItem('resetToken', 'made-up-token');
      });
      await openPage(page, '/verifyAccount');
      await expect(page.getByText('OTP has been sent to shopper@example.com')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      await openPage(page, '/forgotPassword');
      await expect(page.getByText('Choose a new password for shopper@example.com.')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('My Account, both tabs', async ({ page }) => {
      const account = newAccount(`a11y-account-${width}`);
      await storeSession(page, await verifiedAccount(page.request, account));
      await openPage(page, '/my-account');
      await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(account.name);
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByRole('tab', { name: 'Change Password' }).click();
      await expect(page.getByLabel('Old Password', { exact: true })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
