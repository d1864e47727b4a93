import { count, eq } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { users } from '#src/db/schema/index';
import { signedInUser } from '#src/test/auth';
import { smtpStandInForFile } from '#src/test/smtp';
import { testAppForFile } from '#src/test/test-app';

/**
 * Staff changes that race (issue 31 §4, docs/decisions/059): the last two owners demoting each other at the same
 * moment, and one invitation link accepted twice at once. On PostgreSQL each request runs on its own pooled
 * connection, so the transactions truly overlap (`engine: 'postgres'` whenever the local server answers; PGlite
 * serialises transactions, and the outcome must be the same there).
 */
const smtp = smtpStandInForFile();
const t = testAppForFile(() => ({
  template: 'empty',
  engine: 'postgres',
  env: {
    SMTP_URL: smtp.url,
    PUBLIC_URL: 'https://shop.example',
    PAYMENT_PROVIDER: 'test',
    RATE_LIMITS: 'admin-write=100000',
  },
}));

const owners = async () => (await t.db.select({ id: users.id }).from(users).where(eq(users.role, 'owner'))).length;

describe('staff changes at the same moment', () => {
  it('runs on the PostgreSQL server whenever one is reachable', () => {
    expect(t.database.engine).toBe(inject('postgres') ? 'postgres' : 'pglite');
  });

  it('the last two owners demote each other: exactly one succeeds, one owner remains', async () => {
    const meera = await signedInUser(t, { name: 'Meera', email: 'meera@example.com', role: 'owner' });
    const ravi = await signedInUser(t, { name: 'Ravi', email: 'ravi@example.com', role: 'owner' });
    expect(await owners()).toBe(2);

    const demote = (by: typeof meera, whom: typeof meera) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/staff/${whom.id}`,
        headers: by.headers,
        payload: { role: 'manager' },
      });
    const answers = await Promise.all([demote(meera, ravi), demote(ravi, meera)]);

    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json()).toMatchObject({
      msg: expect.stringContaining("is the shop's last owner"),
    });
    expect(await owners()).toBe(1);
    const winner = answers[0]!.statusCode === 200 ? meera : ravi;
    expect((await t.app.inject({ url: '/api/admin/me', headers: winner.headers })).json()).toMatchObject({
      role: 'owner',
    });
  });

  it('one invitation accepted twice at once: one account with the role, the other request 409', async () => {
    const owner = await signedInUser(t, { name: 'Asha', email: 'asha@example.com', role: 'owner' });
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/admin/staff/invitations',
      headers: owner.headers,
      payload: { email: 'twice@example.com', role: 'packer' },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const mail = await smtp.waitFor('twice@example.com', (m) => m.subject.startsWith('You are invited'));
    const token = /staff-invitation\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;

    const accept = (name: string, password: string) =>
      t.app.inject({ method: 'POST', url: '/api/staff-invitations/accept', payload: { token, name, password } });
    const answers = await Promise.all([accept('First', 'first-long-password'), accept('Second', 'second-password')]);

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json()).toMatchObject({
      msg: expect.stringContaining('a moment ago'),
    });
    const accounts = await t.db.select().from(users).where(eq(users.email, 'twice@example.com'));
    expect(accounts).toHaveLength(1);
    expect(accounts[0]).toMatchObject({ role: 'packer', name: answers[0]!.statusCode === 200 ? 'First' : 'Second' });
    expect((await t.db.select({ n: count() }).from(users).where(eq(users.role, 'packer')))[0]!.n).toBe(1);
  });
});
