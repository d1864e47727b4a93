import { translatable } from './language';

/**
 * The order e-mails' words (issue 15, docs/decisions/025). Only the server renders them, so they are not part of
 * `TEXT`, which every storefront page loads. The shop's name is SHOP_NAME; every value a shopper typed (name,
 * address) is escaped in the HTML by the mail module.
 */
export const ORDER_MAIL_TEXT_EN = {
  helloName: (name: string) => `Hello ${name},`,
  hello: 'Hello,',
  signature: (shop: string) => `— ${shop}`,
  orderLabel: (id: number) => `Order #${id}`,
  viewOrder: 'See your order and its progress:',
  placed: {
    subject: (shop: string, id: number) => `Your ${shop} order #${id} is placed`,
    intro: (id: number) => `Thank you for your order #${id}. We will e-mail you again when we confirm it.`,
    lines: 'What you ordered',
    item: 'Item',
    quantity: 'Qty',
    price: 'Price',
    amount: 'Amount',
    each: 'each',
    subtotal: 'Subtotal',
    delivery: 'Delivery',
    deliveryFree: 'Free',
    total: 'Total',
    address: 'Delivery address',
    phone: (phone: string) => `Phone: ${phone}`,
  },
  confirmed: {
    subject: (shop: string, id: number) => `Your ${shop} order #${id} is confirmed`,
    body: (id: number) => `Good news: we have confirmed your order #${id} and are getting it ready.`,
  },
  outForDelivery: {
    subject: (shop: string, id: number) => `Your ${shop} order #${id} is out for delivery`,
    body: (id: number) => `Your order #${id} is on its way to you. Please keep your phone nearby.`,
    address: 'It goes to:',
  },
  delivered: {
    subject: (shop: string, id: number) => `Your ${shop} order #${id} is delivered`,
    body: (id: number) => `Your order #${id} has been delivered. Enjoy, and thank you for shopping with us!`,
  },
  cancelled: {
    subject: (shop: string, id: number) => `Your ${shop} order #${id} is cancelled`,
    body: (id: number) => `Your order #${id} has been cancelled.`,
    refund: (amount: string) =>
      `We are refunding ${amount} to the way you paid; your bank may take a few working days to show it.`,
  },
  /** A line staff changed while picking the order (docs/decisions/032). */
  lineChanged: {
    subject: (shop: string, id: number) => `An item in your ${shop} order #${id} has changed`,
    item: (item: string, quantity: number) => `${item} × ${quantity}`,
    unavailable: (item: string) => `We are sorry: ${item} is not available, so it will not be in your order.`,
    substituted: (item: string, substitute: string, price: string) =>
      `${item} was not available, so we are sending ${substitute} instead, at ${price} each.`,
    refund: (amount: string) =>
      `We are refunding ${amount} to the way you paid; your bank may take a few working days to show it.`,
    samePrice: 'The substitute costs the same, so your total does not change.',
  },
  /** Staff adjusted the order after it was placed (docs/decisions/055). */
  adjusted: {
    subject: (shop: string, id: number) => `Your ${shop} order #${id} has been adjusted`,
    reduced: (items: string) => `We could not find all of what you ordered, so we have taken off: ${items}.`,
    returned: (items: string) => `We have taken back your return: ${items}.`,
    goodwill: (amount: string) => `We are sorry things did not go as they should: we are giving you ${amount} back.`,
    refund: (amount: string) =>
      `We are refunding ${amount} to the way you paid; your bank may take a few working days to show it.`,
    offCollect: (amount: string) => `You have ${amount} less to pay at the door.`,
  },
  total: (amount: string) => `Order total: ${amount}`,
  /** Delivery at checkout (docs/decisions/031): the booked slot ("Thu 26 Nov, 10:00–12:00") and a fee above 0. */
  slot: (label: string) => `Delivery: ${label}`,
  deliveryFee: (amount: string) => `Delivery fee: ${amount}`,
  slotReleased: (label: string) => `Your delivery slot (${label}) is cancelled too.`,
} as const;

/** In the recipient's language (the mail channel renders each shopper's mail in their account's, issue 33). */
export const ORDER_MAIL_TEXT: typeof ORDER_MAIL_TEXT_EN = translatable('order-mail', ORDER_MAIL_TEXT_EN);
