/** Cart, checkout, payments, My List, orders and reviews: server answers and the shopping pages. */
export const SHOPPING_TEXT = {
  /** The built-in test provider's card dialog (decision 012): checked in the dialog and again by the server. */
  cards: {
    numberMissing: 'Please enter your card number',
    invalidNumber: 'Please enter a valid card number',
    notATestCard: 'This is a demo shop: use one of the test cards shown',
    invalidExpiry: 'Please enter the expiry date as MM/YY',
    expired: 'This card has expired: please enter an expiry date that is not in the past',
    invalidCvc: 'Please enter the 3- or 4-digit CVC',
  },
  shopping: {
    alreadyInMyList: 'The product is already in my list',
    myListItemNotFound: 'This item is not in your list',
    cartItemNotFound: 'This item is not in your cart',
    outOfStock: 'This product is out of stock',
    chooseVariant: (kind: 'size' | 'RAM' | 'weight') => `Please choose a ${kind}`,
    variantNotOffered: (kind: 'size' | 'RAM' | 'weight', value: string) => `This product has no ${kind} "${value}"`,
    /** A product with several variants that are not sizes, RAM or weights (decision 020). */
    chooseOption: 'Please choose an option',
    variantNotFound: 'This product has no such option',
    notEnoughStock: (title: string, left: number) =>
      `Only ${left} of "${title}" left in stock; please change the quantity`,
    insufficientFunds: 'Your card has insufficient funds',
    paymentNotFound: 'This payment does not exist',
    paymentNotVerified: 'The payment could not be verified',
    paymentAlreadyPaid: 'This payment is already complete',
    paymentRefunded: 'This payment was refunded; please check out again',
    /** Where a payment that placed no order really is (docs/decisions/039). */
    paymentRefundPending:
      'This payment did not place an order and its refund is under way; please check out again if you still want the items',
    paymentRefundDelayed:
      'This payment did not place an order and its refund is delayed: our team has been told and will refund it',
    paymentSettledByTeam: 'This payment did not place an order and our team has settled it; please check out again',
    paymentPlacedOrder: 'This payment has already placed your order: see My Orders',
    /** The back office's payments that need a person (docs/decisions/039). */
    paymentNoFailedRefund: 'This payment has no failed refund to retry',
    paymentNotInReview: 'This payment is not waiting for a review',
    paymentRefundRetryLater:
      'The payment service did not answer. The refund stays due and is retried automatically every few minutes.',
    paymentRefundRefusedAgain:
      'The payment service refused the refund again. Check the payment in its dashboard, then mark it resolved here.',
    providerUnavailable: 'The payment service is unavailable. Please try again in a moment.',
    soldOut: (title: string) => `Sorry, "${title}" sold out while you were paying. Your payment will be refunded.`,
    cartChanged: 'Your cart changed after you paid. Your payment will be refunded; please check out again.',
    orderNotFound: 'This order does not exist',
    /** The order lifecycle (docs/decisions/023). */
    orderCancelOnlyPending: 'This order is already being prepared and can no longer be cancelled here',
    orderTransitionRefused: (from: string, to: string) =>
      `This order is ${from.replace(/_/g, ' ')}: it cannot be changed to ${to.replace(/_/g, ' ')}`,
    /** Refunds of cancelled orders (docs/decisions/024). */
    refundNotCancelled: 'This order is not cancelled: there is nothing to refund',
    refundAlreadyDone: 'This order is already refunded',
    refundNone: 'This order has no refund to retry: there is nothing to refund',
    refundInProgress: 'This refund is already under way; try again in a minute if it does not finish',
    refundFailed:
      'The payment service did not take the refund. The order stays cancelled with its refund marked failed; please try again later.',
    /** Staff change an order's lines (docs/decisions/032). */
    orderLineNotFound: 'This order has no such item',
    orderLinesLocked: (status: string) =>
      `This order is ${status.replace(/_/g, ' ')}: its items can be changed only while it is confirmed or packed`,
    lineAlreadyUnavailable: 'This item is already marked unavailable',
    lineAlreadySubstituted: 'This item is already substituted',
    outOfStockNeedsStock:
      'Your role may not change stock: mark the item unavailable without “Out of stock”, or ask someone who manages stock',
    lineAdjustedNoSubstitute:
      'Some units of this item were already taken off the order: mark the rest unavailable instead of substituting',
    lineNoSubstitutes: 'The shopper chose “Don’t substitute” for this item: mark it unavailable instead',
    substituteSameVariant: 'Choose another product or pack than the one ordered',
    substituteNotFound: 'This product or pack is not on sale',
    substituteDearer: (price: number) =>
      `A substitute must not cost more than the item ordered (Rs ${price.toLocaleString('en-IN')} each)`,
    substituteShort: (title: string, left: number) =>
      `Only ${left} of "${title}" left in stock: not enough to substitute`,
    lineNotChanged: 'This item has not been changed: there is nothing to refund',
    lineRefundNone: 'This item has no refund: the substitute costs the same',
    lineRefundAlreadyDone: 'This item is already refunded',
    lineRefundFailed:
      'The payment service did not take the refund. The item’s refund stays marked failed; please try again later.',
    /** Checkout and the address book (docs/decisions/026). */
    addressNotFound: 'This address is not in your address book',
    addressDeleted: 'The address was deleted',
    addressBookFull: (max: number) => `Your address book is full (${max} addresses): delete one first`,
    alreadyReviewed: 'You have already reviewed this product',
    webhookSignature: 'Invalid webhook signature',
    webhooksOff: 'Payment webhooks are not configured',
    webhookNotRazorpay: 'The webhook body is not a Razorpay event',
    testPaymentOff: 'The test card payment is off: another payment provider is configured',
    outOfStockNamed: (title: string) => `This product is out of stock: "${title}"`,
    reviewTooLong: (max: number) => `A review can be at most ${max} characters`,
  },
} as const;
