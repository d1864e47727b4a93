import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TPaymentOrder } from '#src/contracts/payments';
import { launchPayment, type LaunchContext } from './payment-launchers';

/** The page opens the launcher registered under the provider id the server's payment order names. */
const order = (provider: string): TPaymentOrder => ({
  provider,
  orderId: 'order_Launch000000000',
  amount: 55_000,
  currency: 'INR',
  keyId: 'rzp_live_launch',
  itemsTotal: 550,
  deliveryFee: 0,
  slot: null,
  slotHeldUntil: null,
});

const context = (): LaunchContext => ({
  shopName: 'Kirana',
  prefill: { name: 'Asha', email: 'asha@example.com', contact: '9876543210' },
  openCardDialog: vi.fn(),
  onPaid: vi.fn(),
  onDismiss: vi.fn(),
  onFailed: vi.fn(),
});

afterEach(() => {
  delete window.Razorpay;
});

describe('the payment launchers', () => {
  it("opens the page's card dialog for the test provider, and nothing from outside", async () => {
    const ctx = context();
    window.Razorpay = vi.fn() as never;
    await launchPayment(order('test'), ctx);
    expect(ctx.openCardDialog).toHaveBeenCalledWith(order('test'));
    expect(window.Razorpay).not.toHaveBeenCalled();
  });

  it("opens Razorpay Checkout with the payment order's public key and amount", async () => {
    const ctx = context();
    const open = vi.fn();
    const options: unknown[] = [];
    window.Razorpay = vi.fn(function (this: unknown, given: unknown) {
      options.push(given);
      return { open, on: vi.fn() };
    }) as never;
    await launchPayment(order('razorpay'), ctx);
    expect(options).toEqual([
      expect.objectContaining({ key: 'rzp_live_launch', amount: 55_000, order_id: 'order_Launch000000000' }),
    ]);
    expect(open).toHaveBeenCalledOnce();
    expect(ctx.openCardDialog).not.toHaveBeenCalled();
  });

  it('refuses a provider it has no launcher for (the page says the payment could not be loaded)', () => {
    for (const provider of ['cash', 'stripe', 'toString']) {
      expect(() => launchPayment(order(provider), context()), provider).toThrow(`no payment launcher for ${provider}`);
    }
  });
});
