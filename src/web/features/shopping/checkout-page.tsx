import { SHOP_PAGES_TEXT } from '#src/shared/texts/shop-pages';
import { Lock, ShoppingCart } from '#src/web/components/ui/icons';
import type { TAddress } from '#src/contracts/addresses';
import type { TCartItem } from '#src/contracts/cart';
import type { TCartSummary } from '#src/contracts/coupons';
import { TEXT } from '#src/shared/texts';
import { PAY_ON_DELIVERY_TEXT } from '#src/shared/texts/pay-on-delivery';
import { slotLabel } from '#src/shared/delivery-slot';
import { Button } from '#src/web/components/ui/button';
import { PolicyLinks } from './policy-links';
import { SlotStep } from '#src/web/features/delivery/index';
import { BillingForm } from './billing-form';
import { CardDialog } from './card-dialog';
import { SaveAddressBox, SavedAddressPicker } from './checkout-address-fields';
import { EmptyState } from './empty-state';
import { OrderSummary } from './order-summary';
import { PageFrame } from './page-frame';
import { PaymentMethodChoice } from './payment-method-choice';
import { useCheckout } from './use-checkout';

const T = SHOP_PAGES_TEXT;
const FORM_ID = 'checkout-billing';

export type PaymentConfig = { paymentProvider: string };

/**
 * Checkout (spec 2 and 4, decisions §4): the billing form, the slot step where the zone has slots, and the server's
 * cart as the order summary; the steps themselves are in use-checkout.ts.
 */
export function CheckoutPage({
  items,
  summary,
  config,
  addresses,
  phone = '',
}: {
  items: TCartItem[];
  /** The server's discounts and total after them (issue 29 §2). */
  summary: TCartSummary;
  config: PaymentConfig;
  /** The shopper's address book (empty when it could not be read: the form still works). */
  addresses: TAddress[];
  /** The profile's phone (issue 32 §2): the form starts with it. */
  phone?: string;
}) {
  const checkout = useCheckout(items, addresses, summary, phone);
  const { billing, invalid, preparing, cardPayment, delivery, chosen } = checkout;
  const busy = preparing || cardPayment !== null;
  const slotStep = checkout.slotStep ? (
    <SlotStep
      ref={checkout.slotStepRef}
      days={checkout.slotDays}
      failed={delivery.slotsFailed}
      onRetry={delivery.reloadSlots}
      value={chosen?.id ?? null}
      onChange={checkout.pickSlot}
      disabled={busy}
      error={checkout.slotError}
    />
  ) : null;

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
          {checkout.slotFirst ? slotStep : null}
          <BillingForm
            id={FORM_ID}
            values={billing}
            invalid={invalid?.field ?? null}
            invalidMessage={invalid?.message}
            before={<SavedAddressPicker addresses={addresses} disabled={busy} onPick={checkout.pick} />}
            after={<SaveAddressBox checked={checkout.saveAddress} disabled={busy} onChange={checkout.setSaveAddress} />}
            disabled={busy}
            onChange={checkout.change}
            onSubmit={(event) => void checkout.submit(event)}
          />
          {checkout.slotFirst ? null : slotStep}
          <PaymentMethodChoice
            value={checkout.method}
            onChange={checkout.setMethod}
            offer={checkout.offer}
            disabled={busy}
          />
        </div>
        <OrderSummary
          items={items}
          summary={summary}
          delivery={{
            pincode: delivery.pincode,
            checking: delivery.loading,
            estimate: checkout.estimate,
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
            {checkout.method === 'on_delivery' ? PAY_ON_DELIVERY_TEXT.placeOrder : T.placeOrder}
          </Button>
          <p className="mt-3 text-center text-xs text-slate-600">
            {checkout.method === 'on_delivery'
              ? PAY_ON_DELIVERY_TEXT.payOnDeliveryHint
              : config.paymentProvider === 'test'
                ? T.demoPayment
                : T.securePayment}
          </p>
          <PolicyLinks />
        </OrderSummary>
      </div>
      <CardDialog payment={cardPayment} onPaid={checkout.placeOrder} onCancel={checkout.cancelled} />
    </PageFrame>
  );
}
