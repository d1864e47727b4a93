import { formatPrice } from '#src/shared/format-price';
import { SLOT_HOLD_MINUTES } from '../constants';
import { translatable } from './language';

const rupees = formatPrice;

/**
 * Delivery's words for shoppers (issue 16, docs/decisions/029): server answers now, the checkout's slot step later.
 * Not part of `TEXT` yet: no storefront page shows them, and every word in `TEXT` reaches the home page's
 * first-load JavaScript. The page that first shows them can compose them in.
 */
export const DELIVERY_TEXT_EN = {
  badPincode: 'Please enter a valid 6-digit pincode',
  notServed: (pincode: string) => `Sorry, we do not deliver to ${pincode} yet`,
  served: (pincode: string) => `We deliver to ${pincode}`,
  slotUnknown: 'This delivery slot does not exist',
  slotNotInZone: 'This delivery slot is not offered for your pincode',
  slotFull: 'This delivery slot has just been taken. Please choose another slot.',
  slotPastCutoff: 'It is too late to book this delivery slot. Please choose another slot.',
  slotClosed: 'We do not deliver on this day. Please choose another slot.',
  slotOutOfRange: 'This delivery slot is not open for booking yet. Please choose one in the next 7 days.',
  /** Checkout's cap per client address (issue 27 §5): refused before anything is held or charged. */
  holdsFromAddress:
    'Too many checkouts from your network are waiting for payment right now. Please finish one, or try again in a few minutes.',
  holdUnknown: `Your delivery slot was held for ${SLOT_HOLD_MINUTES} minutes and has been released. Please choose a slot again.`,
  /** Checkout (docs/decisions/031): the payment is refused before anything is charged. */
  pincodeRequired: 'Please enter the pincode of the delivery address',
  belowMinimum: (minimum: number, missing: number) =>
    `The minimum order for delivery to your pincode is ${rupees(minimum)}: please add ${rupees(missing)} more`,
  slotRequired: 'Please choose a delivery slot',
  /** Placing the order to a pincode of another zone than the one the payment's delivery was quoted for. */
  zoneChanged:
    'Your delivery pincode is in another delivery area than the one you paid for. Your payment will be refunded; please check out again.',
  /** Placing the order found the slot gone (the hold expired and the slot filled): refused and refunded. */
  slotLostWhilePaying:
    'Sorry, your delivery slot was taken while you were paying. Your payment will be refunded; please choose another slot.',
  /** A booked slot as pages and e-mails show it: "Thu 26 Nov, 10:00–12:00". */
  slotLabel: (day: string, start: string, end: string) => `${day}, ${start}–${end}`,
  /** Why a listed slot cannot be chosen. */
  reasons: {
    full: 'Full',
    cutoff: 'Booking closed',
    closed: 'Closed',
  },
} as const;

export const DELIVERY_TEXT: typeof DELIVERY_TEXT_EN = translatable('delivery', DELIVERY_TEXT_EN);
