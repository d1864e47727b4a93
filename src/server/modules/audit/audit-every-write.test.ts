import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { isBackOffice, type Endpoint } from '#src/contracts/endpoint';
import { contracts } from '#src/contracts/index';
import { auditLog, orderLines, orders, payments, searchSynonyms, staffInvitations } from '#src/db/schema/index';
import { signedInUser } from '#src/test/auth';
import { createBanner, createCategory, createProduct, createReview, variantsOf } from '#src/test/factories';
import { beforeAllValue } from '#src/test/hooks';
import { startedAdjustmentRefundAgo, startedLineRefundAgo, startedRefundAgo, storedOrder } from '#src/test/orders';
import { testAppForFile } from '#src/test/test-app';
import { multipart } from '#src/test/uploads';

/**
 * An audit that cannot be forgotten (issue 28 §4, decision 045): every back-office write in the contracts, called
 * once by an admin with a valid request (the table below, one example per endpoint, each with its own setup), is
 * answered with a success and leaves exactly one audit row. A write added to the contracts without an example here
 * fails the first test; the few writes that are not one audit row are listed with the reason.
 */
const t = testAppForFile({ template: 'empty', env: { RATE_LIMITS: 'admin-write=100000' } });

/** An open invitation written straight to the table (decision 059). */
const openInvitation = async (email: string) =>
  (
    await t.db
      .insert(staffInvitations)
      .values({ email, role: 'packer', tokenHash: `hash-${email}`, expiresAt: new Date(Date.now() + 3_600_000) })
      .returning()
  )[0]!;
const admin = beforeAllValue(async () => signedInUser(t, { email: 'auditor@example.com', role: 'owner' }));
const shopper = beforeAllValue(async () => signedInUser(t, { email: 'asha@example.com' }));

/** What one example sends: the URL (ids filled in by its setup) and a JSON body, or a multipart one. */
type Call = { url: string; json?: object; multipart?: ReturnType<typeof multipart> };

const png = async () => ({
  field: 'images',
  filename: 'banner.png',
  type: 'image/png',
  data: await sharp({ create: { width: 40, height: 40, channels: 3, background: '#16a34a' } })
    .png()
    .toBuffer(),
});

async function send(method: string, call: Call) {
  const body = call.multipart
    ? { headers: { 'content-type': call.multipart.contentType }, payload: call.multipart.payload }
    : call.json
      ? { headers: { 'content-type': 'application/json' }, payload: JSON.stringify(call.json) }
      : { headers: {} };
  return t.app.inject({
    method: method as 'POST',
    url: call.url,
    headers: { ...admin.headers, ...body.headers },
    ...('payload' in body ? { payload: body.payload } : {}),
  });
}

async function uploadedImage(): Promise<string> {
  const answer = await send('POST', { url: '/api/admin/images', multipart: multipart([await png()]) });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json<{ images: string[] }>().images[0]!;
}

/** A search synonym written straight to its table (no audit row of its own). */
async function synonymId(term: string, words: string[]): Promise<number> {
  const [row] = await t.db.insert(searchSynonyms).values({ term, words }).returning();
  return row!.id;
}

/** An order as placement stores it, moved to `status` in the database (no audit row of its own). */
type OrderLines = NonNullable<Parameters<typeof storedOrder>[2]>['lines'];
async function orderIn(status: 'pending' | 'confirmed', lines?: OrderLines) {
  const order = await storedOrder(t, shopper, lines ? { lines } : {});
  await t.db.update(orders).set({ status }).where(eq(orders.id, order.id));
  return order;
}

async function orderWithLine(substitute = false) {
  const product = await createProduct(t.db, { name: 'Toor Dal' });
  const [variant] = await variantsOf(t.db, product.id);
  const order = await orderIn('confirmed', [
    { productId: product.id, variantId: variant!.id, quantity: 1, price: variant!.price, substitute },
  ]);
  const [line] = await t.db.select({ id: orderLines.id }).from(orderLines).where(eq(orderLines.orderId, order.id));
  return { order, line: line!, variant: variant! };
}

async function paymentIn(status: 'refund_failed' | 'review') {
  const [row] = await t.db
    .insert(payments)
    .values({
      provider: 'test',
      providerOrderId: `order_${status}_${Date.now()}`,
      providerPaymentId: `pay_${status}_${Date.now()}`,
      userId: shopper.id,
      amount: 15_000,
      status,
      problem: 'refused',
    })
    .returning();
  return row!;
}

