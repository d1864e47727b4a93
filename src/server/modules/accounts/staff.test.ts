import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TStaffInvitation, TStaffPage } from '#src/contracts/admin-staff';
import { auditLog, staffInvitations, users } from '#src/db/schema/index';
import { call } from '#src/test/accounts';
import { signedInUser } from '#src/test/auth';
import { createProduct, variantsOf } from '#src/test/factories';
import { signedInUserForFile } from '#src/test/shop';
import { smtpStandInForFile, type CapturedMail } from '#src/test/smtp';
import { testAppForFile } from '#src/test/test-app';
import { LIMITS } from './rate-limits';

/**
 * Staff (issue 31 §4, docs/decisions/059): the owner invites by e-mail with a role; the link works once, expires
 * after 72 hours, and a wrong, revoked or re-sent link does not work; accepting creates the account with its role
 * directly; a packer reaches the orders and the stock but not the settings or coupons; the last owner keeps the role;
 * a shopper or a packer cannot invite (replayed); every change is in the audit log.
 */
const smtp = smtpStandInForFile();
const t = testAppForFile(() => ({
  template: 'empty',
  env: {
    SMTP_URL: smtp.url,
    PUBLIC_URL: 'https://shop.example',
    PAYMENT_PROVIDER: 'test',
    RATE_LIMITS: 'admin-write=100000',
  },
}));
const owner = signedInUserForFile(t, { name: 'Meera', email: 'meera@example.com', role: 'owner' });
const shopper = signedInUserForFile(t, { name: 'Asha' });

afterEach(() => {
  vi.useRealTimers();
});

const as = (user: { headers: { authorization: string } } | null) => ({
  get: (url: string) => t.app.inject({ method: 'GET', url, headers: user?.headers ?? {} }),
  send: (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { ...(user?.headers ?? {}), ...(payload ? { 'content-type': 'application/json' } : {}) },
      ...(payload ? { payload: JSON.stringify(payload) } : {}),
    }),
});

const tokenIn = (mail: CapturedMail) => {
  const match = /https:\/\/shop\.example\/staff-invitation\?token=([A-Za-z0-9_-]+)/.exec(mail.text);
  expect(match, mail.text).not.toBeNull();
  return match![1]!;
};

async function invite(email: string, role = 'packer') {
  const response = await as(owner).send('POST', '/api/admin/staff/invitations', { email, role });
  expect(response.statusCode, response.body).toBe(201);
  const mail = await smtp.waitFor(email.trim().toLowerCase(), (m) => m.subject.startsWith('You are invited'));
  return { invitation: response.json<TStaffInvitation>(), token: tokenIn(mail), mail };
}

const accept = (token: string, body: { name?: string; password: string }) =>
  as(null).send('POST', '/api/staff-invitations/accept', { token, ...body });

