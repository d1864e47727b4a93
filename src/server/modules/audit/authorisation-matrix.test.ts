import { beforeAll, describe, expect, it } from 'vitest';
import { permissionOf, isBackOffice, type Endpoint } from '#src/contracts/endpoint';
import { contracts } from '#src/contracts/index';
import { signedInUser, type TestUser } from '#src/test/auth';
import { testAppForFile } from '#src/test/test-app';

/**
 * The authorisation matrix of the back office (issue 28 §4, decision 045). The table below is this test's own
 * oracle, written out by hand: every back-office endpoint, method and path, with the permission it needs. It is
 * compared with the contracts both ways (a contract missing here or with another permission fails, and so does a
 * row no contract has), and every row is called by a guest (401), a shopper (403), staff and an admin: let through
 * (any answer but 401/403, never a 5xx; the placeholder ids may well be 400 or 404) exactly when the role's rights,
 * also written out here, include the permission. Nothing here is read from src/shared/permissions.ts.
 */
const t = testAppForFile({ template: 'empty', env: { RATE_LIMITS: 'admin-write=100000' } });

const MATRIX: Record<string, string> = {
  'GET /api/admin/me': 'back-office',
  'GET /api/admin/overview': 'stock',
  'GET /api/admin/audit': 'audit',
  'GET /api/admin/products': 'catalogue',
  'GET /api/admin/products/:id': 'catalogue',
  'POST /api/admin/products': 'catalogue',
  'PATCH /api/admin/products/:id': 'catalogue',
  'DELETE /api/admin/products/:id': 'catalogue',
  'POST /api/admin/products/:id/restore': 'catalogue',
  'POST /api/admin/products/:id/publish': 'catalogue',
  'POST /api/admin/products/:id/unpublish': 'catalogue',
  'PATCH /api/admin/variants/:id': 'catalogue',
  'PATCH /api/admin/stock/:id': 'stock',
  'POST /api/admin/images': 'catalogue',
  'GET /api/admin/categories': 'catalogue',
  'POST /api/admin/categories': 'catalogue',
  'PATCH /api/admin/categories/:id': 'catalogue',
  'PUT /api/admin/categories/order': 'catalogue',
  'DELETE /api/admin/categories/:id': 'catalogue',
  'GET /api/admin/banners': 'catalogue',
  'POST /api/admin/banners': 'catalogue',
  'PATCH /api/admin/banners/:id': 'catalogue',
  'PUT /api/admin/banners/order': 'catalogue',
  'DELETE /api/admin/banners/:id': 'catalogue',
  'GET /api/admin/search-synonyms': 'catalogue',
  'POST /api/admin/search-synonyms': 'catalogue',
  'PATCH /api/admin/search-synonyms/:id': 'catalogue',
  'DELETE /api/admin/search-synonyms/:id': 'catalogue',
  'GET /api/admin/export/products.csv': 'catalogue',
  'POST /api/admin/import/products': 'catalogue',
  'GET /api/admin/orders': 'orders',
  'GET /api/admin/orders/:id': 'orders',
  'PATCH /api/admin/orders/:id': 'orders',
  'POST /api/admin/orders/:id/refund': 'refunds',
  'POST /api/admin/orders/:id/lines/:lineId/unavailable': 'orders',
  'POST /api/admin/orders/:id/lines/:lineId/substitute': 'orders',
  'GET /api/admin/orders/:id/lines/:lineId/substitutes': 'orders',
  'POST /api/admin/orders/:id/lines/:lineId/refund': 'refunds',
  'POST /api/admin/orders/:id/payment': 'orders',
  'GET /api/admin/orders/:id/slip': 'orders',
  'GET /api/admin/orders/slips': 'orders',
  'GET /api/admin/orders/slots': 'orders',
  'GET /api/admin/export/orders.csv': 'orders',
  'GET /api/admin/export/order-totals.csv': 'orders',
  'GET /api/admin/dashboard': 'orders',
  'GET /api/admin/payments': 'refunds',
  'POST /api/admin/payments/:id/refund': 'refunds',
  'POST /api/admin/payments/:id/resolve': 'refunds',
  'GET /api/admin/customers': 'customers',
  'GET /api/admin/customers/:id': 'customers',
  'GET /api/admin/reviews': 'reviews',
  'PATCH /api/admin/reviews/:id': 'reviews',
  'GET /api/admin/delivery': 'delivery',
  'POST /api/admin/delivery/zones': 'delivery',
  'PATCH /api/admin/delivery/zones/:id': 'delivery',
  'DELETE /api/admin/delivery/zones/:id': 'delivery',
  'POST /api/admin/delivery/zones/:id/slots': 'delivery',
  'PATCH /api/admin/delivery/slots/:id': 'delivery',
  'DELETE /api/admin/delivery/slots/:id': 'delivery',
  'POST /api/admin/delivery/closed-dates': 'delivery',
  'DELETE /api/admin/delivery/closed-dates/:id': 'delivery',
  'GET /api/admin/newsletter': 'newsletter',
  'GET /api/admin/newsletter.csv': 'newsletter',
  'GET /api/admin/settings': 'settings',
  'PUT /api/admin/settings': 'settings',
  // The shop's alerts (issue 31 §1, docs/decisions/057).
  'GET /api/admin/me/notifications': 'back-office',
  'PUT /api/admin/me/notifications': 'back-office',
  'GET /api/admin/events': 'orders',
  'GET /api/admin/webhooks': 'settings',
  'POST /api/admin/webhooks': 'settings',
  'GET /api/admin/webhooks/:id/secret': 'settings',
  'DELETE /api/admin/webhooks/:id': 'settings',
  'GET /api/admin/webhooks/:id/deliveries': 'settings',
  'GET /api/admin/gst-rates': 'catalogue',
  'POST /api/admin/gst-rates': 'settings',
  'PATCH /api/admin/gst-rates/:rateBps': 'settings',
  'DELETE /api/admin/gst-rates/:rateBps': 'settings',
  'GET /api/admin/export/gst-summary.csv': 'settings',
  'POST /api/admin/delivery/zones/:id/slot-week': 'delivery',
  'POST /api/admin/delivery/zones/:id/copy-week': 'delivery',
  'GET /api/admin/orders/:id/documents': 'orders',
  'GET /api/admin/orders/:id/documents/:documentId': 'orders',
  'POST /api/admin/orders/:id/adjustments/reduce': 'refunds',
  'POST /api/admin/orders/:id/adjustments/goodwill': 'refunds',
  'POST /api/admin/orders/:id/adjustments/return': 'refunds',
  'POST /api/admin/orders/:id/adjustments/:adjustmentId/refund': 'refunds',
  'GET /api/admin/staff': 'staff',
  'POST /api/admin/staff/invitations': 'staff',
  'POST /api/admin/staff/invitations/:id/resend': 'staff',
  'DELETE /api/admin/staff/invitations/:id': 'staff',
  'PATCH /api/admin/staff/:id': 'staff',
  'GET /api/admin/coupons': 'promotions',
  'POST /api/admin/coupons': 'promotions',
  'PUT /api/admin/coupons/:id': 'promotions',
  'GET /api/admin/offers': 'promotions',
  'POST /api/admin/offers': 'promotions',
  'PUT /api/admin/offers/:id': 'promotions',
};

