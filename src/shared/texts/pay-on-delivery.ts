import { formatPrice } from '#src/shared/format-price';
import { translatable } from './language';

const rupees = formatPrice;

/**
 * Pay on delivery's words (issue 29 §1, docs/decisions/047): the checkout's choice and its refusals, the amount to
 * collect wherever an order is shown (`PAY_ON_DELIVERY_TEXT`, translatable: issue 33), and the back office's "Record
 * payment", zone form and refusals (`PAY_ON_DELIVERY_ADMIN_TEXT`, English only). Not part of `TEXT`: the home page's
 * first-load JavaScript carries none of them.
 */
export const PAY_ON_DELIVERY_TEXT_EN = {
  // Checkout
  methodLegend: 'Payment',
  payOnline: 'Pay online',
  payOnDelivery: 'Pay on delivery (cash/UPI)',
  payOnDeliveryHint: 'Pay in cash or by UPI when your order arrives.',
  placeOrder: 'Place order',
  notInZone: 'Pay on delivery is not available for your pincode.',
  overMax: (max: number) => `Pay on delivery is available for orders up to ${rupees(max)}.`,
  tooManyOpen: (max: number) =>
    `You already have ${max} pay-on-delivery ${max === 1 ? 'order' : 'orders'} waiting to be paid. Please pay online, or wait until ${max === 1 ? 'it is' : 'they are'} delivered.`,
  pincodeFirst: 'Enter your pincode to see whether you can pay on delivery.',
  placed: 'Your order is placed. Please pay when it arrives.',
  // Everywhere an order is shown
  collect: (amount: number) => `Collect ${rupees(amount)}`,
  toPayOnDelivery: (amount: number) => `To pay on delivery: ${rupees(amount)}`,
  methodLabel: 'Pay on delivery',
  paidOnDelivery: (amount: number, method: 'cash' | 'upi') =>
    `Paid on delivery: ${rupees(amount)} by ${method === 'upi' ? 'UPI' : 'cash'}`,
  nothingToCollect: 'Nothing to collect',
  /** A changed line of an order still to be paid at the door: its amount comes off (docs/decisions/047). */
  offYourPayment: (amount: string) => `${amount} off what you pay on delivery`,
} as const;

export const PAY_ON_DELIVERY_TEXT: typeof PAY_ON_DELIVERY_TEXT_EN = translatable(
  'pay-on-delivery',
  PAY_ON_DELIVERY_TEXT_EN,
);

export const PAY_ON_DELIVERY_ADMIN_TEXT = {
  recordPayment: 'Record payment',
  recordTitle: 'Record what was collected',
  methodCash: 'Cash',
  methodUpi: 'UPI',
  amountLabel: 'Amount collected (Rs)',
  collectedLabel: 'Amount collected',
  referenceLabel: 'UPI reference (optional)',
  recorded: 'Payment recorded',
  recordedAt: 'Recorded',
  lineOffCollect: 'Off the amount to collect',
  unavailableBody: (amount: string) =>
    `${amount} comes off what the shopper pays at the door, and they get an e-mail. Stock is not changed.`,
  substituteNote: (amount: string) => `${amount} comes off what the shopper pays at the door`,
  // Back office: the zone form
  zoneOffer: 'Pay on delivery (cash/UPI at the door)',
  zoneMaxOrder: 'Largest order paid on delivery (Rs)',
  zoneMaxOrderHint: 'Empty: no maximum.',
  zoneMaxOpen: 'Unpaid pay-on-delivery orders per shopper',
  zoneMaxOpenHint: 'Empty: no limit.',
  zoneWholeNumber: 'Enter a whole number of 1 or more, or leave it empty',
  zoneColumn: 'Pay on delivery',
  zoneTerms: (maxOrder: number | null, maxOpen: number | null) =>
    [maxOrder === null ? 'Any total' : `Up to ${rupees(maxOrder)}`, maxOpen === null ? null : `${maxOpen} open`]
      .filter(Boolean)
      .join(' · '),
  zoneOff: 'Off',
  // Refusals
  refusedCancelled: 'This order is cancelled: there is nothing to collect.',
  refusedAlreadyPaid: 'This order is already paid.',
  refusedNotOnDelivery: 'This order was paid online: there is nothing to collect.',
  wrongAmount: (amount: number) => `Please record the amount to collect: ${rupees(amount)}.`,
  referenceOnlyUpi: 'A reference is recorded for UPI payments only.',
} as const;
