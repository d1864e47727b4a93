import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { revokedSessions } from '#src/db/schema/index';
import { smtpStandInForFile } from '#src/test/smtp';
import { testAppForFile } from '#src/test/test-app';
import { call, registerShopper } from '#src/test/accounts';

// Issue 11 §4, decision 015: signing out revokes the token on the server, not only in the browser.
const smtp = smtpStandInForFile();
const t = testAppForFile(() => ({ template: 'empty', env: { SMTP_URL: smtp.url } }));

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

describe('sign-out', () => {
  it('revokes the token it is sent with: reusing it answers 401; another session of the user stays', async () => {
    const shopper = await registerShopper(t.app, smtp);
    const other = await call(t.app, 'POST', '/api/user/signin', { email: shopper.email, password: shopper.password });
    const otherToken = String(other.body['token']);
    expect((await call(t.app, 'GET', `/api/user/${shopper.id}`, undefined, shopper.headers)).status).toBe(200);

    const out = await call(t.app, 'POST', '/api/user/signout', undefined, shopper.headers);
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ success: true, message: 'You are signed out.' });

    // A copy of the token (stolen, or kept by the browser) is worth nothing now, on every user route.
    for (const [method, url] of [
      ['GET', `/api/user/${shopper.id}`],
      ['GET', '/api/cart'],
      ['POST', '/api/user/signout'],
    ] as const) {
      const reused = await call(t.app, method, url, undefined, shopper.headers);
      expect(reused.status, url).toBe(401);
      expect(reused.body).toMatchObject({ error: true, msg: 'Your session has expired. Please sign in again' });
    }
    expect((await call(t.app, 'GET', `/api/user/${shopper.id}`, undefined, auth(otherToken))).status).toBe(200);
    const rows = await t.db.select().from(revokedSessions).where(eq(revokedSessions.userId, shopper.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.expiresAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('answers a guest 401', async () => {
    expect((await call(t.app, 'POST', '/api/user/signout')).status).toBe(401);
  });

  it('forgets revoked tokens once they have expired', async () => {
    const shopper = await registerShopper(t.app, smtp);
    await t.db
      .insert(revokedSessions)
      .values({ tokenId: 'long-expired', userId: shopper.id, expiresAt: new Date(Date.now() - 60_000) });
    await call(t.app, 'POST', '/api/user/signout', undefined, shopper.headers);
    const rows = await t.db.select().from(revokedSessions).where(eq(revokedSessions.userId, shopper.id));
    expect(rows.map((row) => row.tokenId)).not.toContain('long-expired');
  });

  it('still ends every session when the password changes', async () => {
    const shopper = await registerShopper(t.app, smtp);
    const changed = await call(
      t.app,
      'PUT',
      `/api/user/changePassword/${shopper.id}`,
      { password: shopper.password, newPass: 'a new password', confirmPass: 'a new password' },
      shopper.headers,
    );
    expect(changed.status).toBe(200);
    expect((await call(t.app, 'GET', `/api/user/${shopper.id}`, undefined, shopper.headers)).status).toBe(401);
    const fresh = auth(String(changed.body['token']));
    expect((await call(t.app, 'GET', `/api/user/${shopper.id}`, undefined, fresh)).status).toBe(200);
  });
});