let zones = 0;
/** A zone of its own pincodes (two zones may not serve the same ones) with one weekly slot. */
async function zoneWithSlot() {
  zones += 1;
  const json = { name: `Zone ${zones}`, prefixes: [`4${String(zones).padStart(2, '0')}`] };
  const zone = await send('POST', { url: '/api/admin/delivery/zones', json });
  expect(zone.statusCode, zone.body).toBe(201);
  const zoneId = zone.json<{ id: number }>().id;
  const slot = await send('POST', {
    url: `/api/admin/delivery/zones/${zoneId}/slots`,
    json: { weekday: 1, start: '09:00', end: '11:00', capacity: 5 },
  });
  return { zoneId, slotId: slot.json<{ id: number }>().id };
}

const EXAMPLES: Record<string, () => Promise<Call>> = {
  'POST /api/admin/products': async () => {
    const category = await createCategory(t.db);
    const variant = { sku: `SKU-${Date.now()}`, label: '1 kg', price: 180, countInStock: 5, netQuantity: 1 };
    return {
      url: '/api/admin/products',
      json: {
        name: 'Basmati',
        catId: category.id,
        facts: { kind: 'general', specs: [] },
        variants: [{ ...variant, unit: 'kg' }],
      },
    };
  },
  'PATCH /api/admin/products/:id': async () => ({
    url: `/api/admin/products/${(await createProduct(t.db)).id}`,
    json: { name: 'Renamed' },
  }),
  'DELETE /api/admin/products/:id': async () => ({ url: `/api/admin/products/${(await createProduct(t.db)).id}` }),
  'POST /api/admin/products/:id/restore': async () => {
    const product = await createProduct(t.db);
    await send('DELETE', { url: `/api/admin/products/${product.id}` });
    return { url: `/api/admin/products/${product.id}/restore` };
  },
  'POST /api/admin/products/:id/unpublish': async () => ({
    url: `/api/admin/products/${(await createProduct(t.db)).id}/unpublish`,
  }),
  'POST /api/admin/products/:id/publish': async () => {
    const product = await createProduct(t.db);
    await send('POST', { url: `/api/admin/products/${product.id}/unpublish` });
    return { url: `/api/admin/products/${product.id}/publish` };
  },
  'PATCH /api/admin/variants/:id': async () => {
    const [variant] = await variantsOf(t.db, (await createProduct(t.db)).id);
    return { url: `/api/admin/variants/${variant!.id}`, json: { price: variant!.price + 1 } };
  },
  'POST /api/admin/staff/invitations': async () => ({
    url: '/api/admin/staff/invitations',
    json: { email: 'invited-packer@example.com', role: 'packer' },
  }),
  'POST /api/admin/staff/invitations/:id/resend': async () => ({
    url: `/api/admin/staff/invitations/${(await openInvitation('resend-me@example.com')).id}/resend`,
  }),
  'DELETE /api/admin/staff/invitations/:id': async () => ({
    url: `/api/admin/staff/invitations/${(await openInvitation('revoke-me@example.com')).id}`,
  }),
  'PATCH /api/admin/staff/:id': async () => ({
    url: `/api/admin/staff/${(await signedInUser(t, { role: 'packer' })).id}`,
    json: { role: 'manager' },
  }),
  'PATCH /api/admin/stock/:id': async () => {
    const [variant] = await variantsOf(t.db, (await createProduct(t.db)).id);
    return { url: `/api/admin/stock/${variant!.id}`, json: { countInStock: variant!.countInStock + 1 } };
  },
  'POST /api/admin/images': async () => ({ url: '/api/admin/images', multipart: multipart([await png()]) }),
  'POST /api/admin/categories': async () => ({ url: '/api/admin/categories', json: { name: 'Pulses' } }),
  'PATCH /api/admin/categories/:id': async () => ({
    url: `/api/admin/categories/${(await createCategory(t.db)).id}`,
    json: { name: 'Renamed category' },
  }),
  'PUT /api/admin/categories/order': async () => {
    const listed = await t.app.inject({ method: 'GET', url: '/api/admin/categories', headers: admin.headers });
    const ids = listed.json<{ categories: { id: number }[] }>().categories.map((category) => category.id);
    return { url: '/api/admin/categories/order', json: { parentId: null, ids: ids.reverse() } };
  },
  'DELETE /api/admin/categories/:id': async () => ({ url: `/api/admin/categories/${(await createCategory(t.db)).id}` }),
  'POST /api/admin/banners': async () => ({
    url: '/api/admin/banners',
    json: { kind: 'home', image: await uploadedImage(), catId: (await createCategory(t.db)).id },
  }),
  'PATCH /api/admin/banners/:id': async () => ({
    url: `/api/admin/banners/${(await createBanner(t.db)).id}`,
    json: { title: 'A new headline' },
  }),
  'PUT /api/admin/banners/order': async () => {
    const [first, second] = [await createBanner(t.db, { kind: 'strip' }), await createBanner(t.db, { kind: 'strip' })];
    return { url: '/api/admin/banners/order', json: { kind: 'strip', ids: [second.id, first.id] } };
  },
  'DELETE /api/admin/banners/:id': async () => ({ url: `/api/admin/banners/${(await createBanner(t.db)).id}` }),
  'POST /api/admin/search-synonyms': async () => ({
    url: '/api/admin/search-synonyms',
    json: { term: 'kakdi', words: ['cucumber'] },
  }),
  'PATCH /api/admin/search-synonyms/:id': async () => ({
    url: `/api/admin/search-synonyms/${await synonymId('bhutta', ['corn'])}`,
    json: { words: ['corn', 'maize'] },
  }),
  'DELETE /api/admin/search-synonyms/:id': async () => ({
    url: `/api/admin/search-synonyms/${await synonymId('shakkar', ['jaggery'])}`,
  }),
  'POST /api/admin/import/products': async () => {
    await createProduct(t.db, { name: 'Exported' });
    const csv = await t.app.inject({ method: 'GET', url: '/api/admin/export/products.csv', headers: admin.headers });
    const file = { field: 'file', filename: 'products.csv', type: 'text/csv', data: Buffer.from(csv.body) };
    return { url: '/api/admin/import/products?dryRun=false', multipart: multipart([file]) };
  },
  'PATCH /api/admin/orders/:id': async () => ({
    url: `/api/admin/orders/${(await orderIn('pending')).id}`,
    json: { status: 'confirmed' },
  }),
  'POST /api/admin/orders/:id/refund': async () => {
    const order = await orderIn('pending');
    await send('PATCH', { url: `/api/admin/orders/${order.id}`, json: { status: 'cancelled' } });
    await startedRefundAgo(t, order.id, 5 * 60_000);
    return { url: `/api/admin/orders/${order.id}/refund` };
  },
  'POST /api/admin/orders/:id/lines/:lineId/unavailable': async () => {
    const { order, line } = await orderWithLine();
    return { url: `/api/admin/orders/${order.id}/lines/${line.id}/unavailable`, json: {} };
  },
  'POST /api/admin/orders/:id/lines/:lineId/substitute': async () => {
    const { order, line, variant } = await orderWithLine(true);
    const cheaper = await createProduct(t.db, { name: 'Moong Dal' }, [
      { sku: `MOONG-${Date.now()}`, label: '1 kg', price: variant.price, countInStock: 10 },
    ]);
    const [substitute] = await variantsOf(t.db, cheaper.id);
    return {
      url: `/api/admin/orders/${order.id}/lines/${line.id}/substitute`,
      json: { variantId: substitute!.id },
    };
  },
  'POST /api/admin/orders/:id/lines/:lineId/refund': async () => {
    const { order, line } = await orderWithLine();
    await send('POST', { url: `/api/admin/orders/${order.id}/lines/${line.id}/unavailable`, json: {} });
    await startedLineRefundAgo(t, line.id, 5 * 60_000);
    return { url: `/api/admin/orders/${order.id}/lines/${line.id}/refund`, json: {} };
  },
  'POST /api/admin/orders/:id/payment': async () => {
    // A pay-on-delivery order still due (docs/decisions/047): what was collected is exactly its amount.
    const order = await orderIn('confirmed');
    const [row] = await t.db
      .update(orders)
      .set({ paymentMethod: 'on_delivery', paymentStatus: 'due' })
      .where(eq(orders.id, order.id))
      .returning();
    return { url: `/api/admin/orders/${order.id}/payment`, json: { method: 'cash', amount: row!.amount } };
  },
  // Order adjustments (docs/decisions/055): each one audit row (`order.reduced`, `order.goodwill`, `order.returned`).
  'POST /api/admin/orders/:id/adjustments/reduce': async () => {
    const { order, line } = await orderWithLine();
    return {
      url: `/api/admin/orders/${order.id}/adjustments/reduce`,
      json: { lineId: line.id, quantity: 1, reason: 'Not found' },
    };
  },
  'POST /api/admin/orders/:id/adjustments/goodwill': async () => {
    const order = await orderIn('confirmed');
    return { url: `/api/admin/orders/${order.id}/adjustments/goodwill`, json: { amount: 10, reason: 'Late' } };
  },
  'POST /api/admin/orders/:id/adjustments/return': async () => {
    const { order, line } = await orderWithLine();
    await t.db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, order.id));
    return {
      url: `/api/admin/orders/${order.id}/adjustments/return`,
      json: { lines: [{ lineId: line.id, quantity: 1 }], restock: true, reason: 'Torn pack' },
    };
  },
  'POST /api/admin/orders/:id/adjustments/:adjustmentId/refund': async () => {
    const { order } = await orderWithLine();
    await t.db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, order.id));
    const goodwill = await send('POST', {
      url: `/api/admin/orders/${order.id}/adjustments/goodwill`,
      json: { amount: 10, reason: 'Late' },
    });
    const [adjustment] = goodwill.json<{ adjustments: { id: number }[] }>().adjustments;
    await startedAdjustmentRefundAgo(t, adjustment!.id, 5 * 60_000);
    return { url: `/api/admin/orders/${order.id}/adjustments/${adjustment!.id}/refund` };
  },
  'POST /api/admin/payments/:id/refund': async () => ({
    url: `/api/admin/payments/${(await paymentIn('refund_failed')).id}/refund`,
  }),
  'POST /api/admin/payments/:id/resolve': async () => ({
    url: `/api/admin/payments/${(await paymentIn('review')).id}/resolve`,
    json: { note: 'Refunded by hand at the provider' },
  }),
  'PATCH /api/admin/reviews/:id': async () => ({
    url: `/api/admin/reviews/${(await createReview(t.db)).id}`,
    json: { hidden: true },
  }),
  'POST /api/admin/delivery/zones': async () => ({
    url: '/api/admin/delivery/zones',
    json: { name: 'Koramangala', prefixes: ['5600'] },
  }),
  'PATCH /api/admin/delivery/zones/:id': async () => ({
    url: `/api/admin/delivery/zones/${(await zoneWithSlot()).zoneId}`,
    json: { fee: 25 },
  }),
  'DELETE /api/admin/delivery/zones/:id': async () => ({
    url: `/api/admin/delivery/zones/${(await zoneWithSlot()).zoneId}`,
  }),
  'POST /api/admin/delivery/zones/:id/slots': async () => ({
    url: `/api/admin/delivery/zones/${(await zoneWithSlot()).zoneId}/slots`,
    json: { weekday: 2, start: '17:00', end: '19:00', capacity: 8 },
  }),
  // Slots on several weekdays and a zone's week copied (issue 31 §6, docs/decisions/060): one row per slot made.
  'POST /api/admin/delivery/zones/:id/slot-week': async () => ({
    url: `/api/admin/delivery/zones/${(await zoneWithSlot()).zoneId}/slot-week`,
    json: { weekdays: [3], start: '17:00', end: '19:00', capacity: 8 },
  }),
  'POST /api/admin/delivery/zones/:id/copy-week': async () => {
    const from = await zoneWithSlot();
    const to = await zoneWithSlot();
    // The copied zone's slot differs from the one the other zone has, so exactly one slot is added.
    await send('PATCH', { url: `/api/admin/delivery/slots/${from.slotId}`, json: { start: '06:00', end: '07:00' } });
    return { url: `/api/admin/delivery/zones/${from.zoneId}/copy-week`, json: { toZoneId: to.zoneId } };
  },
  'PATCH /api/admin/delivery/slots/:id': async () => ({
    url: `/api/admin/delivery/slots/${(await zoneWithSlot()).slotId}`,
    json: { capacity: 9 },
  }),
  'DELETE /api/admin/delivery/slots/:id': async () => ({
    url: `/api/admin/delivery/slots/${(await zoneWithSlot()).slotId}`,
  }),
  'POST /api/admin/delivery/closed-dates': async () => ({
    url: '/api/admin/delivery/closed-dates',
    json: { day: '2031-01-26', note: 'Republic Day' },
  }),
  'DELETE /api/admin/delivery/closed-dates/:id': async () => {
    const closed = await send('POST', { url: '/api/admin/delivery/closed-dates', json: { day: '2031-08-15' } });
    return { url: `/api/admin/delivery/closed-dates/${closed.json<{ id: number }>().id}` };
  },
  'PUT /api/admin/settings': async () => {
    const current = await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: admin.headers });
    const { updatedAt: _updatedAt, ...settings } = current.json<Record<string, unknown>>();
    return { url: '/api/admin/settings', json: { ...settings, hours: `Every day, ${Date.now() % 24}:00 - 23:00` } };
  },
  // The shop's alerts (issue 31 §1, docs/decisions/057).
  'PUT /api/admin/me/notifications': async () => {
    const now = await t.app.inject({ method: 'GET', url: '/api/admin/me/notifications', headers: admin.headers });
    return {
      url: '/api/admin/me/notifications',
      json: { orderAlerts: !now.json<{ orderAlerts: boolean }>().orderAlerts },
    };
  },
  'POST /api/admin/webhooks': async () => ({
    url: '/api/admin/webhooks',
    json: { url: `https://hooks.example/audit-${Date.now()}`, events: ['order.placed'] },
  }),
  'DELETE /api/admin/webhooks/:id': async () => {
    const made = await send('POST', {
      url: '/api/admin/webhooks',
      json: { url: 'https://hooks.example/delete-me', events: ['stock.low'] },
    });
    return { url: `/api/admin/webhooks/${made.json<{ webhook: { id: number } }>().webhook.id}` };
  },
  // GST rates (issue 30 §2, docs/decisions/053): each test adds its own rate, unused by any product.
  'POST /api/admin/gst-rates': async () => ({
    url: '/api/admin/gst-rates',
    json: { rateBps: 1201, label: 'Audited rate' },
  }),
  'PATCH /api/admin/gst-rates/:rateBps': async () => {
    const rateBps = 1202;
    await send('POST', { url: '/api/admin/gst-rates', json: { rateBps, label: 'Before' } });
    return { url: `/api/admin/gst-rates/${rateBps}`, json: { label: 'After' } };
  },
  'DELETE /api/admin/gst-rates/:rateBps': async () => {
    const rateBps = 1203;
    await send('POST', { url: '/api/admin/gst-rates', json: { rateBps, label: 'Gone' } });
    return { url: `/api/admin/gst-rates/${rateBps}` };
  },
  // Coupons and offers (issue 29 §2, docs/decisions/048).
  'POST /api/admin/coupons': async () => ({
    url: '/api/admin/coupons',
    json: { code: `AUDIT${Date.now()}`, kind: 'percent', value: 10 },
  }),
  'PUT /api/admin/coupons/:id': async () => {
    const made = await send('POST', {
      url: '/api/admin/coupons',
      json: { code: `EDIT${Date.now()}`, kind: 'flat', value: 5 },
    });
    const { id, code } = made.json<{ id: number; code: string }>();
    return { url: `/api/admin/coupons/${id}`, json: { code, kind: 'flat', value: 5, active: false } };
  },
  'POST /api/admin/offers': async () => ({
    url: '/api/admin/offers',
    json: {
      name: 'Audited offer',
      kind: 'percent',
      value: 5,
      target: 'category',
      targetId: (await createCategory(t.db)).id,
    },
  }),
  'PUT /api/admin/offers/:id': async () => {
    const body = {
      name: 'Offer',
      kind: 'percent',
      value: 5,
      target: 'category',
      targetId: (await createCategory(t.db)).id,
    };
    const made = await send('POST', { url: '/api/admin/offers', json: body });
    return { url: `/api/admin/offers/${made.json<{ id: number }>().id}`, json: { ...body, active: false } };
  },
};

