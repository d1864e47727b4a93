import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderLines, orders } from '#src/db/schema/index';
import type { TestUser } from '#src/test/auth';
import { addLine, orderPayload, payForCart, placeOrder } from '#src/test/checkout';
import { createProduct, variantsOf } from '#src/test/factories';
import { beforeAllValue } from '#src/test/hooks';
import { lineAction, setOrderStatus } from '#src/test/orders';
import { signedInUserForFile } from '#src/test/shop';
import { testAppForFile } from '#src/test/test-app';

/**
 * MRP and "You save" on the cart and the order (issue 29 §3): the cart answer's lines carry their pack's MRP, each
 * order line keeps the MRP it was bought at, and the shopper's order answer says what the order saved — the lines'
 * MRP savings (not an unavailable line's) plus the order's discounts.
 */
const t = testAppForFile({ template: 'empty', env: { RATE_LIMITS: 'admin-write=100000', REFUND_SWEEP: 'false' } });
const asha = signedInUserForFile(t, { name: 'Asha' });
const staff = signedInUserForFile(t, { name: 'Sunil', role: 'staff' });
const admin = signedInUserForFile(t, { name: 'Grocer', isAdmin: true });

/** Toor Dal 1 kg Rs 150 (MRP 180) and 500 g Rs 80 (sold at its MRP); Sona Rice 1 kg Rs 100 (MRP 125). */
const shop = beforeAllValue(async () => {
  const dal = await createProduct(t.db, { name: 'Toor Dal' }, [
    { label: '1 kg', price: 150, oldPrice: 180, countInStock: 30 },
    { label: '500 g', price: 80, oldPrice: 80, countInStock: 30 },
  ]);
  const rice = await createProduct(t.db, { name: 'Sona Rice' }, [
    { label: '1 kg', price: 100, oldPrice: 125, countInStock: 30 },
  ]);
  const [dalKg, dalHalf] = await variantsOf(t.db, dal.id);
  const [riceKg] = await variantsOf(t.db, rice.id);
  return { dal, rice, dalKg: dalKg!, dalHalf: dalHalf!, riceKg: riceKg! };
});

type Line = { productTitle: string; variantLabel: string; price: number; mrp: number | null; quantity: number };
const cartOf = async (user: TestUser) =>
  (await t.app.inject({ method: 'GET', url: '/api/cart', headers: user.headers })).json<Line[]>();
const shopperOrder = async (user: TestUser, id: number) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: user.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ saved: number; products: (Line & { id: number })[] }>();
};
const linesShown = (lines: Line[]) => lines.map((l) => [l.productTitle, l.variantLabel, l.price, l.mrp, l.quantity]);

async function buyEverything(user: TestUser) {
  await addLine(t, user, shop.dal.id, 2, { variantId: shop.dalKg.id });
  await addLine(t, user, shop.dal.id, 1, { variantId: shop.dalHalf.id });
  await addLine(t, user, shop.rice.id, 1, { variantId: shop.riceKg.id });
  const proof = await payForCart(t, user);
  const placed = await placeOrder(t, user, orderPayload(user, proof));
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json<{ id: number; saved: number; products: (Line & { id: number })[] }>();
}

describe('MRP on the cart and the order', () => {
  it('the cart answer carries each line’s MRP beside its price', async () => {
    await addLine(t, asha, shop.dal.id, 2, { variantId: shop.dalKg.id });
    await addLine(t, asha, shop.rice.id, 1, { variantId: shop.riceKg.id });
    expect(linesShown(await cartOf(asha))).toEqual([
      ['Toor Dal', '1 kg', 150, 180, 2],
      ['Sona Rice', '1 kg', 100, 125, 1],
    ]);
    for (const line of await cartOf(asha)) {
      const id = (line as unknown as { id: number }).id;
      await t.app.inject({ method: 'DELETE', url: `/api/cart/${id}`, headers: asha.headers });
    }
    expect(await cartOf(asha)).toEqual([]);
  });

  it('keeps the MRP each line was bought at, whatever the catalogue says later, and answers what was saved', async () => {
    const placed = await buyEverything(asha);
    const expectedLines = [
      ['Toor Dal', '1 kg', 150, 180, 2],
      ['Toor Dal', '500 g', 80, 80, 1],
      ['Sona Rice', '1 kg', 100, 125, 1],
    ];
    expect(linesShown(placed.products)).toEqual(expectedLines);
    // (180 − 150) × 2 + 0 + (125 − 100) × 1: the pack sold at its MRP saves nothing.
    expect(placed.saved).toBe(85);
    const stored = await t.db.select().from(orderLines).where(eq(orderLines.orderId, placed.id));
    expect(stored.map((line) => line.mrp).sort()).toEqual([125, 180, 80].sort());

    // The grocer changes the dal's MRP and price: the order still shows what the shopper bought.
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/variants/${shop.dalKg.id}`,
      headers: admin.headers,
      payload: { price: 140, oldPrice: 200 },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const later = await shopperOrder(asha, placed.id);
    expect(linesShown(later.products)).toEqual(expectedLines);
    expect(later.saved).toBe(85);
    const back = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/variants/${shop.dalKg.id}`,
      headers: admin.headers,
      payload: { price: 150, oldPrice: 180 },
    });
    expect(back.statusCode, back.body).toBe(200);
  });

  it('adds the order’s discounts, and leaves out an unavailable line’s saving', async () => {
    const placed = await buyEverything(asha);
    // Coupons and offers (helper B's work) store the order's discount; savings read it from the row.
    await t.db.update(orders).set({ discount: 20 }).where(eq(orders.id, placed.id));
    expect((await shopperOrder(asha, placed.id)).saved).toBe(85 + 20);

    expect((await setOrderStatus(t, staff, placed.id, { status: 'confirmed' })).statusCode).toBe(200);
    const rice = placed.products.find((line) => line.productTitle === 'Sona Rice')!;
    const marked = await lineAction(t, staff, placed.id, rice.id, 'unavailable', { note: 'Shelf empty' });
    expect(marked.statusCode, marked.body).toBe(200);
    // The rice was refunded, so its Rs 25 below MRP was never saved.
    expect((await shopperOrder(asha, placed.id)).saved).toBe(60 + 20);
  });

  it('lists each order with what it saved, and an order line from before MRPs were kept shows none', async () => {
    const placed = await buyEverything(asha);
    await t.db.update(orderLines).set({ mrp: null }).where(eq(orderLines.orderId, placed.id));
    const order = await shopperOrder(asha, placed.id);
    expect(order.products.map((line) => line.mrp)).toEqual([null, null, null]);
    expect(order.saved).toBe(0);
    const list = await t.app.inject({ method: 'GET', url: `/api/orders?userid=${asha.id}`, headers: asha.headers });
    expect(list.statusCode, list.body).toBe(200);
    const listed = list.json<{ id: number; saved: number }[]>();
    expect(listed.find((o) => o.id === placed.id)!.saved).toBe(0);
    expect(listed.every((o) => typeof o.saved === 'number')).toBe(true);
  });
});
