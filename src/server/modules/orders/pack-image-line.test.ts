import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderLines, productVariants } from '#src/db/schema/index';
import { addLine, orderPayload, payForCart, placeOrder } from '#src/test/checkout';
import { variantsOf } from '#src/test/factories';
import { shopFor } from '#src/test/shop';
import { testAppForFile } from '#src/test/test-app';

/** Issue 31 §6 (decision 063): the pack chosen is what the shopper buys, so its own image is the order line's. */
const t = testAppForFile({ template: 'empty' });

describe('an order line of a pack with its own image', () => {
  const { asha, oil } = shopFor(t, { oil: { name: 'Groundnut Oil', price: 180, countInStock: 10 } });

  it('keeps the pack’s image; a pack without one keeps the product’s cover', async () => {
    const [pack] = await variantsOf(t.db, oil.id);
    await t.db.update(productVariants).set({ image: 'oil-1l.webp' }).where(eq(productVariants.id, pack!.id));
    await addLine(t, asha, oil.id, 1, { variantId: pack!.id });
    const proof = await payForCart(t, asha);
    const placed = await placeOrder(t, asha, orderPayload(asha, proof));
    expect(placed.statusCode, placed.body).toBe(201);
    const id = placed.json<{ id: number }>().id;
    const lines = await t.db.select({ image: orderLines.image }).from(orderLines).where(eq(orderLines.orderId, id));
    expect(lines).toEqual([{ image: 'oil-1l.webp' }]);
    const answer = await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: asha.headers });
    expect(answer.body).toContain('oil-1l.webp');

    // Without a pack image the line shows the product's cover, as before.
    await t.db.update(productVariants).set({ image: null }).where(eq(productVariants.id, pack!.id));
    await addLine(t, asha, oil.id, 1, { variantId: pack!.id });
    const again = await placeOrder(t, asha, orderPayload(asha, await payForCart(t, asha)));
    expect(again.statusCode, again.body).toBe(201);
    const [line] = await t.db
      .select({ image: orderLines.image })
      .from(orderLines)
      .where(eq(orderLines.orderId, again.json<{ id: number }>().id));
    expect(line).toEqual({ image: oil.images[0] });
  });
});
