import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, productVariants, products, stockRequests } from '#src/db/schema/index';
import { outboxDirOf, readOutbox } from '#src/server/lib/mailer';
import { outboxDispatcherOf } from '#src/server/modules/mail/index';
import { signedInUser, type TestUser } from '#src/test/auth';
import { addLine, orderPayload, payForCart, placeOrder } from '#src/test/checkout';
import { createProduct } from '#src/test/factories';
import { beforeAllValue } from '#src/test/hooks';
import { testAppForFile } from '#src/test/test-app';

/**
 * "Notify me" (issue 32 §4, docs/decisions/062): a signed-in shopper asks about a sold-out pack; whatever brings it
 * back into stock sends them one e-mail, with a link to the product, and answers the request.
 */
const t = testAppForFile({
  template: 'empty',
  env: { PUBLIC_URL: 'https://shop.example', PAYMENT_PROVIDER: 'test', RATE_LIMITS: 'admin-write=100000' },
});
const owner = beforeAllValue(() => signedInUser(t, { email: 'owner@example.com', role: 'owner' }));
const asha = beforeAllValue(() => signedInUser(t, { name: 'Asha Rao', email: 'asha@example.com' }));
const ravi = beforeAllValue(() => signedInUser(t, { name: 'Ravi', email: 'ravi@example.com' }));

const ask = (user: TestUser, variantId: number) =>
  t.app.inject({ method: 'POST', url: '/api/stock-requests', headers: user.headers, payload: { variantId } });
const waiting = async (user: TestUser) =>
  (await t.app.inject({ url: '/api/stock-requests', headers: user.headers })).json<{ variantIds: number[] }>();
const restock = (variantId: number, countInStock: number) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/admin/stock/${variantId}`,
    headers: owner.headers,
    payload: { countInStock },
  });

async function soldOutPack(name: string) {
  const product = await createProduct(t.db, { name, price: 120, countInStock: 0 });
  const [pack] = await t.db.select().from(productVariants).where(eq(productVariants.productId, product.id));
  return { product, pack: pack! };
}

async function mailsTo(to: string) {
  await outboxDispatcherOf(t.db)!.idle();
  return (await readOutbox(outboxDirOf(t.config.DATA_DIR))).filter((mail) => mail.to === to);
}

describe('Notify me', () => {
  it('a restock in the back office e-mails each waiting shopper once, with the product link', async () => {
    const { product, pack } = await soldOutPack('Alphonso Mango Pulp');
    expect((await ask(asha, pack.id)).statusCode).toBe(201);
    // Asking twice keeps one request; another shopper waits too.
    const again = await ask(asha, pack.id);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({ variantId: pack.id, msg: 'We will e-mail you when it is back in stock.' });
    expect((await ask(ravi, pack.id)).statusCode).toBe(201);
    expect(await waiting(asha)).toEqual({ variantIds: [pack.id] });

    expect((await restock(pack.id, 12)).statusCode).toBe(200);
    const [mail, ...more] = await mailsTo('asha@example.com');
    expect(more).toEqual([]);
    // A product of one pack: no pack label after its name.
    expect(mail!.subject).toBe('Back in stock at Kirana: Alphonso Mango Pulp');
    expect(mail!.text).toContain('Hello Asha Rao,');
    expect(mail!.text).toContain(`https://shop.example/product/${product.id}`);
    expect(await mailsTo('ravi@example.com')).toHaveLength(1);
    // Answered: nothing left waiting, and a later sell-out and restock sends nothing more.
    expect(await waiting(asha)).toEqual({ variantIds: [] });
    expect((await restock(pack.id, 0)).statusCode).toBe(200);
    expect((await restock(pack.id, 5)).statusCode).toBe(200);
    expect(await mailsTo('asha@example.com')).toHaveLength(1);
  });

  it('units put back by a cancelled order are a restock too', async () => {
    const product = await createProduct(t.db, { name: 'Kokum Syrup', price: 150, countInStock: 1 });
    const [pack] = await t.db.select().from(productVariants).where(eq(productVariants.productId, product.id));
    await addLine(t, ravi, product.id, 1);
    const placed = await placeOrder(t, ravi, orderPayload(ravi, await payForCart(t, ravi)));
    expect(placed.statusCode, placed.body).toBe(201);
    expect((await ask(asha, pack!.id)).statusCode).toBe(201);
    const cancel = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${placed.json<{ _id: number }>()._id}`,
      headers: owner.headers,
      payload: { status: 'cancelled' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const rows = await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'shopper.back_in_stock'));
    expect(rows.filter((row) => (row.data as { variantId: number }).variantId === pack!.id)).toMatchObject([
      { to: 'asha@example.com', data: { title: 'Kokum Syrup' } },
    ]);
  });

  it('refuses a pack in stock (409), an unknown or archived one (404), and a guest (401); cancelling is mine', async () => {
    const inStock = await createProduct(t.db, { name: 'Jaggery', price: 90, countInStock: 4 });
    const [pack] = await t.db.select().from(productVariants).where(eq(productVariants.productId, inStock.id));
    const refused = await ask(asha, pack!.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This pack is in stock: add it to your cart instead');
    expect((await ask(asha, 987654)).statusCode).toBe(404);
    const { product: gone, pack: gonePack } = await soldOutPack('Archived Pickle');
    await t.db.update(products).set({ archivedAt: new Date() }).where(eq(products.id, gone.id));
    expect((await ask(asha, gonePack.id)).statusCode).toBe(404);
    const guest = await t.app.inject({ method: 'POST', url: '/api/stock-requests', payload: { variantId: pack!.id } });
    expect(guest.statusCode).toBe(401);

    const { pack: waited } = await soldOutPack('Tender Coconut');
    expect((await ask(asha, waited.id)).statusCode).toBe(201);
    // Ravi's DELETE reaches only his own (none: 404); Asha's request stays.
    const notMine = await t.app.inject({
      method: 'DELETE',
      url: `/api/stock-requests/${waited.id}`,
      headers: ravi.headers,
    });
    expect(notMine.statusCode).toBe(404);
    expect((await waiting(asha)).variantIds).toContain(waited.id);
    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: `/api/stock-requests/${waited.id}`,
      headers: asha.headers,
    });
    expect(cancelled.json()).toEqual({ variantId: waited.id, msg: 'You will not be e-mailed about this pack.' });
    expect((await waiting(asha)).variantIds).not.toContain(waited.id);
    expect((await restock(waited.id, 3)).statusCode).toBe(200);
    expect((await mailsTo('asha@example.com')).filter((mail) => mail.subject.includes('Tender Coconut'))).toEqual([]);
  });

  it('a shopper waits for at most 50 packs at once', async () => {
    const many = await Promise.all(Array.from({ length: 51 }, (_, i) => soldOutPack(`Rare Spice ${i}`)));
    const shopper = await signedInUser(t, { email: 'collector@example.com' });
    for (const { pack } of many.slice(0, 50)) expect((await ask(shopper, pack.id)).statusCode).toBe(201);
    const over = await ask(shopper, many[50]!.pack.id);
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toContain('You are waiting for 50 packs already');
    expect(await t.db.select().from(stockRequests).where(eq(stockRequests.variantId, many[50]!.pack.id))).toEqual([]);
  });
});
