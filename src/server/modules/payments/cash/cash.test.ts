import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { refunds } from '#src/db/schema/index';
import { loadConfig } from '#src/server/config';
import { testAppForFile } from '#src/test/test-app';
import { PAYMENT_PROVIDERS } from '../providers';
import { cashPromise } from './index';

/** Pay on delivery, driven through the provider interface only (docs/decisions/043): no card, no outside service. */
const t = testAppForFile({ template: 'empty' });

const cashOf = () => PAYMENT_PROVIDERS.cash.create({ config: t.config, db: t.db, log: t.app.log });

describe('the cash (pay on delivery) provider', () => {
  it('is registered but not what the shop runs: the demo shop still takes test cards', () => {
    expect(Object.keys(PAYMENT_PROVIDERS)).toEqual(['test', 'razorpay', 'cash']);
    expect(t.config.PAYMENT_PROVIDER).toBe('test');
    expect(cashOf()).toMatchObject({ name: 'cash', mode: 'live', keyId: '' });
  });

  it('verifies the promise the server signed for its own order, and nothing else', async () => {
    const cash = cashOf();
    const order = await cash.createOrder({ amount: 55_000, currency: 'INR', receipt: 'kirana-1', notes: {} });
    const other = await cash.createOrder({ amount: 55_000, currency: 'INR', receipt: 'kirana-2', notes: {} });
    expect(order.id).toMatch(/^order_/);
    expect(order.id).not.toBe(other.id);

    const promise = cashPromise(t.config, order.id);
    expect(cash.verifyProof(promise)).toBe(true);
    expect(cash.verifyProof({ ...promise, orderId: other.id })).toBe(false);
    expect(
      cash.verifyProof({ ...promise, signature: promise.signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')) }),
    ).toBe(false);
    // Another installation's secret signs another promise.
    expect(cash.verifyProof(cashPromise({ JWT_SECRET: 'another shop' }, order.id))).toBe(false);
    // The test card dialog's proof is not a cash promise.
    const testProvider = PAYMENT_PROVIDERS.test.create({ config: t.config, db: t.db, log: t.app.log });
    expect(testProvider.verifyProof(promise)).toBe(false);
  });

  it('has nothing to ask anyone about a payment, and records a refund once per key', async () => {
    const cash = cashOf();
    expect(await cash.fetchPayment('cash_order_x')).toBeNull();
    expect(cash.paymentsOfOrder).toBeUndefined();
    expect(cash.parseWebhook).toBeUndefined();

    const request = { paymentId: 'cash_order_x', amount: 27_500, key: 'refund-cash_order_x', receipt: 'r', notes: {} };
    const first = await cash.refund(request);
    const again = await cash.refund(request);
    expect(again.id).toBe(first.id);
    const rows = await t.db.select().from(refunds).where(eq(refunds.idempotencyKey, request.key));
    expect(rows).toEqual([
      expect.objectContaining({
        provider: 'cash',
        providerPaymentId: 'cash_order_x',
        providerRefundId: first.id,
        amount: 27_500,
      }),
    ]);
  });

  it('cannot be chosen as the shop’s provider: pay on delivery is switched on per zone beside it', () => {
    const dataDir = () => mkdtempSync(path.join(tmpdir(), 'kirana-cash-'));
    expect(() => loadConfig({ DATA_DIR: dataDir(), PAYMENT_PROVIDER: 'cash' })).toThrow(
      /PAYMENT_PROVIDER=cash: pay on delivery is not an online provider; switch it on per delivery zone/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), PAYMENT_PROVIDER: 'stripe' })).toThrow(/PAYMENT_PROVIDER/);
  });
});
