import { orderStatusLabel } from './order-status';
import { translatable } from './language';

/**
 * The shopper's order page, the orders cards and the address book (issue 15, docs/decisions/026). Kept out of
 * `TEXT`, which is in the home page's first-load JavaScript: only the routes that show these words import them.
 * Server messages stay in `TEXT.shopping`.
 */
export const SHOPPER_TEXT_EN = {
  /** An order status's label: the one map the back office uses too (order-status.ts, small). */
  statusLabel: orderStatusLabel,
  order: {
    title: (id: number) => `Order #${id}`,
    placedOn: (date: string) => `Placed on ${date}`,
    loading: 'Loading your order',
    items: 'Items',
    itemCount: (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`,
    quantityTimes: (quantity: number, price: string) => `${quantity} × ${price}`,
    summary: 'Summary',
    itemsTotal: 'Items total',
    free: 'Free',
    total: 'Total',
    paymentMode: 'Payment',
    paidByCard: 'Paid by card',
    testPayment: 'Test payment (demo shop: no money moved)',
    paymentId: 'Payment id',
    deliverTo: 'Delivery address',
    contact: 'Contact',
    timeline: 'Order status',
    placed: 'Placed',
    cancel: 'Cancel order',
    cancelTitle: 'Cancel this order?',
    cancelBody: 'The items go back on the shelf and your payment is refunded to your card.',
    keepOrder: 'Keep order',
    confirmCancel: 'Yes, cancel it',
    cancelling: 'Cancelling...',
    cancelled: 'Your order has been cancelled',
    buyAgain: 'Buy again',
    addingAgain: 'Adding...',
    allAdded: (n: number) => `${n === 1 ? 'The item is' : `All ${n} items are`} in your cart again`,
    someAdded: (n: number) => `${n} ${n === 1 ? 'item' : 'items'} added to your cart`,
    noneAdded: 'None of these items could be added to your cart',
    /** Buy again when every item is in the cart already (issue 32 §4): nothing failed. */
    allInCart: (n: number) =>
      n === 1 ? 'This item is already in your cart' : `All ${n} items are already in your cart`,
    notAdded: 'Not added',
    reasons: {
      unavailable: 'no longer sold',
      sold_out: 'sold out',
      in_cart: 'already in your cart',
    } as Record<string, string>,
    fewerAdded: (quantity: number, ordered: number) => `${quantity} of ${ordered} (the stock left)`,
    goToCart: 'Go to cart',
    refund: 'Refund',
    refundStates: {
      pending: 'Refund in progress',
      refunded: 'Refunded',
      failed: 'Refund failed: our team will retry it',
    } as Record<string, string>,
    backToOrders: 'All orders',
  },
  /** Substitutions (issue 16, docs/decisions/032): the cart's choice per line, and the order page's changed lines. */
  substitution: {
    label: 'If it runs out',
    /** After the visible label, for screen readers: which line (two packs of one product are two lines). */
    labelFor: (item: string) => ` — ${item}`,
    substitute: 'Substitute with a similar item',
    dontSubstitute: 'Don’t substitute',
    saved: (substitute: boolean) =>
      substitute
        ? 'Saved: if it runs out, we will pick a similar item at the same or a lower price'
        : 'Saved: if it runs out, we will refund it instead',
    noSubstitutes: 'No substitutes',
    unavailable: 'Unavailable',
    unavailableRefund: (amount: string) => `Unavailable — ${amount} refunded`,
    substitutedWith: (item: string) => `Substituted with ${item}`,
    substitutedRefund: (item: string, amount: string) => `Substituted with ${item}, ${amount} refunded`,
    refundStates: {
      pending: (amount: string) => `refund of ${amount} in progress`,
      failed: (amount: string) => `refund of ${amount} delayed: our team will retry it`,
    } as Record<string, (amount: string) => string>,
    refundedTotal: 'Refunded for changed items',
  },
  cards: {
    label: 'Your orders',
    date: 'Date',
    status: 'Status',
    total: 'Total',
    view: (id: number) => `View order #${id}`,
  },
  addressBook: {
    title: 'Saved addresses',
    intro: 'Pick one at checkout instead of typing it again.',
    empty: 'No saved addresses yet. Tick “Save this address” at checkout to add one.',
    delete: 'Delete',
    deleteLabel: (line: string) => `Delete the address ${line}`,
    deleted: 'The address was deleted',
    loading: 'Loading your addresses',
    useSaved: 'Use a saved address',
    choose: 'Choose an address',
    save: 'Save this address for next time',
    saved: 'Address saved to your address book',
    notSaved: 'Your order is placed, but the address could not be saved',
  },
} as const;

export const SHOPPER_TEXT: typeof SHOPPER_TEXT_EN = translatable('shopper', SHOPPER_TEXT_EN);
