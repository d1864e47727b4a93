import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TAdminOrderDetail } from '#src/contracts/admin-orders';
import { auditLog } from '#src/db/schema/index';
import type { TestUser } from '#src/test/auth';
import { addLine, orderPayload, payForCart, placeOrder } from '#src/test/checkout';
import { createProduct, createSubCategory, updateVariants, variantsOf } from '#src/test/factories';
import { beforeAllValue } from '#src/test/hooks';
import { lineAction, setOrderStatus } from '#src/test/orders';
import { signedInUserForFile } from '#src/test/shop';
import { testAppForFile } from '#src/test/test-app';

/**
 * The packer's order screen (issue 31 §3, docs/decisions/060): "Mark unavailable" may set the pack's stock to 0 in
 * the same request (audited), and the order's answer carries its line changes for the timeline.
 */
const t = testAppForFile(() => ({
  template: 'empty',
  env: { RATE_LIMITS: 'admin-write=100000', REFUND_SWEEP: 'false' },
}));
const staff = signedInUserForFile(t, { name: 'Sunil', role: 'staff' });
/** A packer: `orders` and `stock` (docs/decisions/059), so may empty a pack's stock; `staff` may not. */
const packer = signedInUserForFile(t, { name: 'Pooja', role: 'packer' });
const asha = signedInUserForFile(t, { name: 'Asha' });

const shop = beforeAllValue(async () => {
  const dals = await createSubCategory(t.db, undefined, { name: 'Dals' });
  const inDals = { catId: dals.parentId!, subCatId: dals.id };
  const toor = await createProduct(t.db, { name: 'Toor Dal', ...inDals }, [
    { label: '1 kg', price: 150, countInStock: 30 },
    { label: '500 g', price: 80, countInStock: 30 },
  ]);
  const [toorKg, toorHalf] = await variantsOf(t.db, toor.id);
  return { toor, toorKg: toorKg!, toorHalf: toorHalf! };
});

/** Both Toor packs back to 30 in stock (a test before may have emptied one), Asha buys one of each; staff confirm. */
async function confirmedOrder(user: TestUser) {
  await updateVariants(t.db, shop.toor.id, { countInStock: 30 });
  await addLine(t, user, shop.toor.id, 1, { variantId: shop.toorKg.id });
  await addLine(t, user, shop.toor.id, 2, { variantId: shop.toorHalf.id });
  const placed = await placeOrder(t, user, orderPayload(user, await payForCart(t, user)));
  expect(placed.statusCode, placed.body).toBe(201);
  const order = placed.json<{ id: number; products: { id: number; variantId: number }[] }>();
  expect((await setOrderStatus(t, staff, order.id, { status: 'confirmed' })).statusCode).toBe(200);
  const lineOf = (variantId: number) => order.products.find((line) => line.variantId === variantId)!.id;
  return { id: order.id, kgLine: lineOf(shop.toorKg.id), halfLine: lineOf(shop.toorHalf.id) };
}

const stockOf = async (variantId: number) =>
  (await variantsOf(t.db, shop.toor.id)).find((variant) => variant.id === variantId)!.countInStock;
const stockAudits = () =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'variant.stock_cleared'), eq(auditLog.entityId, String(shop.toor.id))));

