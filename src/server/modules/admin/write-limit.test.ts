import { describe, expect, it } from 'vitest';
import { call } from '#src/test/accounts';
import { signedInUser } from '#src/test/auth';
import { testAppForFile } from '#src/test/test-app';

/** Back-office writes count per user (rule `admin-write`, decision 021); here lowered to 3 through RATE_LIMITS. */
const t = testAppForFile({ template: 'empty', env: { RATE_LIMITS: 'admin-write=3' } });

// Any back-office write: refused or not, each one counts, before its body is read.
const write = (headers: { authorization: string }, payload: object = {}) =>
  call(t.app, 'PATCH', '/api/admin/variants/999999', payload, headers);

describe('rate limit on back-office writes', () => {
  it('refuses an admin’s fourth write in the window with 429 and Retry-After; reads and other admins go on', async () => {
    const admin = await signedInUser(t, { role: 'owner' });
    for (let i = 0; i < 3; i++) expect((await write(admin.headers, { price: -1 })).status).not.toBe(429);
    const refused = await write(admin.headers, { price: 100 });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ error: true, msg: expect.stringMatching(/Too many attempts/) });
    expect(refused.headers['retry-after']).toBeDefined();

    // Reads are not counted.
    expect((await call(t.app, 'GET', '/api/admin/overview', undefined, admin.headers)).status).toBe(200);
    // The limit is the user's, not the address's.
    const colleague = await signedInUser(t, { role: 'owner' });
    expect((await write(colleague.headers)).status).not.toBe(429);
  });

  it('counts nothing for a shopper (403 first) or a guest (401 first)', async () => {
    const shopper = await signedInUser(t);
    for (let i = 0; i < 5; i++) expect((await write(shopper.headers)).status).toBe(403);
    for (let i = 0; i < 5; i++) expect((await call(t.app, 'PATCH', '/api/admin/variants/1', {})).status).toBe(401);
  });
});
