import { describe, expect, inject, it } from 'vitest';
import type { TPaymentOrder } from '#src/contracts/payments';
import { signedInUser, type TestUser } from '#src/test/auth';
import { addLine, CARD_DETAILS, orderPayload, paymentRow, payPayment, placeOrder, SHIPPING } from '#src/test/checkout';
import { claimOf, remainingIn, zoneWithDailySlot } from '#src/test/delivery';
import { createProduct } from '#src/test/factories';
import { signedInUserForFile } from '#src/test/shop';
import { testAppForFile } from '#src/test/test-app';

/**
 * Issue 27 §5 (pen test): every unpaid payment held a slot place for 10 minutes, so a handful of `+tag` accounts
 * could make every slot look full without paying. Now a mailbox holds one place, a client address at most
 * SLOT_HOLDS_PER_ADDRESS, and a failed payment's hold ends within SLOT_HOLD_AFTER_FAILURE_MINUTES. Requests come
 * from the addresses they name (`remoteAddress`; TRUST_PROXY keeps its default, loopback, so a forwarded address
 * from anywhere else is not believed). On the PostgreSQL server whenever one answers: the attempts run at once.
 */
const t = testAppForFile({
  template: 'empty',
  engine: 'postgres',
  // Every rule but the one under test out of the way (the attacker stays within the payment rate per account).
  env: { RATE_LIMITS: 'admin-write=100000,delivery-ip=100000,payment-order-user=100000' },
});
const admin = signedInUserForFile(t, { name: 'Meera', role: 'owner' });
/** Decision 031's numbers, written out: the test's oracle is the decision, not the constants it checks. */
const SLOT_HOLDS_PER_ADDRESS = 3;
const SLOT_HOLD_AFTER_FAILURE_MINUTES = 2;

const ATTACKER = '203.0.113.7';
const HONEST = '198.51.100.20';

/** `POST /api/payments/order` from `ip`, with a forged `X-Forwarded-For` naming another address each time. */
const startPayment = (user: TestUser, body: object, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/order',
    headers: { ...user.headers, 'x-forwarded-for': `10.${user.id % 250}.0.1` },
    payload: body,
    remoteAddress: ip,
  });

async function shoppersWithCarts(emails: string[]) {
  const product = await createProduct(t.db, { name: 'Basmati Rice 5 kg', price: 600, countInStock: 1000 });
  const users: TestUser[] = [];
  for (const email of emails) {
    const user = await signedInUser(t, { email, name: 'Mallory' });
    await addLine(t, user, product.id, 1);
    users.push(user);
  }
  return users;
}

