import { describe, expect, it } from 'vitest';
import { TEXT } from '#src/shared/texts';
import { razorpayEnv, razorpayStandInForFile, webhookSignature } from '#src/test/razorpay-standin';
import { testAppForFile, type TestApp } from '#src/test/test-app';

/** `POST /api/payments/:provider/webhook`: the running provider reads its own deliveries; any other id is 404. */
const standIn = razorpayStandInForFile();
const razorpayShop = testAppForFile(() => ({ template: 'empty', env: razorpayEnv(standIn) }));
const demoShop = testAppForFile({ template: 'empty' });

const deliver = (t: TestApp, provider: string, body: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/payments/${provider}/webhook`,
    headers: { 'content-type': 'application/json', ...headers },
    payload: body,
  });

const refundEvent = JSON.stringify({
  event: 'refund.processed',
  payload: { payment: { entity: { id: 'pay_x', order_id: 'order_x', amount: 100, status: 'refunded' } } },
});

describe('the generic payment webhook', () => {
  it("hands Razorpay's path to Razorpay's parser: its signature checked, its events read", async () => {
    const signed = await deliver(razorpayShop, 'razorpay', refundEvent, {
      'x-razorpay-signature': webhookSignature(standIn.webhookSecret, refundEvent),
    });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json()).toEqual({ status: 'ignored' });

    const forged = await deliver(razorpayShop, 'razorpay', refundEvent, { 'x-razorpay-signature': 'f'.repeat(64) });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ error: true, message: TEXT.shopping.webhookSignature });

    const notJson = 'not json';
    const garbled = await deliver(razorpayShop, 'razorpay', notJson, {
      'x-razorpay-signature': webhookSignature(standIn.webhookSecret, notJson),
    });
    expect(garbled.statusCode).toBe(400);
    expect(garbled.json()).toMatchObject({ message: TEXT.shopping.webhookNotRazorpay });
  });

  it('answers 404 for an unknown provider and for a known one the shop does not run', async () => {
    const signature = webhookSignature(standIn.webhookSecret, refundEvent);
    for (const provider of ['stripe', 'cash', 'test', 'constructor']) {
      const response = await deliver(razorpayShop, provider, refundEvent, { 'x-razorpay-signature': signature });
      expect(response.statusCode, provider).toBe(404);
      expect(response.json(), provider).toMatchObject({ error: true, message: TEXT.shopping.webhooksOff });
    }
    // The demo shop runs the test provider, which sends no webhooks: Razorpay's path is off there.
    const demo = await deliver(demoShop, 'razorpay', refundEvent, { 'x-razorpay-signature': signature });
    expect(demo.statusCode).toBe(404);
    expect(demo.json()).toMatchObject({ message: TEXT.shopping.webhooksOff });
  });
});
