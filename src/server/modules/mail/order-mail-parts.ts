import { COUPON_TEXT } from '#src/shared/texts/coupons';
import { CURRENCY_LABEL } from '#src/shared/constants';
import { ORDER_MAIL_TEXT as T } from '#src/shared/texts/order-mail';
import { escapeHtml } from '#src/server/lib/escape-html';
import type { MailMessage } from '#src/server/lib/mailer';
import {
  MAIL_ADDRESS_LINE_MAX,
  mailLayout,
  mailName,
  mailParagraph,
  mailText,
  oneLine,
} from '#src/server/lib/mail-layout';
import { slotLabel } from '#src/shared/delivery-slot';
import { addressLines as orderAddressLines } from '#src/shared/order-address';
import type { OrderMailData, OrderMailLine, ShopForMail } from './order-mail-data';

/** The blocks the order mails share (money, the address, paragraphs), and the placed mail with its table of lines. */

export const money = (rupees: number) => `${CURRENCY_LABEL} ${rupees.toLocaleString('en-IN')}`;

/** Shopper-typed address text as the mail shows it: one line, at most MAIL_ADDRESS_LINE_MAX characters. */
const addressText = (value: string) => mailText(value, MAIL_ADDRESS_LINE_MAX);

/** Who and where: the name, the full address as typed (the shared `addressLines`), the phone; each line capped. */
export const addressLines = (data: OrderMailData) =>
  [
    mailName(data.name),
    ...orderAddressLines(data).map(addressText),
    T.placed.phone(addressText(data.phoneNumber)),
  ].filter(Boolean);

/** A link to one of the shop's pages from a mail: the shop's address (none for a real shop without one) and `path`. */
export const shopLink = (shop: ShopForMail, path: string) =>
  shop.url ? `${shop.url.replace(/\/+$/, '')}${path}` : undefined;

/** A paragraph in the mails' one style (a plain function, so `lines.map(p)` passes no style). */
export const p = (text: string) => mailParagraph(text);

/**
 * A short notice in both forms: its lines, then "`open` <link>" when there is a link, then a small print line (why
 * the reader gets it). The staff alerts and the shopper's back-in-stock mail.
 */
export function noticeMail(
  to: string,
  shop: ShopForMail,
  notice: { subject: string; lines: string[]; link?: string | undefined; open: string; smallPrint: string },
): MailMessage {
  const { subject, lines, link, open, smallPrint } = notice;
  const text = [...lines, ...(link ? [`${open}\n${link}`] : []), smallPrint].join('\n\n');
  const html = mailLayout({
    shopName: shop.name,
    title: subject,
    blocks: [
      ...lines.map(p),
      link
        ? `<p style="margin:16px 0 12px">${escapeHtml(open)} <a href="${escapeHtml(link)}" style="color:#15803d">${escapeHtml(link)}</a></p>`
        : '',
      `<p style="font-size:12px;color:#6b7280">${escapeHtml(smallPrint)}</p>`,
    ],
  });
  return { to, subject, text, html };
}

/** One mail in two forms: text paragraphs (blank lines between) and HTML blocks. */
export type Parts = { subject: string; text: string[]; html: string[] };

export const addressHtml = (lines: string[]) =>
  `<p style="margin:0 0 16px;padding:12px;background:#f9fafb;border-radius:8px">${lines.map(escapeHtml).join('<br>')}</p>`;
const cell = (text: string, align: 'left' | 'right' = 'left', extra = '') =>
  `<td style="padding:6px 4px;border-bottom:1px solid #e5e7eb;text-align:${align}${extra}">${text}</td>`;
export function placedParts(data: OrderMailData, shop: ShopForMail): Parts {
  const lines = data.lines ?? [];
  const subtotal = lines.reduce((sum, line) => sum + line.subTotal, 0);
  const discount = data.discount ?? 0;
  const delivery = data.deliveryFee ?? Math.max(0, data.amount - subtotal + discount);
  const discountText = `− ${money(discount)}`;
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
      ...(discount > 0 ? [`${COUPON_TEXT.discounts}: ${discountText}`] : []),
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
        ${discount > 0 ? total(COUPON_TEXT.discounts, discountText) : ''}
        ${total(T.placed.delivery, deliveryText)}
        ${total(T.placed.total, money(data.amount), true)}
      </table>`,
    ...(data.slot ? [p(T.slot(slotLabel(data.slot)))] : []),
    `<p style="margin:0 0 4px;font-weight:bold">${escapeHtml(T.placed.address)}</p>`,
    addressHtml(address),
  ];
  return { subject: T.placed.subject(shop.name, data.orderId), text, html };
}
