import { Lock, ShoppingCart } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import type { TCartItem, TPaymentOrder, TPaymentProof } from '#src/contracts/shopping';
import { TEXT } from '#src/shared/texts';
import { Button } from '#src/web/components/ui/button';
import { useAlert } from '#src/web/lib/alert';
import { api } from '#src/web/lib/api';
import { setCounts } from '#src/web/lib/counts';
import { getSession } from '#src/web/lib/session';
import { EMPTY_BILLING, firstMissing, orderPayload, shippingOf, type Billing, type BillingField } from './billing';
import { BillingForm } from './billing-form';
import { CardDialog } from './card-dialog';
import { EmptyState } from './empty-state';
import { errorText } from '#src/web/lib/errors';
import { OrderSummary } from './order-summary';
import { PageFrame } from './page-frame';
import { openRazorpay } from './razorpay';
import { refreshCounts } from './shopping-store';
import { useShop } from '#src/web/lib/shop';

const T = TEXT.shopPages;
const FORM_ID = 'checkout-billing';

export type PaymentConfig = { paymentProvider: 'test' | 'razorpay'; razorpayKeyId: string | null };

function initialBilling(): Billing {
  const user = getSession()?.user;
  return { ...EMPTY_BILLING, fullName: user?.name ?? '', email: user?.email ?? '' };
}

/**
 * Checkout (spec 2 and 4, decisions §4): the billing form checked in the spec's order, the server's cart as the
 * order summary; Submit creates the payment for the server's total and opens the provider's dialog. A paid order
 * is placed (the server empties the cart), the badge refreshes and the shopper goes to /orders. A decline or a
 * cancel shows the message and keeps the cart.
 */
export function CheckoutPage({ items, config }: { items: TCartItem[]; config: PaymentConfig }) {
  const { showSuccess, showError } = useAlert();
  const shop = useShop();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [billing, setBilling] = useState<Billing>(initialBilling);
  const [invalid, setInvalid] = useState<BillingField | null>(null);
  const [preparing, setPreparing] = useState(false);
  const [cardPayment, setCardPayment] = useState<TPaymentOrder | null>(null);

  const change = (field: BillingField, value: string) => {
    setBilling((current) => ({ ...current, [field]: value }));
    if (invalid === field) setInvalid(null);
  };

  /** The provider's proof → the order. Throws (after showing why) so the card dialog stays usable. */
  const placeOrder = async (proof: TPaymentProof) => {
    const session = getSession();
    if (!session) throw new Error('signed out while paying');
    try {
      await api.orders.create({ body: orderPayload(billing, items, proof, session.user) });
    } catch (error) {
      setCardPayment(null);
      showError(errorText(error));
      await revalidator.revalidate();
      return;
    }
    setCardPayment(null);
    setCounts({ cart: 0 });
    refreshCounts().catch((error: unknown) => console.error('counts after order', error));
    showSuccess(T.orderPlaced);
    await navigate('/orders');
  };

  const cancelled = () => {
    setCardPayment(null);
    showError(T.paymentCancelled);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (preparing) return;
    const missing = firstMissing(billing);
    if (missing) {
      setInvalid(missing.field);
      showError(missing.message);
      document.getElementById(`billing-${missing.field}`)?.focus();
      return;
    }
    setPreparing(true);
    try {
      const payment = await api.payments.createOrder({ body: { shipping: shippingOf(billing) } });
      if (payment.provider === 'test') setCardPayment(payment);
      else {
        const user = getSession()?.user;
        await openRazorpay(
          payment,
          config.razorpayKeyId ?? payment.keyId,
          shop.name,
          { name: billing.fullName, email: user?.email ?? billing.email, contact: billing.phoneNumber },
          { onPaid: (proof) => void placeOrder(proof), onDismiss: cancelled, onFailed: showError },
        );
      }
    } catch (error) {
      showError(errorText(error, T.paymentLoadFailed));
    } finally {
      setPreparing(false);
    }
  };

  if (items.length === 0) {
    return (
      <PageFrame title={T.checkoutTitle} crumb={T.checkoutTitle}>
        <EmptyState icon={<ShoppingCart aria-hidden="true" />} text={TEXT.cartEmpty} />
      </PageFrame>
    );
  }

  return (
    <PageFrame title={T.checkoutTitle} crumb={T.checkoutTitle}>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] xl:gap-8">
        <BillingForm
          id={FORM_ID}
          values={billing}
          invalid={invalid}
          disabled={preparing || cardPayment !== null}
          onChange={change}
          onSubmit={(event) => void submit(event)}
        />
        <OrderSummary items={items}>
          <Button
            type="submit"
            form={FORM_ID}
            size="lg"
            className="w-full"
            busy={preparing}
            busyText={T.preparingPayment}
          >
            <Lock className="size-4" aria-hidden="true" />
            {T.placeOrder}
          </Button>
          <p className="mt-3 text-center text-xs text-slate-600">
            {config.paymentProvider === 'test' ? T.demoPayment : T.securePayment}
          </p>
        </OrderSummary>
      </div>
      <CardDialog payment={cardPayment} onPaid={placeOrder} onCancel={cancelled} />
    </PageFrame>
  );
}
