import { describe, expect, it } from 'vitest';
import { cartItems } from '#src/db/schema/index';
import { signedInUser } from '#src/test/auth';
import { createCategory, createProduct, variantsOf } from '#src/test/factories';
import { testAppForFile } from '#src/test/test-app';
import { statementCountingApp } from '#src/test/statements';
import { orderPayload, payForCart, stockOf } from '#src/test/checkout';

const t = testAppForFile({ template: 'empty', engine: 'postgres' });

const LINES = 60;

describe('placing a large order', () => {
  it(`places a ${LINES}-line order in at most 20 SQL statements`, async () => {
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
    const proof = await payForCart(t, user);

    const counting = await statementCountingApp(t);
    try {
      const response = await counting.app.inject({
        method: 'POST',
        url: '/api/orders/create',
        headers: user.headers,
        payload: orderPayload(user, proof),
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().products).toHaveLength(LINES);
      console.info(
        `[statements] ${LINES}-line order on ${t.database.engine}: ${counting.statements.length}\n  ${counting.statements.map((s) => s.slice(0, 90)).join('\n  ')}`,
      );
      expect(counting.statements.length).toBeGreaterThan(5);
      expect(counting.statements.length).toBeLessThanOrEqual(20);
    } finally {
      await counting.close();
    }
    expect(await stockOf(t, items[0]!.id)).toBe(49);
    expect(await stockOf(t, items[2]!.id)).toBe(47);
  });
});
