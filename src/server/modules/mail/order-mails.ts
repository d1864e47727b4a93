import { CURRENCY_LABEL } from '#src/shared/constants';
import { ORDER_MAIL_TEXT as T } from '#src/shared/texts/order-mail';
import type { MailMessage } from '#src/server/lib/mailer';
import { escapeHtml } from '#src/server/lib/escape-html';
import {
  MAIL_ADDRESS_LINE_MAX,
  mailLayout,
  mailParagraph,
  mailName,
  mailText,
  oneLine,
} from '#src/server/lib/mail-layout';
import { slotLabel } from '#src/shared/delivery-slot';
import { addressLines as orderAddressLines } from '#src/shared/order-address';
import {
  ZOrderMailData,
  type OrderMailData,
  type OrderMailKind,
  type ShopForMail,
  type OrderMailLine,
} from './order-mail-data';

/**
 * The order e-mails (issue 15, docs/decisions/025): plain text and HTML from the data the outbox row keeps. Names
 * and addresses are what the shopper typed: the HTML escapes every value, and the text keeps each on one line.
 */

const money = (rupees: number) => `${CURRENCY_LABEL} ${rupees.toLocaleString('en-IN')}`;

const greeting = (name: string) => {
  const shown = mailName(name);
  return shown ? T.helloName(shown) : T.hello;
};

const orderUrl = (shop: ShopForMail, id: number) =>
  shop.url ? `${shop.url.replace(/\/+$/, '')}/orders/${id}` : undefined;

/** Shopper-typed address text as the mail shows it: one line, at most MAIL_ADDRESS_LINE_MAX characters. */
const addressText = (value: string) => mailText(value, MAIL_ADDRESS_LINE_MAX);

/** Who and where: the name, the full address as typed (the shared `addressLines`), the phone; each line capped. */
const addressLines = (data: OrderMailData) =>
  [
    mailName(data.name),
    ...orderAddressLines(data).map(addressText),
    T.placed.phone(addressText(data.phoneNumber)),
  ].filter(Boolean);

/** A paragraph in the mails' one style (a plain function, so `lines.map(p)` passes no style). */
const p = (text: string) => mailParagraph(text);

/** One mail in two forms: text paragraphs (blank lines between) and HTML blocks. */
type Parts = { subject: string; text: string[]; html: string[] };

const addressHtml = (lines: string[]) =>
  `<p style="margin:0 0 16px;padding:12px;background:#f9fafb;border-radius:8px">${lines.map(escapeHtml).join('<br>')}</p>`;
const cell = (text: string, align: 'left' | 'right' = 'left', extra = '') =>
  `<td style="padding:6px 4px;border-bottom:1px solid #e5e7eb;text-align:${align}${extra}">${text}</td>`;

function placedParts(data: OrderMailData, shop: ShopForMail): Parts {
  const lines = data.lines ?? [];
  const subtotal = lines.reduce((sum, line) => sum + line.subTotal, 0);
  const delivery = data.deliveryFee ?? Math.max(0, data.amount - subtotal);
  const deliveryText = delivery === 0 ? T.placed.deliveryFree : money(delivery);
  const itemName = (line: OrderMailLine) =>
    line.variant ? `${oneLine(line.title)} (${oneLine(line.variant)})` : oneLine(line.title);
  const address = addressLines(data);
  const text = [
    T.placed.intro(data.orderId),
    [
      `${T.placed.lines}:`,
      ...lines.map(
        (line) =>
          `- ${itemName(line)} × ${line.quantity}: ${money(line.price)} ${T.placed.each}, ${money(line.subTotal)}`,
      ),
    ].join('\n'),
    [
      `${T.placed.subtotal}: ${money(subtotal)}`,
      `${T.placed.delivery}: ${deliveryText}`,
      `${T.placed.total}: ${money(data.amount)}`,
    ].join('\n'),
    ...(data.slot ? [T.slot(slotLabel(data.slot))] : []),
    [`${T.placed.address}:`, ...address].join('\n'),
  ];
  const head = [T.placed.item, T.placed.quantity, T.placed.price, T.placed.amount];
  const rows = lines.map((line) =>
    [
      cell(
        `${escapeHtml(oneLine(line.title))}${line.variant ? `<br><span style="color:#6b7280;font-size:13px">${escapeHtml(oneLine(line.variant))}</span>` : ''}`,
      ),
      cell(String(line.quantity), 'right'),
      cell(escapeHtml(money(line.price)), 'right'),
      cell(escapeHtml(money(line.subTotal)), 'right'),
    ].join(''),
  );
  const total = (label: string, value: string, bold = false) =>
    `<tr><td colspan="3" style="padding:4px;text-align:right${bold ? ';font-weight:bold' : ''}">${escapeHtml(label)}</td><td style="padding:4px;text-align:right${bold ? ';font-weight:bold' : ''}">${escapeHtml(value)}</td></tr>`;
  const html = [
    p(T.placed.intro(data.orderId)),
    `<table width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:0 0 16px;font-size:14px">
        <caption style="text-align:left;font-weight:bold;padding:0 0 6px">${escapeHtml(T.placed.lines)}</caption>
        <tr>${head.map((label, i) => `<th scope="col" style="padding:6px 4px;border-bottom:2px solid #d1d5db;text-align:${i === 0 ? 'left' : 'right'}">${escapeHtml(label)}</th>`).join('')}</tr>
        ${rows.map((row) => `<tr>${row}</tr>`).join('\n        ')}
        ${total(T.placed.subtotal, money(subtotal))}
        ${total(T.placed.delivery, deliveryText)}
        ${total(T.placed.total, money(data.amount), true)}
      </table>`,
    ...(data.slot ? [p(T.slot(slotLabel(data.slot)))] : []),
    `<p style="margin:0 0 4px;font-weight:bold">${escapeHtml(T.placed.address)}</p>`,
    addressHtml(address),
  ];
  return { subject: T.placed.subject(shop.name, data.orderId), text, html };
}

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
  }
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
  const refund = change.refundAmount > 0 ? T.lineChanged.refund(money(change.refundAmount)) : T.lineChanged.samePrice;
  const lines = [what, refund];
  return { subject: T.lineChanged.subject(shop.name, id), text: lines, html: lines.map(p) };
}

/** The message of an order mail for `to`, in the shop's name. Throws when `data` is not an order mail's. */
export function renderOrderMail(kind: OrderMailKind, to: string, raw: unknown, shop: ShopForMail): MailMessage {
  const data = ZOrderMailData.parse(raw);
  const parts = kind === 'order.placed' ? placedParts(data, shop) : statusParts(kind, data, shop);
  const link = orderUrl(shop, data.orderId);
  const hello = greeting(data.name);
  const text = [hello, ...parts.text, ...(link ? [`${T.viewOrder}\n${link}`] : []), T.signature(shop.name)].join(
    '\n\n',
  );
  const html = mailLayout({
    shopName: shop.name,
    title: parts.subject,
    subtitle: T.orderLabel(data.orderId),
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
