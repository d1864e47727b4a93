import { expect, test } from '@playwright/test';
import { outbox, uniqueEmail } from './fixtures/outbox';
import { gotoHydrated } from './fixtures/shop';

test.describe.configure({ timeout: 60_000 });

// Issue 16: the footer's box subscribes for real (double opt-in, docs/decisions/030).
test('the footer box mails a confirmation link; its page confirms the subscription', async ({
  page,
  request,
  baseURL,
}) => {
  const email = uniqueEmail('newsletter');
  await gotoHydrated(page, '/');
  await page.getByRole('textbox', { name: 'Your email address' }).fill(email);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('alert')).toHaveText('Check your e-mail to confirm your subscription.');
  await expect(page.getByRole('textbox', { name: 'Your email address' })).toHaveValue('');

  let link = '';
  await expect
    .poll(
      async () => {
        const mail = (await outbox(request)).find((entry) => entry.to === email && entry.subject.startsWith('Confirm'));
        // The test server has no PUBLIC_URL: the mail links to the server's own address (issue 32 §5), the one the
        // browser uses, never a Host a request named (docs/decisions/030).
        link =
          new RegExp(
            `^${baseURL!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/newsletter/confirm\\?token=[A-Za-z0-9_-]+$`,
            'm',
          ).exec(mail?.text ?? '')?.[0] ?? '';
        return link;
      },
      { message: `a confirmation e-mail to ${email}` },
    )
    .not.toBe('');

  await gotoHydrated(page, link);
  await expect(page.getByRole('heading', { name: 'Confirm your subscription' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm subscription' }).click();
  await expect(page.getByText('Your subscription is confirmed. Welcome!')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue shopping' })).toBeVisible();

  // A mangled link is said in words, as an unknown one is (issue 32 §4), never as a field's rule.
  await gotoHydrated(page, '/newsletter/confirm?token=bad');
  await page.getByRole('button', { name: 'Confirm subscription' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'This link is not valid or has expired. Please subscribe again from the footer of any page.',
  );
});
