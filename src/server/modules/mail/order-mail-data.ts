import { z } from 'zod';
import type { OrderStatus } from '#src/shared/constants';
import { postalAddressOf, type PostalAddress } from '#src/shared/order-address';

/**
 * What an order e-mail says, as the outbox row keeps it (docs/decisions/025): its kinds, the data's shape (checked
 * again when sent: a row may be older than the code), and how an order's row becomes that data.
 */

export const ORDER_MAIL_KINDS = [
  'order.placed',
  'order.confirmed',
  'order.out_for_delivery',
  'order.delivered',
  'order.cancelled',
  'order.line_changed',
  'order.adjusted',
] as const;
export type OrderMailKind = (typeof ORDER_MAIL_KINDS)[number];

/** The statuses that e-mail the shopper; `packed` is the shop's own step and sends nothing. */
export const STATUS_MAIL: Partial<Record<OrderStatus, OrderMailKind>> = {
  confirmed: 'order.confirmed',
  out_for_delivery: 'order.out_for_delivery',
  delivered: 'order.delivered',
  cancelled: 'order.cancelled',
};

const ZLine = z.object({
  title: z.string(),
  variant: z.string(),
  quantity: z.number().int(),
  price: z.number(),
  subTotal: z.number(),
});

/** A line as the placed mail lists it. */
export type OrderMailLine = z.infer<typeof ZLine>;

/** The line-changed mail's change (docs/decisions/032): the line as bought, what happened, the refund. */
const ZLineChange = z.object({
  kind: z.enum(['unavailable', 'substituted']),
  title: z.string(),
  variant: z.string(),
  quantity: z.number().int(),
  /** The substitute, for `substituted`. */
  substitute: z.object({ title: z.string(), variant: z.string(), price: z.number() }).nullable(),
  /** Whole rupees; 0 when a substitute costs the same. */
  refundAmount: z.number(),
});
export type LineChangeMail = z.infer<typeof ZLineChange>;

/** The adjusted mail's adjustment (docs/decisions/055): what changed and the money back. */
const ZAdjustment = z.object({
  kind: z.enum(['reduced', 'goodwill', 'returned']),
  /** The lines and units taken off or returned; none for goodwill. */
  items: z.array(z.object({ title: z.string(), variant: z.string(), quantity: z.number().int() })),
  /** Whole rupees back (or off the amount to collect). */
  amount: z.number(),
  /** A pay-on-delivery order still due: nothing is refunded, the shopper pays `amount` less at the door. */
  offCollect: z.boolean(),
});
export type AdjustmentMail = z.infer<typeof ZAdjustment>;

/** What an order mail shows, as it was at the change. Checked again when sent (a row may be older than the code). */
export const ZOrderMailData = z.object({
  orderId: z.number().int(),
  name: z.string(),
  address: z.string(),
  pincode: z.string(),
  /** The fields typed at checkout (docs/decisions/026); absent from rows queued before they were kept. */
  addressLine1: z.string().default(''),
  addressLine2: z.string().default(''),
  city: z.string().default(''),
  state: z.string().default(''),
  country: z.string().default(''),
  phoneNumber: z.string(),
  /** Whole rupees. */
  amount: z.number(),
  /** The placed mail's lines. */
  lines: z.array(ZLine).optional(),
  /** The cancelled mail's refund, whole rupees. */
  refundAmount: z.number().optional(),
  /** The line-changed mail's change. */
  change: ZLineChange.optional(),
  /** The adjusted mail's adjustment. */
  adjustment: ZAdjustment.optional(),
  /** Whole rupees (docs/decisions/031); absent from rows queued before delivery fees. */
  deliveryFee: z.number().optional(),
  /** Whole rupees taken off by coupons and offers (issue 29 §2); absent from rows queued before them. */
  discount: z.number().optional(),
  /** The booked delivery slot; null or absent without one. */
  slot: z.object({ date: z.string(), startTime: z.string(), endTime: z.string() }).nullish(),
  /** Pay on delivery (docs/decisions/047): whole rupees to collect at the door; absent for card orders. */
  collect: z.number().optional(),
});
export type OrderMailData = z.infer<typeof ZOrderMailData>;

/**
 * The shop a mail speaks for: its name, its address for the order link (`mailLinkBase`; none for a real shop without PUBLIC_URL), and the contact
 * lines under every mail (the store settings' legal name, address, phone and e-mail; decision 052).
 */
export type ShopForMail = { name: string; url?: string | undefined; contact?: string[] };

/** The order fields a mail reads: an orders row has them. */
export type MailOrder = PostalAddress & {
  id: number;
  /** Whose order: its mail goes to this account's e-mail, never to an address the request typed. */
  userId: number;
  name: string;
  address: string;
  phoneNumber: string;
  amount: number;
  /** Delivery at checkout (docs/decisions/031): the fee and the booked slot's day and local times. */
  deliveryFee: number;
  /** Coupons and offers (issue 29 §2): whole rupees off the items. */
  discount?: number;
  slotRef: string | null;
  slotStartTime: string | null;
  slotEndTime: string | null;
  /** A pay-on-delivery order's amount to collect after the event (docs/decisions/047); absent otherwise. */
  collect?: number;
};

/** An order line as the placed mail lists it: its title and variant (decision 020; older lines name size/RAM/weight). */
export type MailOrderLine = {
  productTitle: string;
  variantLabel: string;
  size: string;
  ram: string;
  weight: string;
  quantity: number;
  price: number;
  subTotal: number;
};

export function orderMailData(order: MailOrder, lines?: readonly MailOrderLine[]): OrderMailData {
  return {
    orderId: order.id,
    name: order.name,
    address: order.address,
    ...postalAddressOf(order),
    phoneNumber: order.phoneNumber,
    amount: order.amount,
    deliveryFee: order.deliveryFee,
    ...(order.discount ? { discount: order.discount } : {}),
    ...(order.collect === undefined ? {} : { collect: order.collect }),
    slot:
      order.slotRef === null
        ? null
        : {
            date: order.slotRef.slice(order.slotRef.indexOf('@') + 1),
            startTime: order.slotStartTime ?? '',
            endTime: order.slotEndTime ?? '',
          },
    ...(lines
      ? {
          lines: lines.map((line) => ({
            title: line.productTitle,
            variant: line.variantLabel || [line.size, line.ram, line.weight].filter(Boolean).join(', '),
            quantity: line.quantity,
            price: line.price,
            subTotal: line.subTotal,
          })),
        }
      : {}),
  };
}
