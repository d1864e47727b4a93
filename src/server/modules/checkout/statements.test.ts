import { describe, expect, it } from 'vitest';
import { cartItems } from '#src/db/schema/index';
import { signedInUser, type TestUser } from '#src/test/auth';
import { createCategory, createProduct, variantsOf } from '#src/test/factories';
import { testAppForFile } from '#src/test/test-app';
import { statementCountingApp } from '#src/test/statements';
import { orderPayload, payForCart, SHIPPING, stockOf } from '#src/test/checkout';
import { DELIVERY_TEST_LIMITS, zoneWithDailySlot } from '#src/test/delivery';

const t = testAppForFile({ template: 'empty', engine: 'postgres', env: { RATE_LIMITS: DELIVERY_TEST_LIMITS } });

const LINES = 60;

/** A shopper with a LINES-line cart of new products. */
async function largeCart() {
  const category = await createCategory(t.db);
  const items = [];
  for (let i = 0; i < LINES; i++)
    items.push(await createProduct(t.db, { catId: category.id, price: 10 + i, countInStock: 50 }));
  const user = await signedInUser(t);
  await t.db.insert(cartItems).values(
    await Promise.all(
      items.map(async (item, i) => ({
        userId: user.id,
        productId: item.id,
        variantId: (await variantsOf(t.db, item.id))[0]!.id,
        quantity: 1 + (i % 3),
      })),
    ),
  );
  return { items, user };
}

/** The statements of one `POST /api/orders/create`, counted by a second app on the same database. */
async function countPlacing(user: TestUser, payload: object, label: string): Promise<number> {
  const counting = await statementCountingApp(t);
  try {
    const response = await counting.app.inject({
      method: 'POST',
      url: '/api/orders/create',
      headers: user.headers,
      payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().products).toHaveLength(LINES);
    console.info(
      `[statements] ${LINES}-line order${label} on ${t.database.engine}: ${counting.statements.length}\n  ${counting.statements.map((s) => s.slice(0, 90)).join('\n  ')}`,
    );
    return counting.statements.length;
  } finally {
    await counting.close();
  }
}

describe('placing a large order', () => {
  it(`places a ${LINES}-line order in at most 20 SQL statements`, async () => {
    const { items, user } = await largeCart();
    const proof = await payForCart(t, user);

    const statements = await countPlacing(user, orderPayload(user, proof), '');
    expect(statements).toBeGreaterThan(5);
    expect(statements).toBeLessThanOrEqual(20);
    expect(await stockOf(t, items[0]!.id)).toBe(49);
    expect(await stockOf(t, items[2]!.id)).toBe(47);
  });
});

describe('placing a large order into a delivery slot (docs/decisions/031)', () => {
  it(`books the slot with at most 12 statements more than an order without one`, async () => {
    const admin = await signedInUser(t, { role: 'owner' });
    const zone = await zoneWithDailySlot(t, admin, { name: 'Kochi', prefixes: ['682'], fee: 30 }, 5);
    const { user } = await largeCart();
    const proof = await payForCart(t, user, { shipping: { ...SHIPPING, pincode: zone.pincode }, slotId: zone.slotId });
    const statements = await countPlacing(user, orderPayload(user, proof, { pincode: zone.pincode }), ' with a slot');
    // Without a slot: 10 on PostgreSQL (decision 005). The slot adds a savepoint and its release, the hold's read,
    // lock and booking, the booking's times, and the order's slot columns.
    expect(statements).toBeLessThanOrEqual(20 + 12);
  });
});