describe('"Mark unavailable" with the shelf empty', () => {
  it("sets that pack's stock to 0 in the same request, audited with the stock before; the other pack keeps its stock", async () => {
    const order = await confirmedOrder(asha);
    const before = await stockOf(shop.toorKg.id);
    expect(before).toBe(29);
    const answer = await lineAction(t, packer, order.id, order.kgLine, 'unavailable', { outOfStock: true });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<TAdminOrderDetail>().products.find((l) => l.id === order.kgLine)!.change!.kind).toBe(
      'unavailable',
    );
    expect(await stockOf(shop.toorKg.id)).toBe(0);
    expect(await stockOf(shop.toorHalf.id)).toBe(28);
    const [audit] = await stockAudits();
    expect(audit).toMatchObject({
      actorEmail: packer.email,
      entity: 'product',
      before: { variantId: shop.toorKg.id, countInStock: 29, orderId: order.id },
      after: { variantId: shop.toorKg.id, countInStock: 0, orderId: order.id },
    });
    // The storefront sees the pack sold out.
    const product = await t.app.inject({ method: 'GET', url: `/api/products/${shop.toor.id}` });
    const kg = product.json<{ variants: { id: number; countInStock: number }[] }>().variants;
    expect(kg.find((v) => v.id === shop.toorKg.id)!.countInStock).toBe(0);
  });

  it('without the box the stock is untouched and no stock entry is written', async () => {
    const order = await confirmedOrder(asha);
    const audits = (await stockAudits()).length;
    const half = await stockOf(shop.toorHalf.id);
    const answer = await lineAction(t, staff, order.id, order.halfLine, 'unavailable', {});
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await stockOf(shop.toorHalf.id)).toBe(half);
    expect((await stockAudits()).length).toBe(audits);
  });

  it('a refused change (the line already changed) leaves the stock as it was: one transaction', async () => {
    const order = await confirmedOrder(asha);
    expect((await lineAction(t, staff, order.id, order.halfLine, 'unavailable', {})).statusCode).toBe(200);
    const half = await stockOf(shop.toorHalf.id);
    const again = await lineAction(t, packer, order.id, order.halfLine, 'unavailable', { outOfStock: true });
    expect(again.statusCode).toBe(409);
    expect(await stockOf(shop.toorHalf.id)).toBe(half);
  });

  it('a shopper replaying the request on their own order is refused and the stock stays', async () => {
    const order = await confirmedOrder(asha);
    const half = await stockOf(shop.toorHalf.id);
    const attack = await lineAction(t, asha, order.id, order.halfLine, 'unavailable', { outOfStock: true });
    expect([403, 404]).toContain(attack.statusCode);
    expect(await stockOf(shop.toorHalf.id)).toBe(half);
  });

  it('staff (orders, not stock) may not empty the pack: 403, the stock and the line as they were', async () => {
    const order = await confirmedOrder(asha);
    const kg = await stockOf(shop.toorKg.id);
    const audits = (await stockAudits()).length;
    // The attack: the `orders` permission used to reach the stock.
    const attack = await lineAction(t, staff, order.id, order.kgLine, 'unavailable', { outOfStock: true });
    expect(attack.statusCode).toBe(403);
    expect(attack.json().msg).toBe(
      'Your role may not change stock: mark the item unavailable without “Out of stock”, or ask someone who manages stock',
    );
    expect(await stockOf(shop.toorKg.id)).toBe(kg);
    expect((await stockAudits()).length).toBe(audits);
    const detail = await t.app.inject({ method: 'GET', url: `/api/admin/orders/${order.id}`, headers: staff.headers });
    expect(detail.json<TAdminOrderDetail>().products.find((l) => l.id === order.kgLine)!.change).toBeNull();
    // Without the box the same staff member may still mark it unavailable.
    expect((await lineAction(t, staff, order.id, order.kgLine, 'unavailable', {})).statusCode).toBe(200);
    expect(await stockOf(shop.toorKg.id)).toBe(kg);
  });

  it('a wrong type for the box is a 400, not a 500', async () => {
    const order = await confirmedOrder(asha);
    const bad = await lineAction(t, staff, order.id, order.halfLine, 'unavailable', { outOfStock: 'yes' });
    expect(bad.statusCode).toBe(400);
  });
});

describe("the order's timeline answer", () => {
  it('lists each line change with its item, substitute, who and when, oldest first', async () => {
    const order = await confirmedOrder(asha);
    expect(
      (await lineAction(t, staff, order.id, order.kgLine, 'substitute', { variantId: shop.toorHalf.id })).statusCode,
    ).toBe(200);
    const last = await lineAction(t, staff, order.id, order.halfLine, 'unavailable', { note: 'Shelf empty' });
    expect(last.statusCode, last.body).toBe(200);
    const detail = last.json<TAdminOrderDetail>();
    expect(detail.lineEvents.map(({ at: _at, ...event }) => event)).toEqual([
      {
        lineId: order.kgLine,
        kind: 'substituted',
        title: 'Toor Dal',
        label: '1 kg',
        substitute: { title: 'Toor Dal', label: '500 g' },
        actorId: staff.id,
        actorEmail: staff.email,
        note: '',
      },
      {
        lineId: order.halfLine,
        kind: 'unavailable',
        title: 'Toor Dal',
        label: '500 g',
        substitute: null,
        actorId: staff.id,
        actorEmail: staff.email,
        note: 'Shelf empty',
      },
    ]);
    expect(Date.parse(detail.lineEvents[0]!.at)).toBeLessThanOrEqual(Date.parse(detail.lineEvents[1]!.at));
    // An order nobody changed has none.
    const other = await confirmedOrder(asha);
    const fresh = await t.app.inject({ method: 'GET', url: `/api/admin/orders/${other.id}`, headers: staff.headers });
    expect(fresh.json<TAdminOrderDetail>().lineEvents).toEqual([]);
  });
});
