import { z } from 'zod';
import type { MailMessage } from '#src/server/lib/mailer';
import { mailName, oneLine } from '#src/server/lib/mail-layout';
import { NOTIFY_MAIL_TEXT as T } from '#src/shared/texts/notify';
import type { MailOrder, MailOrderLine, ShopForMail } from './order-mail-data';
import { noticeMail, shopLink } from './order-mail-parts';

/**
 * The staff alerts by e-mail (issue 31 §1, docs/decisions/057): to every back-office user who opted in, a new order,
 * a shopper's cancellation and a pack running low (the last written by the low-stock trigger, migration 0039). The
 * row keeps what the mail says; the shop's name and address are read when it is sent, like the order mails'.
 */
export const STAFF_MAIL_KINDS = ['staff.order_placed', 'staff.order_cancelled', 'staff.stock_low'] as const;
export type StaffMailKind = (typeof STAFF_MAIL_KINDS)[number];
export const isStaffMailKind = (kind: string): kind is StaffMailKind =>
  (STAFF_MAIL_KINDS as readonly string[]).includes(kind);

const ZStaffOrderData = z.object({
  orderId: z.number().int(),
  name: z.string(),
  amount: z.number(),
  lines: z.array(z.object({ title: z.string(), variant: z.string(), quantity: z.number().int() })).default([]),
});
type StaffOrderData = z.infer<typeof ZStaffOrderData>;

const ZStockLowData = z.object({
  title: z.string(),
  variant: z.string(),
  stock: z.number().int(),
  threshold: z.number().int(),
});

/** What a staff order alert keeps: the order, who placed it and, for a new order, its lines. */
export function staffOrderData(order: MailOrder, lines: readonly MailOrderLine[] = []): StaffOrderData {
  return {
    orderId: order.id,
    name: order.name,
    amount: order.amount,
    lines: lines.map((line) => ({
      title: line.productTitle,
      variant: line.variantLabel || [line.size, line.ram, line.weight].filter(Boolean).join(', '),
      quantity: line.quantity,
    })),
  };
}

const adminOrderUrl = (shop: ShopForMail, id: number) => shopLink(shop, `/admin/orders/${id}`);

const itemName = (title: string, variant: string) =>
  variant ? `${oneLine(title)} (${oneLine(variant)})` : oneLine(title);

function partsOf(
  kind: StaffMailKind,
  raw: unknown,
  shop: ShopForMail,
): { subject: string; lines: string[]; link?: string } {
  if (kind === 'staff.stock_low') {
    const data = ZStockLowData.parse(raw);
    const item = itemName(data.title, data.variant);
    return {
      subject: T.stockLow.subject(shop.name, item),
      lines: [T.stockLow.intro(item, data.stock, data.threshold)],
    };
  }
  const data = ZStaffOrderData.parse(raw);
  const name = mailName(data.name) || '—';
  const link = adminOrderUrl(shop, data.orderId);
  if (kind === 'staff.order_cancelled') {
    return {
      subject: T.orderCancelled.subject(shop.name, data.orderId),
      lines: [T.orderCancelled.intro(name, data.orderId)],
      ...(link ? { link } : {}),
    };
  }
  return {
    subject: T.orderPlaced.subject(shop.name, data.orderId, data.amount),
    lines: [
      T.orderPlaced.intro(name, data.orderId),
      ...data.lines.map((line) => T.line(itemName(line.title, line.variant), line.quantity)),
      T.total(data.amount),
    ],
    ...(link ? { link } : {}),
  };
}

/** The message of a staff alert for `to`. Throws when `raw` is not the kind's data (the dispatcher gives it up). */
export function renderStaffMail(kind: StaffMailKind, to: string, raw: unknown, shop: ShopForMail): MailMessage {
  return noticeMail(to, shop, { ...partsOf(kind, raw, shop), open: T.open, smallPrint: T.why });
}