describe('inviting a packer', () => {
  it('the link creates the account with the role directly, works once, and both steps are audited', async () => {
    const { invitation, token, mail } = await invite(' Ravi@Example.com ');
    expect(invitation).toMatchObject({ email: 'ravi@example.com', role: 'packer', expired: false });
    expect(mail.text).toContain('as a packer');
    expect(mail.text).toContain('72 hours');
    // Only the hash is stored.
    const [row] = await t.db.select().from(staffInvitations).where(eq(staffInvitations.id, invitation.id));
    expect(row!.tokenHash).not.toContain(token);

    const view = await as(null).get(`/api/staff-invitations/${token}`);
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json()).toMatchObject({ email: 'ravi@example.com', role: 'packer', hasAccount: false });

    const accepted = await accept(token, { name: 'Ravi', password: 'a-long-password' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ email: 'ravi@example.com', role: 'packer' });
    // Never a shopper or an admin on the way: the only role the account ever had is packer.
    const signIn = await call(t.app, 'POST', '/api/user/signin', {
      email: 'ravi@example.com',
      password: 'a-long-password',
    });
    expect(signIn.status).toBe(200);
    expect(signIn.body['user']).toMatchObject({ isAdmin: true });
    const [ravi] = await t.db.select().from(users).where(eq(users.email, 'ravi@example.com'));
    expect(ravi).toMatchObject({ role: 'packer', isVerified: true });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(ravi!.id)));
    expect(audit.map((entry) => [entry.actorEmail, entry.action, entry.before, entry.after])).toEqual([
      [
        'ravi@example.com',
        'user.role',
        { email: 'ravi@example.com', role: null },
        { email: 'ravi@example.com', role: 'packer' },
      ],
    ]);
    const invited = await t.db.select().from(auditLog).where(eq(auditLog.entity, 'staff_invitation'));
    expect(invited.find((entry) => entry.entityId === String(invitation.id))).toMatchObject({
      actorEmail: 'meera@example.com',
      action: 'staff_invitation.create',
    });

    // Reuse: refused, the account unchanged.
    const again = await accept(token, { name: 'Someone', password: 'another-password' });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ msg: expect.stringContaining('not valid') });
    expect((await as(null).get(`/api/staff-invitations/${token}`)).statusCode).toBe(404);
  });

  it('a wrong token is refused; a revoked or re-sent invitation’s old link stops working', async () => {
    expect((await accept('x'.repeat(43), { name: 'X', password: 'a-long-password' })).statusCode).toBe(404);
    const revoked = await invite('revoked@example.com');
    expect((await as(owner).send('DELETE', `/api/admin/staff/invitations/${revoked.invitation.id}`)).statusCode).toBe(
      200,
    );
    expect((await accept(revoked.token, { name: 'R', password: 'a-long-password' })).statusCode).toBe(404);

    const first = await invite('resent@example.com');
    const resend = await as(owner).send('POST', `/api/admin/staff/invitations/${first.invitation.id}/resend`);
    expect(resend.statusCode, resend.body).toBe(200);
    const mails = smtp.messages.filter((m) => m.to.includes('resent@example.com'));
    await smtp.waitFor('resent@example.com', (m) => m !== mails[0]);
    const latest = smtp.messages.filter((m) => m.to.includes('resent@example.com')).at(-1)!;
    const second = tokenIn(latest);
    expect(second).not.toBe(first.token);
    expect((await accept(first.token, { name: 'R', password: 'a-long-password' })).statusCode).toBe(404);
    expect((await accept(second, { name: 'R', password: 'a-long-password' })).statusCode).toBe(200);
  });

  it('guessing links from one address is limited like sign-in: past the limit even a good link answers 429', async () => {
    const { invitation, token } = await invite('guessed@example.com');
    const from = (ip: string, body: { token: string; name: string; password: string }) =>
      t.app.inject({ method: 'POST', url: '/api/staff-invitations/accept', payload: body, remoteAddress: ip });
    // One after another, as fast as they go (in parallel they would measure the pool, not the limit).
    const guesses = [];
    for (let i = 0; i <= LIMITS.signInPerIp.max; i += 1) {
      const guess = `guess-${i}`.padEnd(43, 'x');
      guesses.push(await from('203.0.113.77', { token: guess, name: 'Mallory', password: 'a-long-password' }));
    }
    const statuses = guesses.map((answer) => answer.statusCode);
    expect(statuses.slice(0, -1)).toEqual(Array.from({ length: LIMITS.signInPerIp.max }, () => 404));
    expect(statuses.at(-1)).toBe(429);
    expect(guesses.at(-1)!.json()).toMatchObject({ error: true, msg: expect.stringMatching(/^Too many attempts/) });
    const late = await from('203.0.113.77', { token, name: 'Mallory', password: 'a-long-password' });
    expect(late.statusCode).toBe(429);
    expect(await t.db.select().from(users).where(eq(users.email, 'guessed@example.com'))).toEqual([]);
    // The invited person, from their own address, is not locked out.
    const own = await from('198.51.100.5', { token, name: 'Guessed', password: 'a-long-password' });
    expect(own.statusCode, own.body).toBe(200);
    const [row] = await t.db.select().from(staffInvitations).where(eq(staffInvitations.id, invitation.id));
    expect(row!.acceptedAt).not.toBeNull();
  });

  it('expires after 72 hours: at 71:59 it still opens, at 72:00 it is refused', async () => {
    const start = new Date('2026-11-29T06:00:00Z');
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const { token } = await invite('late@example.com');
    vi.setSystemTime(new Date(start.getTime() + 72 * 3_600_000 - 60_000));
    expect((await as(null).get(`/api/staff-invitations/${token}`)).statusCode).toBe(200);
    vi.setSystemTime(new Date(start.getTime() + 72 * 3_600_000));
    expect((await as(null).get(`/api/staff-invitations/${token}`)).statusCode).toBe(404);
    expect((await accept(token, { name: 'Late', password: 'a-long-password' })).statusCode).toBe(404);
    const page = await as(owner).get('/api/admin/staff');
    expect(page.json<TStaffPage>().invitations.find((i) => i.email === 'late@example.com')).toMatchObject({
      expired: true,
    });
  });

  it('a new account without a name or with a weak password is refused with the code that names the box', async () => {
    const { token } = await invite('no-name@example.com');
    const nameless = await accept(token, { name: '  ', password: 'a-long-password' });
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json()).toMatchObject({ code: 'NAME_REQUIRED', message: 'Please enter your name' });
    const weak = await accept(token, { name: 'Asha', password: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ code: 'PASSWORD_REFUSED' });
    expect((await t.db.select().from(users).where(eq(users.email, 'no-name@example.com'))).length).toBe(0);
  });

  it('an existing shopper gets the role with their own password, not with a wrong one', async () => {
    const existing = await signedInUser(t, { email: 'shopper-joins@example.com' });
    const { token } = await invite(existing.email, 'manager');
    expect((await as(null).get(`/api/staff-invitations/${token}`)).json()).toMatchObject({ hasAccount: true });
    const wrong = await accept(token, { password: 'not-the-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'PASSWORD_REFUSED' });
    expect((await t.db.select().from(users).where(eq(users.id, existing.id)))[0]!.role).toBeNull();
    expect((await accept(token, { password: existing.password })).json()).toEqual({
      email: existing.email,
      role: 'manager',
    });
  });
});

