import { beforeEach, describe, expect, it } from 'vitest';
import { cartCoupons, cartItems } from '#src/db/schema/index';
import { signedInUser, type TestUser } from '#src/test/auth';
import { addLine } from '#src/test/checkout';
import { createProduct } from '#src/test/factories';
import { signedInUserForFile } from '#src/test/shop';
import { testAppForFile } from '#src/test/test-app';

/**
 * "Includes GST Rs X" under the cart's and checkout's total (issue 30 §2, docs/decisions/053): the cart's figures
 * carry the GST inside what the shopper pays, worked out per line on what the line costs after its discounts and
 * rounded per line — checked against figures worked by hand. `GET /api/cart` stays the spec's array of lines.
 */
const t = testAppForFile({ template: 'empty', env: { RATE_LIMITS: 'admin-write=100000' } });
const admin = signedInUserForFile(t, { name: 'Meera', role: 'owner' });

const summaryOf = async (user: TestUser) => {
  const answer = await t.app.inject({ method: 'GET', url: '/api/cart/summary', headers: user.headers });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<{ includedGst: number; totalAfterDiscounts: number; discountTotal: number }>();
};

async function basket(user: TestUser) {
  // Rs 105 at 5 %: 10500 × 5/105 = 500 paise. Rs 59 at 18 %: 5900 × 18/118 = 900 paise. Rs 250 at nil: 0.
  const ghee = await createProduct(t.db, { name: 'Ghee 100 ml', price: 105, gstRateBps: 500, countInStock: 20 });
  const soap = await createProduct(t.db, { name: 'Neem soap', price: 59, gstRateBps: 1800, countInStock: 20 });
  const atta = await createProduct(t.db, { name: 'Atta 1 kg', price: 250, gstRateBps: 0, countInStock: 20 });
  for (const product of [ghee, soap, atta]) await addLine(t, user, product.id);
}

beforeEach(async () => {
  await t.db.delete(cartItems);
  await t.db.delete(cartCoupons);
});

describe('the GST included in the cart’s total', () => {
  it('is each line’s tax taken out of its inclusive price, in paise', async () => {
    const asha = await signedInUser(t, { name: 'Asha' });
    const ghee = await createProduct(t.db, { name: 'Ghee 200 ml', price: 105, gstRateBps: 500, countInStock: 20 });
    await addLine(t, asha, ghee.id);
    // Rs 105 at 5 % → Rs 5 GST.
    expect(await summaryOf(asha)).toMatchObject({ totalAfterDiscounts: 105, includedGst: 500 });

    await basket(asha);
    // 500 + 500 + 900 + 0 paise.
    expect(await summaryOf(asha)).toMatchObject({ totalAfterDiscounts: 519, includedGst: 1900 });

    // The spec's cart answer is still its array of lines, without the summary's figures.
    const cart = await t.app.inject({ method: 'GET', url: `/api/cart?userId=${asha.id}`, headers: asha.headers });
    expect(cart.statusCode, cart.body).toBe(200);
    expect(Array.isArray(cart.json())).toBe(true);
    expect(cart.body).not.toContain('includedGst');
  });

  it('is worked out on what each line costs after its share of a coupon', async () => {
    const ravi = await signedInUser(t, { name: 'Ravi' });
    await basket(ravi);
    const coupon = await t.app.inject({
      method: 'POST',
      url: '/api/admin/coupons',
      headers: admin.headers,
      payload: { code: 'GSTTEN', kind: 'percent', value: 10 },
    });
    expect(coupon.statusCode, coupon.body).toBe(201);
    const applied = await t.app.inject({
      method: 'PUT',
      url: '/api/cart/coupon',
      headers: ravi.headers,
      payload: { code: 'GSTTEN' },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    // 10 % of Rs 414 = Rs 41, spread by the lines' shares with the leftover rupees to the largest remainders:
    // ghee 10, soap 6, atta 25. Paid: Rs 95 → 9500 × 5/105 = 452.38 → 452; Rs 53 → 5300 × 18/118 = 808.47 → 808;
    // Rs 225 at nil → 0. Included: 1260 paise, in the answer to the code and in the figures read afterwards.
    expect(applied.json()).toMatchObject({ discountTotal: 41, totalAfterDiscounts: 373, includedGst: 1260 });
    expect(await summaryOf(ravi)).toMatchObject({ totalAfterDiscounts: 373, includedGst: 1260 });
  });

  it('is 0 for an empty cart', async () => {
    const nila = await signedInUser(t, { name: 'Nila' });
    expect(await summaryOf(nila)).toMatchObject({ totalAfterDiscounts: 0, includedGst: 0 });
  });
});
