import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '#src/db/schema/index';
import { outboxDirOf, readOutbox } from '#src/server/lib/mailer';
import { outboxDispatcherOf } from '#src/server/modules/mail/index';
import { createProduct, variantsOf } from '#src/test/factories';
import { setOrderStatus, storedOrder } from '#src/test/orders';
import { signedInUserForFile } from '#src/test/shop';
import { testAppForFile } from '#src/test/test-app';

/**
 * The shopper's e-mail for an adjustment (issue 31 §5, docs/decisions/055), as it lands in the development outbox:
 * what changed (the item and its units, or the goodwill amount), the money back or off the door's amount, the link.
 */
const t = testAppForFile({
  template: 'empty',
  env: { RATE_LIMITS: 'admin-write=100000', PUBLIC_URL: 'https://shop.example', PAYMENT_PROVIDER: 'test' },
});
const asha = signedInUserForFile(t, { name: 'Asha' });
const staff = signedInUserForFile(t, { name: 'Sunil', role: 'staff' });

/** 3 × Rs 100 of "Product N (1 kg)": online (paid) or pay on delivery (due). */
async function order(method: 'online' | 'on_delivery' = 'online') {
  const product = await createProduct(t.db, { price: 100, countInStock: 10 });
  const [variant] = await variantsOf(t.db, product.id);
  const stored = await storedOrder(t, asha, {
    lines: [{ productId: product.id, variantId: variant!.id, quantity: 3, price: 100, variantLabel: '1 kg' }],
  });
  await t.db
    .update(schema.orders)
    .set({ paymentMethod: method, paymentStatus: method === 'online' ? 'paid' : 'due' })
    .where(eq(schema.orders.id, stored.id));
  const [line] = await t.db.select().from(schema.orderLines).where(eq(schema.orderLines.orderId, stored.id));
  return { id: stored.id, lineId: line!.id, title: `Product ${product.id} (1 kg)` };
}

async function adjust(id: number, what: 'reduce' | 'goodwill' | 'return', body: object) {
  const answer = await t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${id}/adjustments/${what}`,
    headers: { ...staff.headers, 'content-type': 'application/json' },
    payload: body,
  });
  expect(answer.statusCode, answer.body).toBe(200);
}

async function move(id: number, ...statuses: string[]) {
  for (const status of statuses) expect((await setOrderStatus(t, staff, id, { status })).statusCode).toBe(200);
}

/** The adjusted e-mails of order `id` that reached the outbox, oldest first. */
async function adjustedMails(id: number) {
  await outboxDispatcherOf(t.db)!.idle();
  const mails = await readOutbox(outboxDirOf(t.config.DATA_DIR));
  return mails.filter((mail) => mail.subject.includes(`order #${id} has been adjusted`)).reverse();
}

describe('the shopper’s e-mail for an adjustment', () => {
  it('a card order reduced before delivery: the item × units taken off, the refund, the order link', async () => {
    const o = await order();
    await move(o.id, 'confirmed');
    await adjust(o.id, 'reduce', { lineId: o.lineId, quantity: 1, reason: 'Only 2 found' });
    const [mail, ...more] = await adjustedMails(o.id);
    expect(more).toEqual([]);
    expect(mail!.to).toBe(asha.email);
    expect(mail!.text).toContain(`We could not find all of what you ordered, so we have taken off: ${o.title} × 1.`);
    expect(mail!.text).toContain('We are refunding Rs 100 to the way you paid');
    expect(mail!.text).toContain(`https://shop.example/orders/${o.id}`);
    // The reason is the back office's: the shopper's e-mail does not carry it.
    expect(mail!.text).not.toContain('Only 2 found');
  });

  it('a return after delivery names the items; a goodwill refund names the amount', async () => {
    const o = await order();
    await move(o.id, 'confirmed', 'packed', 'out_for_delivery', 'delivered');
    await adjust(o.id, 'return', { lines: [{ lineId: o.lineId, quantity: 2 }], restock: true, reason: 'Torn' });
    await adjust(o.id, 'goodwill', { amount: 40, reason: 'Late delivery' });
    const [returned, goodwill] = await adjustedMails(o.id);
    expect(returned!.text).toContain(`We have taken back your return: ${o.title} × 2.`);
    expect(returned!.text).toContain('We are refunding Rs 200 to the way you paid');
    expect(goodwill!.text).toContain('we are giving you Rs 40 back.');
    expect(goodwill!.text).toContain('We are refunding Rs 40 to the way you paid');
  });

  it('pay on delivery still due: nothing refunded, Rs X less to pay at the door', async () => {
    const o = await order('on_delivery');
    await move(o.id, 'confirmed');
    await adjust(o.id, 'reduce', { lineId: o.lineId, quantity: 2, reason: 'Only 1 found' });
    const [mail] = await adjustedMails(o.id);
    expect(mail!.text).toContain(`${o.title} × 2`);
    expect(mail!.text).toContain('You have Rs 200 less to pay at the door.');
    expect(mail!.text).not.toContain('refunding');
  });
});