describe('what a packer may do', () => {
  it('cannot reach the settings, coupons or staff (403), but reaches the orders and sets a stock to 0', async () => {
    const packer = await signedInUser(t, { role: 'packer' });
    for (const url of ['/api/admin/settings', '/api/admin/coupons', '/api/admin/staff']) {
      expect((await as(packer).get(url)).statusCode, url).toBe(403);
    }
    expect((await as(packer).get('/api/admin/orders')).statusCode).toBe(200);
    const product = await createProduct(t.db, { name: 'Toor Dal' });
    const [variant] = await variantsOf(t.db, product.id);
    // The catalogue's own edit stays the catalogue's; the stock endpoint is the stock's.
    expect((await as(packer).send('PATCH', `/api/admin/variants/${variant!.id}`, { countInStock: 0 })).statusCode).toBe(
      403,
    );
    const fixed = await as(packer).send('PATCH', `/api/admin/stock/${variant!.id}`, { countInStock: 0 });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect((await variantsOf(t.db, product.id))[0]!.countInStock).toBe(0);
  });

  it('cannot change a price through the stock endpoint: any key but the stock is a 400 and nothing changes', async () => {
    const packer = await signedInUser(t, { role: 'packer' });
    const product = await createProduct(t.db, { name: 'Moong Dal', price: 120, countInStock: 7 });
    const [variant] = await variantsOf(t.db, product.id);
    // The attack: the stock permission used to reach the catalogue's variant write.
    const attack = await as(packer).send('PATCH', `/api/admin/stock/${variant!.id}`, { countInStock: 5, price: 1 });
    expect(attack.statusCode).toBe(400);
    const [after] = await variantsOf(t.db, product.id);
    expect(after).toMatchObject({ price: 120, oldPrice: variant!.oldPrice, countInStock: 7 });
    const fixed = await as(packer).send('PATCH', `/api/admin/stock/${variant!.id}`, { countInStock: 5 });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect((await variantsOf(t.db, product.id))[0]).toMatchObject({ price: 120, countInStock: 5 });
  });
});

describe('who may change roles', () => {
  it('a shopper or a packer cannot invite or change a role (replayed), and nothing is written', async () => {
    const packer = await signedInUser(t, { role: 'packer' });
    for (const [who, status] of [
      [null, 401],
      [shopper, 403],
      [packer, 403],
    ] as const) {
      const response = await as(who).send('POST', '/api/admin/staff/invitations', {
        email: 'sneaky@example.com',
        role: 'owner',
      });
      expect(response.statusCode).toBe(status);
      expect((await as(who).send('PATCH', `/api/admin/staff/${packer.id}`, { role: 'owner' })).statusCode).toBe(status);
    }
    expect(await t.db.select().from(staffInvitations).where(eq(staffInvitations.email, 'sneaky@example.com'))).toEqual(
      [],
    );
    expect((await t.db.select().from(users).where(eq(users.id, packer.id)))[0]!.role).toBe('packer');
  });

  it('the owner changes and removes a role, audited; the last owner cannot lose theirs', async () => {
    const member = await signedInUser(t, { role: 'packer' });
    const changed = await as(owner).send('PATCH', `/api/admin/staff/${member.id}`, { role: 'manager' });
    expect(changed.json()).toEqual({ id: member.id, role: 'manager' });
    expect((await as(owner).send('PATCH', `/api/admin/staff/${member.id}`, { role: null })).json()).toEqual({
      id: member.id,
      role: null,
    });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(member.id)));
    expect(audit.map((entry) => [entry.actorEmail, entry.action, (entry.after as { role: unknown }).role])).toEqual([
      ['meera@example.com', 'user.role', 'manager'],
      ['meera@example.com', 'user.role', null],
    ]);

    // Meera is the only owner of this shop.
    const self = await as(owner).send('PATCH', `/api/admin/staff/${owner.id}`, { role: 'manager' });
    expect(self.statusCode).toBe(409);
    expect(self.json()).toMatchObject({
      msg: "meera@example.com is the shop's last owner: make someone else an owner first",
    });
    expect((await as(owner).get('/api/admin/me')).json()).toMatchObject({ role: 'owner' });
  });
});
