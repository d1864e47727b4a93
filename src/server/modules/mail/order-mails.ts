import { ORDER_MAIL_TEXT as T } from '#src/shared/texts/order-mail';
import { PAY_ON_DELIVERY_TEXT } from '#src/shared/texts/pay-on-delivery';
import type { MailMessage } from '#src/server/lib/mailer';
import { escapeHtml } from '#src/server/lib/escape-html';
import { mailLayout, mailName, oneLine } from '#src/server/lib/mail-layout';
import { slotLabel } from '#src/shared/delivery-slot';
import { ZOrderMailData, type OrderMailData, type OrderMailKind, type ShopForMail } from './order-mail-data';
import { addressHtml, addressLines, money, p, placedParts, shopLink, type Parts } from './order-mail-parts';

/**
 * The order e-mails (issue 15, docs/decisions/025): plain text and HTML from the data the outbox row keeps. Names
 * and addresses are what the shopper typed: the HTML escapes every value, and the text keeps each on one line.
 */

const greeting = (name: string) => {
  const shown = mailName(name);
  return shown ? T.helloName(shown) : T.hello;
};

const orderUrl = (shop: ShopForMail, id: number) => shopLink(shop, `/orders/${id}`);

/** The delivery slot and a fee above 0 (docs/decisions/031), as status mails list them; none for older rows. */
function deliveryParagraphs(data: OrderMailData, kind: OrderMailKind): string[] {
  const slot = data.slot ? slotLabel(data.slot) : null;
  const fee = data.deliveryFee ? T.deliveryFee(money(data.deliveryFee)) : null;
  const when = slot === null ? null : kind === 'order.cancelled' ? T.slotReleased(slot) : T.slot(slot);
  return [when, fee].filter((line) => line !== null);
}

function statusParts(kind: Exclude<OrderMailKind, 'order.placed'>, data: OrderMailData, shop: ShopForMail): Parts {
  const id = data.orderId;
  const delivery = deliveryParagraphs(data, kind);
  switch (kind) {
    case 'order.confirmed': {
      const lines = [T.confirmed.body(id), ...delivery, T.total(money(data.amount))];
      return { subject: T.confirmed.subject(shop.name, id), text: lines, html: lines.map(p) };
    }
    case 'order.out_for_delivery': {
      const address = addressLines(data);
      return {
        subject: T.outForDelivery.subject(shop.name, id),
        text: [T.outForDelivery.body(id), ...delivery, [T.outForDelivery.address, ...address].join('\n')],
        html: [p(T.outForDelivery.body(id)), ...delivery.map(p), p(T.outForDelivery.address), addressHtml(address)],
      };
    }
    case 'order.delivered': {
      const lines = [T.delivered.body(id), ...delivery];
      return { subject: T.delivered.subject(shop.name, id), text: lines, html: lines.map(p) };
    }
    case 'order.cancelled': {
      const refund = data.refundAmount ?? data.amount;
      // Nothing left to refund when changed lines gave everything back already (docs/decisions/032).
      const lines = [T.cancelled.body(id), ...delivery, ...(refund > 0 ? [T.cancelled.refund(money(refund))] : [])];
      return { subject: T.cancelled.subject(shop.name, id), text: lines, html: lines.map(p) };
    }
    case 'order.line_changed':
      return lineChangedParts(data, shop);
    case 'order.adjusted':
      return adjustedParts(data, shop);
  }
}

/** "Your order has been adjusted" (docs/decisions/055): what changed, and the money back or off the door's amount. */
function adjustedParts(data: OrderMailData, shop: ShopForMail): Parts {
  const adjustment = data.adjustment;
  if (!adjustment) throw new Error('order.adjusted mail without its adjustment');
  const A = T.adjusted;
  const amount = money(adjustment.amount);
  const items = adjustment.items
    .map(({ title, variant, quantity }) =>
      T.lineChanged.item(variant ? `${oneLine(title)} (${oneLine(variant)})` : oneLine(title), quantity),
    )
    .join(', ');
  const what =
    adjustment.kind === 'goodwill'
      ? A.goodwill(amount)
      : adjustment.kind === 'reduced'
        ? A.reduced(items)
        : A.returned(items);
  const lines = [
    what,
    ...(adjustment.amount > 0 ? [adjustment.offCollect ? A.offCollect(amount) : A.refund(amount)] : []),
  ];
  return { subject: A.subject(shop.name, data.orderId), text: lines, html: lines.map(p) };
}

/** "An item in your order changed" (docs/decisions/032): the line, what replaces it (if anything), the refund. */
function lineChangedParts(data: OrderMailData, shop: ShopForMail): Parts {
  const id = data.orderId;
  const change = data.change;
  // A row without its change cannot say anything true: rendering fails, and the dispatcher gives it up.
  if (!change) throw new Error('order.line_changed mail without its change');
  const item = (title: string, variant: string) =>
    variant ? `${oneLine(title)} (${oneLine(variant)})` : oneLine(title);
  const bought = T.lineChanged.item(item(change.title, change.variant), change.quantity);
  const what =
    change.kind === 'unavailable' || !change.substitute
      ? T.lineChanged.unavailable(bought)
      : T.lineChanged.substituted(
          bought,
          item(change.substitute.title, change.substitute.variant),
          money(change.substitute.price),
        );
  // A pay-on-delivery order still due refunds nothing: what the shopper pays at the door is less (decision 047).
  const refund =
    data.collect !== undefined
      ? PAY_ON_DELIVERY_TEXT.collect(data.collect)
      : change.refundAmount > 0
        ? T.lineChanged.refund(money(change.refundAmount))
        : T.lineChanged.samePrice;
  const lines = [what, refund];
  return { subject: T.lineChanged.subject(shop.name, id), text: lines, html: lines.map(p) };
}

/** A pay-on-delivery order's placed mail says what to pay at the door (docs/decisions/047). */
function withCollect(parts: Parts, data: OrderMailData): Parts {
  if (data.collect === undefined) return parts;
  const collect = [PAY_ON_DELIVERY_TEXT.collect(data.collect), PAY_ON_DELIVERY_TEXT.payOnDeliveryHint];
  return { ...parts, text: [...parts.text, ...collect], html: [...parts.html, ...collect.map(p)] };
}

/** The message of an order mail for `to`, in the shop's name. Throws when `data` is not an order mail's. */
export function renderOrderMail(kind: OrderMailKind, to: string, raw: unknown, shop: ShopForMail): MailMessage {
  const data = ZOrderMailData.parse(raw);
  const parts = kind === 'order.placed' ? withCollect(placedParts(data, shop), data) : statusParts(kind, data, shop);
  const link = orderUrl(shop, data.orderId);
  const hello = greeting(data.name);
  const contact = shop.contact?.length ? [shop.contact.join('\n')] : [];
  const text = [
    hello,
    ...parts.text,
    ...(link ? [`${T.viewOrder}\n${link}`] : []),
    T.signature(shop.name),
    ...contact,
  ].join('\n\n');
  const html = mailLayout({
    shopName: shop.name,
    title: parts.subject,
    subtitle: T.orderLabel(data.orderId),
    contact: shop.contact,
    blocks: [
      p(hello),
      ...parts.html,
      link
        ? `<p style="margin:16px 0 12px">${escapeHtml(T.viewOrder)} <a href="${escapeHtml(link)}" style="color:#15803d">${escapeHtml(link)}</a></p>`
        : '',
      p(T.signature(shop.name)),
    ],
  });
  return { to, subject: parts.subject, text, html };
}
