/** Shopping as fast as on the quick-commerce apps (issue 32, decision 061): the stepper and its limits. */
export const QUICK_SHOP_TEXT = {
  quickShop: {
    /** The stepper's buttons and count, named after the product so a screen reader knows which. */
    decreaseLabel: (name: string) => `Remove one ${name}`,
    increaseLabel: (name: string) => `Add one more ${name}`,
    inCartLabel: (name: string) => `${name} in cart`,
    /** The per-order maximum the grocer set (decision 061): the stepper's message and the server's 400. */
    maxPerOrder: (max: number) => `You can buy at most ${max} of this item per order`,
    maxPerOrderNamed: (title: string, max: number) =>
      `You can buy at most ${max} of "${title}" per order; please change the quantity`,
    /** The order page's timeline: a step not reached yet. */
    stepToCome: 'Still to come',
    /** The new order's "what happens next" (issue 32 §2). */
    next: {
      title: 'What happens next',
      confirm: 'We check your order and confirm it, usually within minutes.',
      slot: (slot: string) => `We deliver it ${slot}.`,
      noSlot: 'We deliver it as soon as it is packed.',
      mails: 'We e-mail you when it is confirmed, when it is on its way and when it is delivered.',
      payAtDoor: 'Pay at the door, in cash or by UPI.',
      cancel: 'Changed your mind? You can cancel it here until it is confirmed.',
    },
    /** The back office's product form, per pack. */
    maxPerOrderField: 'Most per order',
    maxPerOrderHint: 'Empty: no limit but the stock',
    maxPerOrderInvalid: (limit: number) => `Enter a whole number from 1 to ${limit}, or leave it empty`,
  },
} as const;