/** Back-office writes that do not leave exactly one audit row, and why. */
const NOT_ONE_AUDIT_ROW: Record<string, string> = {};

const writes = Object.values(contracts)
  .flatMap((group) => Object.values(group) as Endpoint[])
  .filter((endpoint) => isBackOffice(endpoint) && endpoint.method !== 'GET')
  .map((endpoint) => `${endpoint.method} ${endpoint.path}`);

const auditRows = async () => (await t.db.select({ id: auditLog.id }).from(auditLog)).length;

describe('every back-office write leaves exactly one audit row', () => {
  it('each write of the contracts has an example here, or is listed with its reason (and no more)', () => {
    const covered = [...Object.keys(EXAMPLES), ...Object.keys(NOT_ONE_AUDIT_ROW)];
    expect(
      writes.filter((write) => !covered.includes(write)),
      'writes without an example',
    ).toEqual([]);
    expect(
      covered.filter((key) => !writes.includes(key)),
      'examples of no back-office write',
    ).toEqual([]);
    expect(writes.length).toBeGreaterThanOrEqual(30);
  });

  it.each(Object.entries(EXAMPLES))('%s', async (key, example) => {
    const method = key.split(' ')[0]!;
    const call = await example();
    const before = await auditRows();
    const answer = await send(method, call);
    expect(answer.statusCode, `${key}: ${answer.body.slice(0, 300)}`).toBeLessThan(300);
    expect((await auditRows()) - before, `${key}: audit rows written`).toBe(1);
  });
});
