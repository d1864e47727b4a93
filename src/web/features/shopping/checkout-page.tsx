import { Lock, ShoppingCart } from '#src/web/components/ui/icons';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import type { TAddress } from '#src/contracts/addresses';
import { ApiError } from '#src/contracts/client';
import type { TCartItem } from '#src/contracts/cart';
import type { TPaymentOrder, TPaymentProof } from '#src/contracts/payments';
import { TEXT } from '#src/shared/texts';
import { slotLabel } from '#src/shared/delivery-slot';
import { DELIVERY_TEXT } from '#src/shared/texts/delivery';
import { SHOPPER_TEXT } from '#src/shared/texts/shopper';
import { Button } from '#src/web/components/ui/button';
import { SelectField } from '#src/web/components/ui/field';
import { SlotStep, estimateFor, hasSlots, useDeliveryFor } from '#src/web/features/delivery/index';
import { useAlert } from '#src/web/lib/alert';
import { api } from '#src/web/lib/api';
import { setCounts } from '#src/web/lib/counts';
import { storedPincode } from '#src/web/lib/pincode';
import { getSession } from '#src/web/lib/session';
import { EMPTY_BILLING, firstWrong, orderPayload, shippingOf, type Billing, type BillingField } from './billing';
import { BillingForm } from './billing-form';
import { CardDialog } from './card-dialog';
import {
  addressFromBilling,
  addressLabel,
  billingFromAddress,
  forgetBilling,
  inBook,
  rememberBilling,
  rememberedBilling,
} from './checkout-memory';
import { EmptyState } from './empty-state';
import { errorText } from '#src/web/lib/errors';
import { OrderSummary } from './order-summary';
import { PageFrame } from './page-frame';
import { launchPayment } from './payment-launchers';
import { refreshCounts } from './shopping-store';
import { useShop } from '#src/web/lib/shop';
import { priceCart } from '#src/shared/pricing/price-cart';

const T = TEXT.shopPages;
const FORM_ID = 'checkout-billing';

export type PaymentConfig = { paymentProvider: string; razorpayKeyId: string | null };

const AB = SHOPPER_TEXT.addressBook;

/** What this tab typed before a reload, else the account's name and e-mail, and the pincode last checked. */
function initialBilling(): Billing {
  const user = getSession()?.user;
  return {
    ...EMPTY_BILLING,
    fullName: user?.name ?? '',
    email: user?.email ?? '',
    zipCode: storedPincode() ?? '',
    ...rememberedBilling(user?.userId),
  };
}

/**
 * Checkout (spec 2 and 4, decisions §4): the billing form checked in the spec's order, the server's cart as the
 * order summary; Submit creates the payment for the server's total and opens the provider's dialog. A paid order
 * is placed (the server empties the cart), the badge refreshes and the shopper goes to /orders. A decline or a
 * cancel shows the message and keeps the cart.
 */
