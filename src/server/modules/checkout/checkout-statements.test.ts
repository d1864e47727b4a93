import { describe, expect, it } from 'vitest';
import { signedInUser, type TestUser } from '#src/test/auth';
import { addressBookEntry, CARD_DETAILS, GOOD_CARD, SHIPPING, stockOf } from '#src/test/checkout';
import { DELIVERY_TEST_LIMITS, zoneWithDailySlot } from '#src/test/delivery';
import { createCategory, createProduct } from '#src/test/factories';
import { statementCountingApp } from '#src/test/statements';
import { outboxDispatcherOf } from '#src/server/modules/mail/index';
import { testAppForFile } from '#src/test/test-app';

/**
 * Issue 34 §1 and §3 (decision 070): the bench's checkout (bench/lib/checkout.ts) from an empty cart, counted per
 * request by a second app on the same database that logs every statement it sends. The ceilings are the counts
 * reached, so a change that adds a round trip to a shopper's order fails here — a count, never a time.
 */
const t = testAppForFile({ template: 'empty', env: { RATE_LIMITS: DELIVERY_TEST_LIMITS } });

const LINES = 5;

type Step = { name: string; method: 'GET' | 'POST'; url: string; payload?: object; status: number };

/**
 * Ceilings per request, [PGlite, PostgreSQL] (decision 070 lists each request's statements). PostgreSQL's counts
 * include BEGIN/COMMIT/SAVEPOINT, which PGlite runs outside Drizzle's logger, and the catalogue version read before a
 * cached read (PGlite hears of changes instead); the first add after an order also reads what that order changed in
 * the catalogue there (decision 067). A new address is written, a known one is found.
 */
const CEILINGS: Record<string, [number, number]> = {
  'add to cart': [3, 4],
  'add to cart after an order': [3, 5],
  cart: [3, 3],
  'new address': [5, 7],
  address: [3, 5],
  slots: [2, 2],
  payment: [13, 15],
  'test card': [2, 2],
  'place order': [21, 23],
};

const engineIndex = () => (t.database.engine === 'postgres' ? 1 : 0);

type Counting = Awaited<ReturnType<typeof statementCountingApp>>;

async function checkout(
  counting: Counting,
  user: TestUser,
  productIds: readonly number[],
  pincode: string,
  run: 'first' | 'again',
) {
  const counts: { name: string; count: number; ms: number }[] = [];
  const send = async (step: Step) => {
    const from = counting.statements.length;
    const started = performance.now();
    const response = await counting.app.inject({
      method: step.method,
      url: step.url,
      headers: user.headers,
      ...(step.payload ? { payload: step.payload } : {}),
    });
    const ms = performance.now() - started;
    expect(response.statusCode, `${step.name}: ${response.body}`).toBe(step.status);
    const sent = counting.statements.slice(from);
    counts.push({ name: step.name, count: sent.length, ms });
    console.info(
      `[statements] ${run} checkout, ${step.name} on ${t.database.engine}: ${sent.length} (${ms.toFixed(1)} ms)\n  ` +
        sent.map((s) => s.replace(/\s+/g, ' ').slice(0, 160)).join('\n  '),
    );
    return response.json();
  };
  for (const [i, productId] of productIds.entries())
    await send({
      name: run === 'again' && i === 0 ? 'add to cart after an order' : 'add to cart',
      method: 'POST',
      url: '/api/cart/add',
      payload: { productId, quantity: 1 },
      status: 201,
    });
  await send({ name: 'cart', method: 'GET', url: '/api/cart', status: 200 });
  const address = addressBookEntry(SHIPPING, pincode);
  await send({
    name: run === 'first' ? 'new address' : 'address',
    method: 'POST',
    url: '/api/addresses',
    payload: address,
    status: 201,
  });
  const slots = (await send({
    name: 'slots',
    method: 'GET',
    url: `/api/delivery/slots?pincode=${pincode}`,
    status: 200,
  })) as { days: { slots: { id: string; available: boolean }[] }[] };
  const slot = slots.days.flatMap((d) => d.slots).find((s) => s.available);
  expect(slot).toBeDefined();
  const shipping = { ...SHIPPING, ...address, address: address.addressLine1 };
  const payment = (await send({
    name: 'payment',
    method: 'POST',
    url: '/api/payments/order',
    payload: { shipping, slotId: slot!.id },
    status: 201,
  })) as { orderId: string };
  const proof = (await send({
    name: 'test card',
    method: 'POST',
    url: '/api/payments/test/pay',
    payload: { orderId: payment.orderId, cardNumber: GOOD_CARD, ...CARD_DETAILS },
    status: 200,
  })) as object;
  const placed = (await send({
    name: 'place order',
    method: 'POST',
    url: '/api/orders/create',
    payload: { ...shipping, ...proof },
    status: 201,
  })) as { products: unknown[] };
  expect(placed.products).toHaveLength(productIds.length);
  const total = counts.reduce((sum, c) => sum + c.count, 0);
  const ms = counts.reduce((sum, c) => sum + c.ms, 0);
  console.info(
    `[statements] ${run} checkout on ${t.database.engine}: ${total} statements in ${counts.length} requests, ` +
      `${ms.toFixed(1)} ms in-process`,
  );
  return counts;
}

describe('the bench checkout, counted per request (docs/decisions/070)', () => {
  it(`stays within each request's statement ceiling, from an empty cart to the order`, async () => {
    const admin = await signedInUser(t, { role: 'owner' });
    const zone = await zoneWithDailySlot(t, admin, { name: 'Indiranagar', prefixes: ['56003'], fee: 30 }, 50);
    const category = await createCategory(t.db);
    const products = [];
    for (let i = 0; i < 2 * LINES; i++)
      products.push(await createProduct(t.db, { catId: category.id, price: 40 + i, countInStock: 20 }));
    const user = await signedInUser(t);
    const ids = products.map((p) => p.id);

    // The first order of a new shopper (an empty address book), then a second, as the bench's shopper makes 15,
    // on one app, so the second sees the catalogue changed by the first (its cache catches up, decision 067).
    const counting = await statementCountingApp(t);
    // The order's mail is rendered after its commit (decision 025), by a dispatcher whose reads would land in
    // whichever request runs then: this app's is stopped (the rows wait for the test app's own dispatcher).
    await outboxDispatcherOf(counting.db)!.stop();
    let runs;
    try {
      runs = [
        { run: 'first' as const, counts: await checkout(counting, user, ids.slice(0, LINES), zone.pincode, 'first') },
        { run: 'again' as const, counts: await checkout(counting, user, ids.slice(LINES), zone.pincode, 'again') },
      ];
    } finally {
      await counting.close();
    }
    expect(await stockOf(t, ids[0]!)).toBe(19);
    expect(await stockOf(t, ids[LINES]!)).toBe(19);

    for (const { run, counts } of runs)
      for (const { name, count } of counts) {
        expect(count, `${run} ${name}`).toBeGreaterThan(0);
        expect(count, `${run} ${name}`).toBeLessThanOrEqual(CEILINGS[name]![engineIndex()]);
      }
  });
});
