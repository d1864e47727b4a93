import { SLOT_HOLD_MINUTES } from '../constants';

/**
 * Delivery's words for shoppers (issue 16, docs/decisions/029): server answers now, the checkout's slot step later.
 * Not part of `TEXT` yet: no storefront page shows them, and every word in `TEXT` reaches the home page's
 * first-load JavaScript. The page that first shows them can compose them in.
 */
export const DELIVERY_TEXT = {
  badPincode: 'Please enter a valid 6-digit pincode',
  notServed: (pincode: string) => `Sorry, we do not deliver to ${pincode} yet`,
  served: (pincode: string) => `We deliver to ${pincode}`,
  slotUnknown: 'This delivery slot does not exist',
  slotNotInZone: 'This delivery slot is not offered for your pincode',
  slotFull: 'This delivery slot has just been taken. Please choose another slot.',
  slotPastCutoff: 'It is too late to book this delivery slot. Please choose another slot.',
  slotClosed: 'We do not deliver on this day. Please choose another slot.',
  slotOutOfRange: 'This delivery slot is not open for booking yet. Please choose one in the next 7 days.',
  holdUnknown: `Your delivery slot was held for ${SLOT_HOLD_MINUTES} minutes and has been released. Please choose a slot again.`,
  /** Why a listed slot cannot be chosen. */
  reasons: {
    full: 'Full',
    cutoff: 'Booking closed',
    closed: 'Closed',
  },
} as const;
