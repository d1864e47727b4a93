import { expect, test, type Page } from '@playwright/test';
import { expectAxeClean, shoot, watchErrors } from './fixtures/a11y';
import { E2E_ADMIN, signInAsAdmin } from './fixtures/admin';
import { uniqueEmail } from './fixtures/outbox';
import { gotoHydrated } from './fixtures/shop';
import { alertOf as alert, invitationPath, invite } from './fixtures/staff';

/**
 * Staff invited from the back office (issue 31 §4, docs/decisions/059): the owner invites an address as packer on
 * /admin/staff, the e-mail's link opens the invitation page, the invitee chooses a name and password and lands in
 * the back office with a packer's navigation; the owner's list shows the new packer. A withdrawn invitation's link
 * says it is not valid. Both pages are axe clean at 1280 and 390 px.
 */
test.describe.configure({ timeout: 120_000 });

async function axeAtBothWidths(page: Page, what: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width > 400 ? 900 : 844 });
    await expectAxeClean(page, `${what} at ${width} px`);
    await shoot(page, `staff-${what.replace(/\W+/g, '-')}-${width}`);
  }
}

test('the owner invites a packer; the packer accepts, lands in the back office, and is in the staff list', async ({
  browser,
}) => {
  const owner = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await owner.newPage();
  const errors = watchErrors(page);
  const email = uniqueEmail('packer');
  await signInAsAdmin(page);
  await gotoHydrated(page, '/admin/staff');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Staff', exact: true }),
  ).toHaveAttribute('aria-current', 'page');
  const row = await invite(page, email, 'Packer');
  await expect(row).toContainText('Packer');
  await axeAtBothWidths(page, '/admin/staff');

  // The invitee opens the e-mail's link in a browser of their own.
  const path = await invitationPath(page.request, email);
  const inviteeContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const invitee = await inviteeContext.newPage();
  const inviteeErrors = watchErrors(invitee);
  await gotoHydrated(invitee, path);
  await expect(invitee.getByRole('heading', { level: 1, name: 'Join the back office' })).toBeVisible();
  await expect(invitee.getByText(/^You are invited to help run .+ as a packer\.$/)).toBeVisible();
  await expect(invitee.getByText(email, { exact: true })).toBeVisible();
  await axeAtBothWidths(invitee, '/staff-invitation');

  // Blank, then a password sign-up's rules refuse: each said under its box.
  const name = invitee.getByRole('textbox', { name: 'Your name' });
  const password = invitee.getByLabel('Choose a password', { exact: true });
  const accept = invitee.getByRole('button', { name: 'Accept invitation' });
  await accept.click();
  await expect(name).toBeFocused();
  await expect(name).toHaveAccessibleDescription('Please enter your name');
  await name.fill('Ravi Packer');
  await password.fill('short');
  await accept.click();
  await expect(password).toHaveAccessibleDescription('Password must be at least 8 characters');
  await expect(password).toBeFocused();
  await password.fill('packing-2026-dal');
  await accept.click();

  // Signed in, in the back office: a packer's navigation has the orders, not the staff.
  await expect(invitee).toHaveURL(/\/admin$/);
  await expect(alert(invitee)).toContainText('Welcome to the back office of');
  const nav = invitee.getByRole('navigation', { name: 'Back office' });
  await expect(nav.getByRole('link', { name: 'Orders', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Staff', exact: true })).toHaveCount(0);
  await expect(invitee.getByText('Ravi Packer · Packer')).toBeAttached();
  // The link worked once.
  await gotoHydrated(invitee, path);
  await expect(invitee.getByRole('heading', { level: 1, name: 'Invitation not valid' })).toBeVisible();

  // The owner's list: the packer is a member now, the invitation is gone.
  await gotoHydrated(page, '/admin/staff');
  const members = page.getByRole('table', { name: 'Back-office members' });
  const member = members.getByRole('row').filter({ hasText: email });
  await expect(member).toContainText('Ravi Packer');
  await expect(member.getByRole('combobox', { name: 'Role of Ravi Packer' })).toHaveValue('packer');
  await expect(page.getByRole('table', { name: 'Open invitations' })).not.toContainText(email);

  // The server's refusal: the shop's only owner cannot stop being one; the select shows the role kept.
  const mine = members.getByRole('row').filter({ hasText: E2E_ADMIN.email });
  const myRole = mine.getByRole('combobox', { name: `Role of ${E2E_ADMIN.name}` });
  await myRole.selectOption('manager');
  await mine.getByRole('button', { name: `Save ${E2E_ADMIN.name}` }).click();
  await expect(alert(page)).toContainText(`${E2E_ADMIN.email} is the shop's last owner`);
  await expect(myRole).toHaveValue('owner');

  expect(errors).toEqual([]);
  expect(inviteeErrors).toEqual([]);
  await inviteeContext.close();
  await owner.close();
});

test('a withdrawn invitation: asked first, the focus comes back, and its link says it is not valid', async ({
  browser,
}) => {
  const owner = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await owner.newPage();
  const errors = watchErrors(page);
  const email = uniqueEmail('withdrawn');
  await signInAsAdmin(page);
  await gotoHydrated(page, '/admin/staff');
  const row = await invite(page, email, 'Manager');
  await expect(row).toContainText('Manager');
  const path = await invitationPath(page.request, email);

  // Keep: the dialog closes and the focus is back on Withdraw.
  const withdraw = row.getByRole('button', { name: `Withdraw ${email}` });
  await withdraw.click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw this invitation?' });
  await expect(dialog).toContainText(`The link sent to ${email} stops working at once.`);
  await dialog.getByRole('button', { name: 'Keep it' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(withdraw).toBeFocused();

  await withdraw.click();
  await dialog.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(alert(page)).toContainText(`The invitation to ${email} was withdrawn`);
  await expect(row).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Invite', exact: true })).toBeFocused();

  const invitee = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const link = await invitee.newPage();
  await gotoHydrated(link, path);
  await expect(link.getByRole('heading', { level: 1, name: 'Invitation not valid' })).toBeVisible();
  await expect(link.getByText('This invitation link is not valid, has expired or was already used.')).toBeVisible();
  await expect(link.getByRole('link', { name: 'Go to the shop' })).toBeVisible();
  await expectAxeClean(link, 'an invalid invitation link at 390 px');
  expect(errors).toEqual([]);
  await invitee.close();
  await owner.close();
});
