import { beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '#src/contracts/endpoint';
import { contracts } from '#src/contracts/index';
import { signedInUser, type TestUser } from '#src/test/auth';
import { testAppForFile } from '#src/test/test-app';

/**
 * The authorisation matrix of the back office (issue 14, decision 021): EVERY endpoint of src/contracts whose auth
 * is 'staff' or 'admin' — read from the contracts, so an endpoint added later is covered without touching this
 * file — called by a guest (401), a shopper (403), staff (403 on 'admin' endpoints; let through on 'staff' ones)
 * and an admin (let through). Params, query and body are placeholders: being let through means any answer but
 * 401/403 (a 400 or 404 for the placeholder is fine), and never a 5xx.
 */
const t = testAppForFile({ template: 'empty', env: { RATE_LIMITS: 'admin-write=100000' } });

const backOffice = Object.entries(contracts).flatMap(([group, endpoints]) =>
  Object.entries(endpoints as Record<string, Endpoint>)
    .filter(([, endpoint]) => endpoint.auth === 'staff' || endpoint.auth === 'admin')
    .map(([name, endpoint]) => ({ label: `${endpoint.method} ${endpoint.path} (${group}.${name})`, endpoint })),
);

const urlOf = (endpoint: Endpoint) => endpoint.path.replace(/:(\w+)/g, '1');

function request(endpoint: Endpoint, user: TestUser | null) {
  const json = endpoint.method !== 'GET' && endpoint.method !== 'DELETE' && !endpoint.multipart && !endpoint.rawBody;
  return t.app.inject({
    method: endpoint.method,
    url: urlOf(endpoint),
    headers: {
      ...(user ? user.headers : {}),
      ...(json ? { 'content-type': 'application/json' } : {}),
    },
    ...(json ? { payload: '{}' } : {}),
  });
}

const users = {} as Record<'shopper' | 'staff' | 'admin', TestUser>;

describe('authorisation matrix: every staff and admin endpoint', () => {
  beforeAll(async () => {
    users.shopper = await signedInUser(t);
    users.staff = await signedInUser(t, { role: 'staff' });
    users.admin = await signedInUser(t, { role: 'admin' });
  });

  it('finds the back office’s endpoints in the contracts (the matrix is not empty)', () => {
    expect(backOffice.length).toBeGreaterThanOrEqual(3);
    expect(backOffice.map((entry) => entry.endpoint.path)).toContain('/api/admin/audit');
    for (const { endpoint } of backOffice) expect(endpoint.path).toMatch(/^\/api\/admin\//);
  });

  it.each(backOffice)('$label', async ({ endpoint }) => {
    const guest = await request(endpoint, null);
    expect(guest.statusCode, 'guest').toBe(401);
    expect(guest.json()).toMatchObject({ error: true });

    const shopper = await request(endpoint, users.shopper);
    expect(shopper.statusCode, 'shopper').toBe(403);

    const staff = await request(endpoint, users.staff);
    if (endpoint.auth === 'admin') expect(staff.statusCode, 'staff on an admin endpoint').toBe(403);
    else {
      expect([401, 403], 'staff on a staff endpoint').not.toContain(staff.statusCode);
      expect(staff.statusCode, 'staff: no server error').toBeLessThan(500);
    }

    const admin = await request(endpoint, users.admin);
    expect([401, 403], 'admin').not.toContain(admin.statusCode);
    expect(admin.statusCode, `admin: no server error (${admin.body.slice(0, 200)})`).toBeLessThan(500);
  });
});