/**
 * The roles, written out by hand (decision 059): staff may work the orders, their refunds and the customers; a packer
 * the orders and the stock; a manager everything but the staff and the shop's settings; an owner everything.
 */
const MAY: Record<'staff' | 'packer' | 'manager', (permission: string) => boolean> = {
  staff: (permission) => ['back-office', 'orders', 'refunds', 'customers'].includes(permission),
  packer: (permission) => ['back-office', 'orders', 'stock'].includes(permission),
  manager: (permission) => !['staff', 'settings'].includes(permission),
};

const keyOf = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`;
const allEndpoints = Object.values(contracts).flatMap((group) => Object.values(group) as Endpoint[]);
const backOffice = allEndpoints.filter(isBackOffice);
const declared = new Map(backOffice.map((e) => [keyOf(e), permissionOf(e) ?? 'back-office']));
const endpointAt = new Map(allEndpoints.map((e) => [keyOf(e), e]));

const urlOf = (path: string) => path.replace(/:(\w+)/g, '1');

function request(endpoint: Endpoint, user: TestUser | null) {
  const json = endpoint.method !== 'GET' && endpoint.method !== 'DELETE' && !endpoint.multipart && !endpoint.rawBody;
  return t.app.inject({
    method: endpoint.method,
    url: urlOf(endpoint.path),
    headers: {
      ...(user ? user.headers : {}),
      ...(json ? { 'content-type': 'application/json' } : {}),
    },
    ...(json ? { payload: '{}' } : {}),
  });
}

const users = {} as Record<'shopper' | 'staff' | 'packer' | 'manager' | 'admin', TestUser>;

describe('authorisation matrix: the hand-written table against the contracts', () => {
  it('every back-office contract is in the table, with the same permission', () => {
    const differing = [...declared].filter(([key, permission]) => MATRIX[key] !== permission);
    expect(differing.map(([key, permission]) => `${key}: contract ${permission}, table ${MATRIX[key]}`)).toEqual([]);
  });

  it('every row of the table is a back-office contract', () => {
    const unknown = Object.keys(MATRIX).filter((key) => !declared.has(key));
    expect(unknown.map((key) => `${key}: ${endpointAt.get(key)?.auth ?? 'no such contract'}`)).toEqual([]);
  });

  it('every endpoint under /api/admin is a back-office one', () => {
    const open = allEndpoints.filter((e) => e.path.startsWith('/api/admin/') && !isBackOffice(e)).map(keyOf);
    expect(open).toEqual([]);
  });
});

describe('authorisation matrix: the OpenAPI document says who may call', () => {
  it('each back-office operation names its permission in its description', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, { description?: string }>>;
    }>();
    for (const [key, permission] of Object.entries(MATRIX)) {
      const [method, path] = key.split(' ') as [string, string];
      const operation = document.paths[path.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
      const who = permission === 'back-office' ? 'Any back-office role.' : `permission \`${permission}\``;
      expect(operation?.description, key).toContain(who);
    }
  });
});

