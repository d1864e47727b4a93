import { formatPrice } from '../format-price';

/**
 * The shop's alerts (issue 31 §1, docs/decisions/057): the staff e-mails (`NOTIFY_MAIL_TEXT`, rendered by the server
 * only), the refusals of the webhook endpoints (`NOTIFY_ERROR_TEXT`) and the back office's words (`ADMIN_NOTIFY_TEXT`,
 * admin code only). Not part of `TEXT`: the storefront never shows them.
 */
export const NOTIFY_MAIL_TEXT = {
  orderPlaced: {
    subject: (shop: string, orderId: number, amount: number) =>
      `${shop}: new order #${orderId} (${formatPrice(amount)})`,
    intro: (name: string, orderId: number) => `${name} placed order #${orderId}.`,
  },
  orderCancelled: {
    subject: (shop: string, orderId: number) => `${shop}: order #${orderId} cancelled by the shopper`,
    intro: (name: string, orderId: number) => `${name} cancelled order #${orderId}. Do not pack it.`,
  },
  stockLow: {
    subject: (shop: string, title: string) => `${shop}: low stock: ${title}`,
    intro: (item: string, stock: number, threshold: number) =>
      `${item} is down to ${stock} in stock (alert at ${threshold} or fewer).`,
  },
  line: (title: string, quantity: number) => `${quantity} × ${title}`,
  total: (amount: number) => `Total: ${formatPrice(amount)}`,
  payOnDelivery: 'Pay on delivery',
  open: 'Open it in the back office:',
  why: 'You get these e-mails because you turned on order alerts under My notifications in the back office.',
};

export const NOTIFY_ERROR_TEXT = {
  urlScheme: 'The webhook address must start with https:// or http://',
  urlPrivate:
    'The webhook address points at this server or a private network, which the shop does not call. Use a public address.',
  urlUnresolved: 'The webhook address’s host name could not be found.',
  tooMany: (max: number) => `At most ${max} webhooks; delete one first.`,
  webhookNotFound: 'Webhook not found',
  eventsRequired: 'Choose at least one event',
  tooManyStreams: 'Too many open back-office tabs; close a few and reload.',
  liveAccept: 'This is an event stream: ask for it with Accept: text/event-stream.',
  liveClosing: 'The server is restarting; the live count comes back in a moment.',
};

export const ADMIN_NOTIFY_TEXT = {
  navNotifications: 'My notifications',
  navWebhooks: 'Webhooks',
  notifications: {
    title: 'My notifications',
    intro: 'Get an e-mail when a shopper places an order or cancels one, and when a pack runs low.',
    toggle: 'E-mail me about new orders, cancellations and low stock',
    saved: (on: boolean) => (on ? 'Order alerts by e-mail are on' : 'Order alerts by e-mail are off'),
    sound: 'Play a sound on new orders in this browser',
    soundHint: 'Kept in this browser only.',
  },
  live: {
    newOrders: (count: number) => (count === 1 ? '1 new order' : `${count} new orders`),
    soundOn: 'Sound on',
    soundOff: 'Sound off',
  },
  webhooks: {
    title: 'Webhooks',
    intro:
      'The shop calls these addresses when something happens: a JSON POST signed with the webhook’s secret (header X-Kirana-Signature: t=<time>,v1=<HMAC-SHA256 of "<time>.<body>">). A failed call is retried with growing pauses for about four hours.',
    url: 'Address (URL)',
    events: 'Events',
    add: 'Add webhook',
    added: 'Webhook added. Copy its secret now.',
    deleted: 'Webhook deleted',
    delete: 'Delete',
    confirmDelete: (url: string) => `Delete the webhook ${url}?`,
    secret: 'Secret',
    reveal: 'Show secret',
    hide: 'Hide secret',
    none: 'No webhooks yet.',
    log: 'Delivery log',
    noDeliveries: 'No calls yet.',
    attemptedAt: 'Time',
    event: 'Event',
    status: 'Status',
    error: 'Error',
    ok: 'OK',
    noAnswer: 'No answer',
    eventNames: {
      'order.placed': 'Order placed',
      'order.status_changed': 'Order status changed',
      'stock.low': 'Stock low',
    } as Record<string, string>,
  },
};