describe('holding slot places without paying', () => {
  it('runs on the PostgreSQL server whenever one is reachable', () => {
    expect(t.database.engine).toBe(inject('postgres') ? 'postgres' : 'pglite');
  });

  it('eight +tag accounts of one mailbox hold one place between them', async () => {
    const zone = await zoneWithDailySlot(t, admin, { name: 'Tags', prefixes: ['31'] }, 5);
    const body = { shipping: { ...SHIPPING, pincode: zone.pincode }, slotId: zone.slotId };
    // One Gmail inbox receives every one of these (a tag, dots, the other domain name).
    const emails = Array.from({ length: 8 }, (_, i) =>
      i % 2 === 0 ? `mal.lory+${i}@gmail.com` : `mallory+slot${i}@googlemail.com`,
    );
    const attackers = await shoppersWithCarts(emails);
    // From eight addresses, so the cap per address is not what stops them.
    for (const [i, user] of attackers.entries()) {
      const started = await startPayment(user, body, `192.0.2.${i + 1}`);
      expect(started.statusCode, started.body).toBe(201);
    }
    expect(await remainingIn(t, zone.pincode, zone.slotId)).toBe(4);
  });

  it(`eight accounts from one address hold ${SLOT_HOLDS_PER_ADDRESS} places at most; an honest shopper still finds one and orders`, async () => {
    const zone = await zoneWithDailySlot(t, admin, { name: 'Crowd', prefixes: ['32'] }, 5);
    const body = { shipping: { ...SHIPPING, pincode: zone.pincode }, slotId: zone.slotId };
    // A domain of the attacker's own: every address a different mailbox. Five at once, then three more.
    const attackers = await shoppersWithCarts(Array.from({ length: 8 }, (_, i) => `buyer${i}@mallory.example`));
    const burst = await Promise.all(attackers.slice(0, 5).map((user) => startPayment(user, body, ATTACKER)));
    const later = [];
    for (const user of attackers.slice(5)) later.push(await startPayment(user, body, ATTACKER));
    const statuses = [...burst, ...later].map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(SLOT_HOLDS_PER_ADDRESS);
    expect(statuses.filter((status) => status === 429)).toHaveLength(8 - SLOT_HOLDS_PER_ADDRESS);
    const refused = [...burst, ...later].find((answer) => answer.statusCode === 429)!;
    expect(refused.json()).toMatchObject({
      error: true,
      msg: 'Too many checkouts from your network are waiting for payment right now. Please finish one, or try again in a few minutes.',
    });

    // What an honest shopper sees: places left, and one of them is theirs.
    expect(await remainingIn(t, zone.pincode, zone.slotId)).toBe(5 - SLOT_HOLDS_PER_ADDRESS);
    const [honest] = await shoppersWithCarts(['asha.rao@example.com']);
    const started = await startPayment(honest!, body, HONEST);
    expect(started.statusCode, started.body).toBe(201);
    const proof = await payPayment(t, honest!, started.json<TPaymentOrder>());
    const placed = await placeOrder(t, honest!, orderPayload(honest!, proof, { pincode: zone.pincode }));
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json()).toMatchObject({ slot: { id: zone.slotId } });
  });

  it('an account starting a new payment keeps its one hold, and another mailbox at a capped address may not add one', async () => {
    const zone = await zoneWithDailySlot(t, admin, { name: 'Again', prefixes: ['33'] }, 9);
    const body = { shipping: { ...SHIPPING, pincode: zone.pincode }, slotId: zone.slotId };
    const users = await shoppersWithCarts(
      Array.from({ length: SLOT_HOLDS_PER_ADDRESS + 1 }, (_, i) => `flat${i}@family.example`),
    );
    const ip = '203.0.113.33';
    for (const user of users.slice(0, SLOT_HOLDS_PER_ADDRESS)) {
      expect((await startPayment(user, body, ip)).statusCode).toBe(201);
    }
    // The first shopper pays again (a new tab): the hold is renewed, not a second one, and not refused.
    expect((await startPayment(users[0]!, body, ip)).statusCode).toBe(201);
    expect(await remainingIn(t, zone.pincode, zone.slotId)).toBe(9 - SLOT_HOLDS_PER_ADDRESS);
    expect((await startPayment(users.at(-1)!, body, ip)).statusCode).toBe(429);
  });
});

describe('a failed payment', () => {
  it(`keeps its place ${SLOT_HOLD_AFTER_FAILURE_MINUTES} minutes at most, and another card still pays for the slot`, async () => {
    const zone = await zoneWithDailySlot(t, admin, { name: 'Declined', prefixes: ['34'] }, 1);
    const body = { shipping: { ...SHIPPING, pincode: zone.pincode }, slotId: zone.slotId };
    const [shopper] = await shoppersWithCarts(['ravi@example.com']);
    const started = await startPayment(shopper!, body, HONEST);
    expect(started.statusCode, started.body).toBe(201);
    const payment = started.json<TPaymentOrder>();
    const holdId = (await paymentRow(t, payment.orderId)).slotHoldId!;

    const declinedAt = Date.now();
    const declined = await t.app.inject({
      method: 'POST',
      url: '/api/payments/test/pay',
      headers: shopper!.headers,
      payload: { orderId: payment.orderId, cardNumber: '4000 0000 0000 0002', ...CARD_DETAILS },
    });
    expect(declined.statusCode).toBe(402);
    const hold = await claimOf(t, holdId);
    expect(hold).toMatchObject({ kind: 'hold' });
    expect(hold!.expiresAt!.getTime()).toBeLessThanOrEqual(Date.now() + SLOT_HOLD_AFTER_FAILURE_MINUTES * 60_000);
    expect(hold!.expiresAt!.getTime()).toBeGreaterThan(declinedAt);

    // Another card at once: the place is still theirs and the order books it.
    const proof = await payPayment(t, shopper!, payment);
    const placed = await placeOrder(t, shopper!, orderPayload(shopper!, proof, { pincode: zone.pincode }));
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await claimOf(t, holdId)).toMatchObject({ kind: 'booking', expiresAt: null });
  });
});