export function CheckoutPage({
  items,
  config,
  addresses,
}: {
  items: TCartItem[];
  config: PaymentConfig;
  /** The shopper's address book (empty when it could not be read: the form still works). */
  addresses: TAddress[];
}) {
  const { showSuccess, showError } = useAlert();
  const shop = useShop();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [billing, setBilling] = useState<Billing>(initialBilling);
  const [invalid, setInvalid] = useState<{ field: BillingField; message: string } | null>(null);
  const [preparing, setPreparing] = useState(false);
  const [cardPayment, setCardPayment] = useState<TPaymentOrder | null>(null);
  const [saveAddress, setSaveAddress] = useState(false);
  // Delivery for the zip code typed (issue 16): the fee and, where the zone has them, the slot step.
  const delivery = useDeliveryFor(billing.zipCode);
  const [slotId, setSlotId] = useState<string | null>(null);
  const [slotError, setSlotError] = useState<string | null>(null);
  const slotStepRef = useRef<HTMLElement>(null);
  const { itemsTotal } = priceCart(items, null);
  const estimate = delivery.check ? estimateFor(delivery.check, itemsTotal) : null;
  const slotDays = delivery.days && hasSlots(delivery.days) ? delivery.days : null;
  const slotStep = slotDays !== null || (delivery.slotsFailed && estimate?.served === true);
  const chosen = slotDays
    ?.flatMap((day) => day.slots.map((slot) => ({ ...slot, date: day.date })))
    .find((slot) => slot.id === slotId && slot.available);

  useEffect(() => rememberBilling(getSession()?.user.userId, billing), [billing]);

  const change = (field: BillingField, value: string) => {
    setBilling((current) => ({ ...current, [field]: value }));
    if (invalid?.field === field) setInvalid(null);
  };

  const pick = (id: string) => {
    const address = addresses.find((candidate) => String(candidate.id) === id);
    if (address) setBilling((current) => billingFromAddress(address, current));
    setInvalid(null);
  };

  /** After the order: the address into the book when asked. A failure leaves the order placed and says so. */
  const saveToBook = async (): Promise<string | null> => {
    if (!saveAddress || inBook(addresses, billing)) return null;
    try {
      await api.addresses.add({ body: addressFromBilling(billing) });
      return null;
    } catch (error) {
      return `${AB.notSaved}: ${errorText(error)}`;
    }
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
    forgetBilling();
    setCounts({ cart: 0 });
    refreshCounts().catch((error: unknown) => console.error('counts after order', error));
    const notSaved = await saveToBook();
    if (notSaved) showError(notSaved);
    else showSuccess(T.orderPlaced);
    await navigate('/orders');
  };

  const cancelled = () => {
    setCardPayment(null);
    showError(T.paymentCancelled);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (preparing) return;
    const wrong = firstWrong(billing);
    if (wrong) {
      setInvalid(wrong);
      showError(wrong.message);
      document.getElementById(`billing-${wrong.field}`)?.focus();
      return;
    }
    if (slotStep && !chosen) {
      setSlotError(DELIVERY_TEXT.slotRequired);
      showError(DELIVERY_TEXT.slotRequired);
      slotStepRef.current?.querySelector<HTMLInputElement>('input[type="radio"]:not(:disabled)')?.focus();
      return;
    }
    setPreparing(true);
    try {
      const payment = await api.payments.createOrder({
        body: { shipping: shippingOf(billing), ...(chosen ? { slotId: chosen.id } : {}) },
      });
      const user = getSession()?.user;
      // The provider's own way of paying, by the id the server named (payment-launchers.ts).
      await launchPayment(payment, {
        shopName: shop.name,
        prefill: { name: billing.fullName, email: user?.email ?? billing.email, contact: billing.phoneNumber },
        openCardDialog: setCardPayment,
        onPaid: (proof) => void placeOrder(proof),
        onDismiss: cancelled,
        onFailed: showError,
      });
    } catch (error) {
      showError(errorText(error, T.paymentLoadFailed));
      // The slot was just taken (or its hold ran out): show the slots as they are now.
      if (error instanceof ApiError && error.status === 409 && chosen) {
        setSlotId(null);
        delivery.reloadSlots();
      }
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
        <div className="min-w-0 space-y-6">
          <BillingForm
            id={FORM_ID}
            values={billing}
            invalid={invalid?.field ?? null}
            invalidMessage={invalid?.message}
            before={
              addresses.length > 0 ? (
                <SelectField
                  id="billing-saved"
                  label={AB.useSaved}
                  className="mt-4"
                  defaultValue=""
                  disabled={preparing || cardPayment !== null}
                  onChange={(event) => pick(event.target.value)}
                >
                  <option value="" disabled>
                    {AB.choose}
                  </option>
                  {addresses.map((address) => (
                    <option key={address.id} value={address.id}>
                      {addressLabel(address)}
                    </option>
                  ))}
                </SelectField>
              ) : null
            }
            after={
              <label className="mt-5 flex items-center gap-3 text-sm font-semibold text-slate-800">
                <input
                  type="checkbox"
                  checked={saveAddress}
                  onChange={(event) => setSaveAddress(event.target.checked)}
                  disabled={preparing || cardPayment !== null}
                  className="size-5 rounded border-slate-300 accent-brand-600"
                />
                {AB.save}
              </label>
            }
            disabled={preparing || cardPayment !== null}
            onChange={change}
            onSubmit={(event) => void submit(event)}
          />
          {slotStep ? (
            <SlotStep
              ref={slotStepRef}
              days={slotDays}
              failed={delivery.slotsFailed}
              onRetry={delivery.reloadSlots}
              value={chosen?.id ?? null}
              onChange={(id) => {
                setSlotId(id);
                setSlotError(null);
              }}
              disabled={preparing || cardPayment !== null}
              error={slotError}
            />
          ) : null}
        </div>
        <OrderSummary
          items={items}
          delivery={{
            pincode: delivery.pincode,
            checking: delivery.loading,
            estimate,
            slot: chosen ? slotLabel(chosen) : null,
          }}
        >
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
