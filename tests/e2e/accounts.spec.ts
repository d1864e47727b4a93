import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { mailIds, newAccount, nextCode, openPage, signUpByApi, storeSession, verifiedAccount } from './fixtures/outbox';

// Accounts are created with argon2 hashes: give a busy machine room.
test.describe.configure({ timeout: 60_000 });

const alertBar = (page: Page) => page.getByRole('alert');
const stored = (page: Page, key: string) => page.evaluate((name) => window.localStorage.getItem(name), key);

async function typeCode(page: Page, code: string) {
  const first = page.getByRole('textbox', { name: 'Digit 1 of 6' });
  await expect(first).toBeEditable();
  await first.click();
  await page.keyboard.type(code);
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

test('sign up, verify, sign in, edit the profile, change and reset the password', async ({ page }) => {
  test.setTimeout(120_000);
  const account = newAccount('journey');

  // Sign up → the code screen after 2 s.
  await openPage(page, '/signUp');
  await page.getByRole('textbox', { name: 'Full Name' }).fill(account.name);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
  await page.getByRole('textbox', { name: 'Phone No.' }).fill(account.phone);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(alertBar(page)).toContainText('check your email for the 6-digit code');
  await expect(page).toHaveURL(/\/verifyAccount$/);
  await expect(page.getByRole('heading', { name: 'OTP verification' })).toBeVisible();
  await expect(page.getByText(`OTP has been sent to ${account.email}`)).toBeVisible();

  // The code from the e-mail verifies the address → Sign In.
  await typeCode(page, await nextCode(page.request, account.email, 'verify'));
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(alertBar(page)).toHaveText('Your email address is verified.');
  await expect(page).toHaveURL(/\/signIn$/);
  expect(await stored(page, 'userEmail')).toBeNull();

  // Sign in → home after 2 s with the Account menu.
  await signIn(page, account.email, account.password);
  await expect(alertBar(page)).toHaveText('User Login Successfully!');
  await expect(page).toHaveURL(/\/$/);
  const accountMenu = page.getByRole('banner').getByRole('button', { name: 'Account' });
  await expect(accountMenu).toBeVisible();
  const user = JSON.parse((await stored(page, 'user')) ?? 'null') as {
    userId: number;
    name: string;
    email: string;
    image: string;
  };
  expect(user).toMatchObject({ name: account.name, email: account.email, image: '', isAdmin: false });

  // My Account: an avatar uploaded from a generated PNG, a new phone number → 'user updated'.
  await accountMenu.click();
  await page.getByRole('menuitem', { name: 'My Account' }).click();
  await expect(page).toHaveURL(/\/my-account$/);
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(account.name);
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(account.email);
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).not.toBeEditable();
  const png = await sharp({ create: { width: 48, height: 48, channels: 3, background: '#16a34a' } })
    .png()
    .toBuffer();
  await page.getByLabel('Upload images').setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: png });
  await expect(alertBar(page)).toHaveText('Images Uploaded!');
  await expect(page.getByRole('img', { name: 'Your avatar' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('9123456780');
  // Unsaved edits and uploads survive a look at the other tab.
  await page.getByRole('tab', { name: 'Change Password' }).click();
  await page.getByRole('tab', { name: 'Edit Profile' }).click();
  await expect(page.getByRole('img', { name: 'Your avatar' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Phone', exact: true })).toHaveValue('9123456780');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(alertBar(page)).toHaveText('user updated');
  const profile = await page.request.get(`/api/user/${user.userId}`, {
    headers: { authorization: `Bearer ${await stored(page, 'token')}` },
  });
  const saved = (await profile.json()) as { phone: string; images: string[] };
  expect(saved.phone).toBe('9123456780');
  expect(saved.images).toHaveLength(1);
  await expect.poll(async () => JSON.parse((await stored(page, 'user')) ?? '{}').image).toBe(saved.images[0]);
  // The avatar is served from the media store.
  const avatar = await page.request.get(`/download/${saved.images[0]}`);
  expect(avatar.headers()['content-type']).toBe('image/webp');

  // Change Password: the current password is needed; the result is shown.
  await page.getByRole('tab', { name: 'Change Password' }).click();
  const changed = 'new-basket-2026';
  await page.getByLabel('Old Password', { exact: true }).fill(account.password);
  await page.getByLabel('New password', { exact: true }).fill(changed);
  await page.getByLabel('Confirm Password', { exact: true }).fill(changed);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(alertBar(page)).toHaveText('Your password has been changed.');

  // Sign out from the header → /signIn, session gone.
  await accountMenu.click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/signIn$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  expect(await stored(page, 'token')).toBeNull();
  expect(await stored(page, 'user')).toBeNull();

  // Forgot Password → reset code from the outbox → new password → Sign In.
  const seen = await mailIds(page.request, account.email);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
  await page.getByRole('button', { name: 'Forgot Password' }).click();
  await expect(page).toHaveURL(/\/verifyAccount$/);
  expect(await stored(page, 'actionType')).toBe('forgotPassword');
  expect(await stored(page, 'userEmail')).toBe(account.email);
  await typeCode(page, await nextCode(page.request, account.email, 'reset', seen));
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(alertBar(page)).toHaveText('Code accepted. Please choose a new password.');
  await expect(page).toHaveURL(/\/forgotPassword$/);
  const reset = 'fresh-mango-2026';
  await page.getByLabel('New Password', { exact: true }).fill(reset);
  await page.getByLabel('Confirm Password', { exact: true }).fill(reset);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(alertBar(page)).toContainText('Your password has been changed');
  await expect(page).toHaveURL(/\/signIn$/);
  expect(await stored(page, 'actionType')).toBeNull();
  expect(await page.evaluate(() => window.sessionStorage.getItem('resetToken'))).toBeNull();

  // The password from before the reset no longer works; the new one does.
  await signIn(page, account.email, changed);
  await expect(alertBar(page)).toHaveText('Invalid email or password');
  await page.getByLabel('Password', { exact: true }).fill(reset);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(alertBar(page)).toHaveText('User Login Successfully!');
  await expect(page).toHaveURL(/\/$/);
  await expect(accountMenu).toBeVisible();
});

test('an unverified account gets the Verify Email mode, a new code and the code screen', async ({ page }) => {
  const account = newAccount('unverified');
  await signUpByApi(page.request, account);
  const seen = await mailIds(page.request, account.email);

  await openPage(page, '/signIn');
  await signIn(page, account.email, account.password);
  await expect(alertBar(page)).toContainText('Please verify your email address first');
  await expect(page.getByRole('heading', { name: 'Verify Email' })).toBeVisible();
  // Only the e-mail field is left.
  await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Forgot Password' })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(account.email);

  await page.getByRole('button', { name: 'Verify Email' }).click();
  await expect(alertBar(page)).toContainText('a new code is on its way');
  await expect(page).toHaveURL(/\/verifyAccount$/);
  expect(await stored(page, 'userEmail')).toBe(account.email);
  await expect(page.getByText(`OTP has been sent to ${account.email}`)).toBeVisible();

  // The new code (not the sign-up one) is typed from the e-mail; the answer never carried it.
  await typeCode(page, await nextCode(page.request, account.email, 'verify', seen));
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(alertBar(page)).toHaveText('Your email address is verified.');
  await expect(page).toHaveURL(/\/signIn$/);
  await signIn(page, account.email, account.password);
  await expect(alertBar(page)).toHaveText('User Login Successfully!');
});

test('a wrong code is refused with the server message and nothing is stored', async ({ page }) => {
  const account = newAccount('wrong-code');
  await signUpByApi(page.request, account);
  const code = await nextCode(page.request, account.email, 'verify');
  const wrong = code === '000000' ? '111111' : '000000';
  await page.addInitScript((email) => window.localStorage.setItem('userEmail', email), account.email);
  await openPage(page, '/verifyAccount');
  await typeCode(page, wrong);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(alertBar(page)).toHaveText('The code is wrong or has expired. Please try again or request a new code.');
  await expect(page).toHaveURL(/\/verifyAccount$/);
  expect(await stored(page, 'userEmail')).toBe(account.email);
});

test('a stored token the server no longer accepts signs the shopper out', async ({ page }) => {
  await storeSession(page, {
    token: 'not-a-real-token',
    user: { userId: 1, name: 'Ghost', email: 'ghost@example.com', image: '', isAdmin: false },
  });
  await openPage(page, '/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect.poll(() => stored(page, 'token')).toBeNull();
  expect(await stored(page, 'user')).toBeNull();
});

test('a stored valid token loads the user into the header', async ({ page }) => {
  const account = newAccount('bootstrap');
  const session = await verifiedAccount(page.request, account);
  // A stale name in storage is refreshed from the server.
  await storeSession(page, { ...session, user: { ...session.user, name: 'Old Name' } });
  await openPage(page, '/');
  await expect.poll(async () => JSON.parse((await stored(page, 'user')) ?? '{}').name).toBe(account.name);
  await page.getByRole('banner').getByRole('button', { name: 'Account' }).click();
  await expect(page.getByRole('menu')).toContainText(account.email);
});

test('My Account without a token goes to Sign In', async ({ page }) => {
  await openPage(page, '/my-account');
  await expect(page).toHaveURL(/\/signIn$/);
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
});
