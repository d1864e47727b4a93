import { SHOP_PAGES_TEXT } from '#src/shared/texts/shop-pages';
import { useEffect, useState, type FormEvent } from 'react';
import { payable } from '#src/shared/pricing/payable';
import type { TCartSummary } from '#src/contracts/coupons';
import { useNavigate, useRevalidator } from 'react-router';
import type { TAddress } from '#src/contracts/addresses';
import { ApiError } from '#src/contracts/client';
import type { TCartItem } from '#src/contracts/cart';
import type { TPaymentOrder, TPaymentProof } from '#src/contracts/payments';
import { DELIVERY_TEXT } from '#src/shared/texts/delivery';
import { PAY_ON_DELIVERY_TEXT } from '#src/shared/texts/pay-on-delivery';
import { useAlert } from '#src/web/lib/alert';
import { api } from '#src/web/lib/api';
import { setCounts } from '#src/web/lib/counts';
import { errorText } from '#src/web/lib/errors';
import { getSession } from '#src/web/lib/session';
import { useShop } from '#src/web/lib/shop';
import { firstWrong, orderPayload, shippingOf, stateRefusal, type Billing, type BillingField } from './billing';
import {
  billingFromAddress,
  forgetBilling,
  initialBilling,
  rememberBilling,
  rememberLastAddress,
} from './checkout-memory';
import { payOnDeliveryOffer, type PaymentMethod } from './pay-on-delivery';
import { launchPayment } from './payment-launchers';
import { saveToBook } from './save-to-book';
import { refreshCounts } from './shopping-store';
import { useCheckoutSlot } from './use-checkout-slot';

const T = SHOP_PAGES_TEXT;

/**
 * The checkout's state and steps (spec 2 and 4, decisions §4): the billing form checked in the spec's order, the
 * slot step where the zone has slots; submit creates the payment for the server's total and opens the provider's
 * dialog. A paid order is placed (the server empties the cart), the badge refreshes and the shopper goes to
 * /orders. A decline or a cancel shows the message and keeps the cart.
 */
export function useCheckout(items: TCartItem[], addresses: TAddress[], summary: TCartSummary, phone = '') {
  const { showSuccess, showError } = useAlert();
  const shop = useShop();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [billing, setBilling] = useState<Billing>(() => initialBilling(addresses, phone));
  const [invalid, setInvalid] = useState<{ field: BillingField; message: string } | null>(null);
  const [preparing, setPreparing] = useState(false);
  const [cardPayment, setCardPayment] = useState<TPaymentOrder | null>(null);
  const [saveAddress, setSaveAddress] = useState(false);
  // The address came complete (a saved one preselected, or the form remembered): the slot is the next choice, so it
  // comes first, where a phone's thumb is (issue 32 §2). Fixed as the page opens, so nothing moves while typing.
  const [slotFirst] = useState(() => firstWrong(billing) === null);
  const slot = useCheckoutSlot(billing.zipCode, items);
  const { delivery, chosen, slotStep, slotStepRef } = slot;
  // Pay on delivery (issue 29 §1): offered for the zone and total the check answered; the server checks again.
  const [chosenMethod, setMethod] = useState<PaymentMethod>('online');
  // The server's figures, discounts and a free-delivery code included, as the server judges the maximum.
  const { total } = payable(summary, slot.estimate?.served ? slot.estimate.fee : 0);
  const offer = payOnDeliveryOffer(delivery.check, total);
  const method: PaymentMethod = offer.offered ? chosenMethod : 'online';

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

  /** The provider's proof → the order. Throws (after showing why) so the card dialog stays usable. */
  const placeOrder = async (proof: TPaymentProof) => {
    const session = getSession();
    if (!session) throw new Error('signed out while paying');
    let order: { id: number };
    try {
      order = await api.orders.create({ body: orderPayload(billing, items, proof, session.user) });
    } catch (error) {
      setCardPayment(null);
      showError(errorText(error));
      await revalidator.revalidate();
      return;
    }
    setCardPayment(null);
    await placed(T.orderPlaced, order.id);
  };

  /** Pay on delivery: the order is placed at once, without a payment dialog (docs/decisions/047). */
  const placeOnDelivery = async () => {
    let order: { id: number };
    try {
      order = await api.payOnDelivery.create({
        body: { ...shippingOf(billing), ...(chosen ? { slotId: chosen.id } : {}) },
      });
    } catch (error) {
      showError(errorText(error));
      setInvalid(stateRefusal(error));
      if (error instanceof ApiError && error.status === 409 && chosen) {
        slot.setSlotId(null);
        delivery.reloadSlots();
      }
      await revalidator.revalidate();
      return;
    }
    await placed(PAY_ON_DELIVERY_TEXT.placed, order.id);
  };

  /**
   * After either way of placing: the form forgotten, the badge refreshed, the address saved and remembered as the
   * last used, then the new order's page — its number, slot, what happens next (issue 32 §2).
   */
  const placed = async (message: string, orderId: number) => {
    forgetBilling();
    setCounts({ cart: 0 });
    refreshCounts().catch((error: unknown) => console.error('counts after order', error));
    // Saved first, then remembered: an address new to the book is the one preselected next time.
    const { book, notSaved } = await saveToBook(saveAddress, addresses, billing);
    rememberLastAddress(getSession()?.user.userId, book, billing);
    if (notSaved) showError(notSaved);
    else showSuccess(message);
    await navigate(`/orders/${orderId}`);
  };

  const cancelled = () => {
    setCardPayment(null);
    showError(T.paymentCancelled);
  };

  /** The checks in the spec's order; the first wrong one is shown and focused. False when one failed. */
  const ready = (): boolean => {
    const wrong = firstWrong(billing);
    if (wrong) {
      setInvalid(wrong);
      showError(wrong.message);
      document.getElementById(`billing-${wrong.field}`)?.focus();
      return false;
    }
    if (slotStep && !chosen) {
      slot.setSlotError(DELIVERY_TEXT.slotRequired);
      showError(DELIVERY_TEXT.slotRequired);
      slotStepRef.current?.querySelector<HTMLInputElement>('input[type="radio"]:not(:disabled)')?.focus();
      return false;
    }
    return true;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (preparing || !ready()) return;
    setPreparing(true);
    if (method === 'on_delivery') {
      await placeOnDelivery();
      setPreparing(false);
      return;
    }
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
      setInvalid(stateRefusal(error));
      // The slot was just taken (or its hold ran out): show the slots as they are now.
      if (error instanceof ApiError && error.status === 409 && chosen) {
        slot.setSlotId(null);
        delivery.reloadSlots();
      }
    } finally {
      setPreparing(false);
    }
  };

  return {
    ...slot,
    slotFirst,
    billing,
    invalid,
    preparing,
    cardPayment,
    method,
    setMethod,
    offer,
    saveAddress,
    setSaveAddress,
    change,
    pick,
    placeOrder,
    cancelled,
    submit,
  };
}
