import { SHOP_PAGES_TEXT } from '#src/shared/texts/shop-pages';
import type { TPaymentOrder, TPaymentProof } from '#src/contracts/payments';
import { TEXT } from '#src/shared/texts';

/** Razorpay Checkout (decisions §4): the browser gets the public key id only; the CSP allows this script. */
export const RAZORPAY_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

type RazorpayOptions = {
  key: string;
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description: string;
  prefill?: { name?: string; email?: string; contact?: string };
  theme?: { color?: string };
  handler: (response: TPaymentProof) => void;
  modal?: { ondismiss?: () => void };
};
type RazorpayInstance = {
  open: () => void;
  on: (event: 'payment.failed', listener: (response: { error?: { description?: string } }) => void) => void;
};
type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

let loading: Promise<RazorpayConstructor> | null = null;

function loadScript(): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = RAZORPAY_SCRIPT;
    script.async = true;
    script.onload = () => (window.Razorpay ? resolve(window.Razorpay) : reject(new Error('Razorpay did not load')));
    script.onerror = () => reject(new Error('Razorpay could not be loaded'));
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

export type CheckoutCallbacks = {
  onPaid: (proof: TPaymentProof) => void;
  onDismiss: () => void;
  onFailed: (message: string) => void;
};

/** Opens Razorpay's dialog for the server's payment order; the outcome arrives through the callbacks. */
export async function openRazorpay(
  payment: TPaymentOrder,
  keyId: string,
  shopName: string,
  prefill: { name: string; email: string; contact: string },
  callbacks: CheckoutCallbacks,
): Promise<void> {
  const Razorpay = await loadScript();
  const checkout = new Razorpay({
    key: keyId,
    amount: payment.amount,
    currency: payment.currency,
    order_id: payment.orderId,
    name: shopName,
    description: TEXT.paymentDescription,
    prefill,
    theme: { color: '#047857' },
    handler: callbacks.onPaid,
    modal: { ondismiss: callbacks.onDismiss },
  });
  checkout.on('payment.failed', (response) =>
    callbacks.onFailed(response.error?.description || SHOP_PAGES_TEXT.paymentFailed),
  );
  checkout.open();
}
