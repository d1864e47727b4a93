/**
 * Issue 34 §3: a whole checkout as a shopper's browser makes it, timed end to end by the client, one request at a
 * time: CHECKOUT_LINES products into an empty cart, the address saved to the book, the pincode's slots read, the
 * payment opened with the address and the first free slot, paid with the test card, and the order placed.
 */
import { addressBookEntry } from '#src/test/checkout';
import type { Fixtures } from './in-process';
import { SHIPPING, testCardPayment } from './in-process';
import { get, ORDERS_PER_SHOPPER, post, signUpShopper } from './latency';
import { type Latency, latencyOf, percentile, round, timed } from './stats';

/** A few lines, as a quick grocery order (the 60-line order has its own row). */
export const CHECKOUT_LINES = 5;

const ADDRESS = addressBookEntry(SHIPPING);

type Slots = { days: { slots: { id: string; available: boolean }[] }[] };

const expect = (step: string, answer: { status: number; json: object }, status: number) => {
  if (answer.status !== status) throw new Error(`${step}: ${answer.status} ${JSON.stringify(answer.json)}`);
  return answer.json as Record<string, unknown>;
};

async function checkout(origin: string, token: string, productIds: readonly number[]) {
  for (const productId of productIds)
    expect('add to cart', await post(origin, '/api/cart/add', { productId, quantity: 1 }, token), 201);
  expect('cart', await get(origin, '/api/cart', token), 200);
  expect('address', await post(origin, '/api/addresses', ADDRESS, token), 201);
  const slots = expect('slots', await get(origin, `/api/delivery/slots?pincode=${ADDRESS.pincode}`, token), 200);
  const slot = (slots as Slots).days.flatMap((d) => d.slots).find((s) => s.available);
  const shipping = { ...SHIPPING, ...ADDRESS, address: ADDRESS.addressLine1 };
  const payment = expect(
    'payment',
    await post(origin, '/api/payments/order', { shipping, ...(slot ? { slotId: slot.id } : {}) }, token),
    201,
  );
  const proof = expect(
    'test card',
    await post(origin, '/api/payments/test/pay', testCardPayment(payment['orderId']), token),
    200,
  );
  const placed = expect('place order', await post(origin, '/api/orders/create', { ...shipping, ...proof }, token), 201);
  if ((placed['products'] as unknown[]).length !== productIds.length) throw new Error('the order lost lines');
}

export type CheckoutLatency = Latency & { lines: number; healthP50: number; ratio: number };

/** /api/health one request at a time, as the checkout's requests are made: the yardstick of its p50. */
async function healthP50(origin: string): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 200; i++)
    times.push((await timed(async () => (await fetch(`${origin}/api/health`)).arrayBuffer()))[1]);
  return round(percentile(times, 50), 2);
}

/** `runs` checkouts, each from an empty cart (the previous order emptied it); p50 and p95 in ms, and p50 ÷ health's. */
export async function measureCheckout(
  origin: string,
  dataDir: string,
  fixtures: Fixtures,
  runs: number,
): Promise<CheckoutLatency> {
  let token = '';
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    if (run % ORDERS_PER_SHOPPER === 0) token = await signUpShopper(origin, dataDir);
    const first = (run * CHECKOUT_LINES) % (fixtures.orderProductIds.length - CHECKOUT_LINES);
    const lines = fixtures.orderProductIds.slice(first, first + CHECKOUT_LINES);
    times.push((await timed(() => checkout(origin, token, lines)))[1]);
  }
  const latency = latencyOf(times);
  const health = await healthP50(origin);
  return { ...latency, lines: CHECKOUT_LINES, healthP50: health, ratio: round(latency.p50 / health, 0) };
}