describe('authorisation matrix: each role through real requests', () => {
  beforeAll(async () => {
    users.shopper = await signedInUser(t);
    users.staff = await signedInUser(t, { role: 'staff' });
    users.packer = await signedInUser(t, { role: 'packer' });
    users.manager = await signedInUser(t, { role: 'manager' });
    users.admin = await signedInUser(t, { role: 'owner' });
  });

  const rows = Object.entries(MATRIX).map(([key, permission]) => ({ key, permission }));
  it.each(rows)('$key needs $permission', async ({ key, permission }) => {
    const endpoint = endpointAt.get(key);
    expect(endpoint, 'a contract at this method and path').toBeDefined();
    const guest = await request(endpoint!, null);
    expect(guest.statusCode, 'guest').toBe(401);
    expect(guest.json()).toMatchObject({ error: true });

    const shopper = await request(endpoint!, users.shopper);
    expect(shopper.statusCode, 'shopper').toBe(403);

    for (const role of ['staff', 'packer', 'manager'] as const) {
      const answer = await request(endpoint!, users[role]);
      if (!MAY[role](permission)) expect(answer.statusCode, `${role} without ${permission}`).toBe(403);
      else {
        expect([401, 403], `${role} with ${permission}`).not.toContain(answer.statusCode);
        expect(answer.statusCode, `${role}: no server error`).toBeLessThan(500);
      }
    }

    const admin = await request(endpoint!, users.admin);
    expect([401, 403], 'admin').not.toContain(admin.statusCode);
    expect(admin.statusCode, `admin: no server error (${admin.body.slice(0, 200)})`).toBeLessThan(500);
  });
});
