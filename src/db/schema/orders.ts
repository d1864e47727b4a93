import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { OrderLineChangeKind, RefundStatus } from '#src/shared/constants';
import { users } from './accounts';
import { createdAt } from './types';

export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    paymentId: text('payment_id').notNull(),
    providerOrderId: text('provider_order_id').notNull(),
    name: text('name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    /** The spec's `address`: both street lines joined. */
    address: text('address').notNull(),
    pincode: text('pincode').notNull(),
    /** The checkout form's fields as typed (docs/decisions/026); '' on orders placed before them or by the spec's client. */
    addressLine1: text('address_line1').notNull().default(''),
    addressLine2: text('address_line2').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    country: text('country').notNull().default(''),
    /** Whole rupees: everything paid, items and delivery fee. */
    amount: integer('amount').notNull(),
    /** Whole rupees: the lines' total (docs/decisions/031); older orders: their amount. */
    itemsTotal: integer('items_total').notNull(),
    /** Whole rupees; 0 when delivery was free (and on older orders). */
    deliveryFee: integer('delivery_fee').notNull().default(0),
    /** The delivery zone that quoted; null on older orders. */
    zoneName: text('zone_name'),
    /**
     * The booked delivery slot (`<template id>@<YYYY-MM-DD>`), its instants and its local times as booked (shop
     * time zone): a snapshot, like the lines. All null without a slot.
     */
    slotRef: text('slot_ref'),
    slotStart: timestamp('slot_start', { withTimezone: true, mode: 'date' }),
    slotEnd: timestamp('slot_end', { withTimezone: true, mode: 'date' }),
    slotStartTime: text('slot_start_time'),
    slotEndTime: text('slot_end_time'),
    email: text('email').notNull(),
    status: text('status').notNull().default('pending'),
    /** `test`: paid through the demo mode's test provider (or Razorpay test keys), nothing to deliver (decision 012). */
    paymentMode: text('payment_mode', { enum: ['test', 'live'] }).notNull(),
    createdAt: createdAt(),
    /** Cancelling refunds the order (docs/decisions/024): none → pending → refunded | failed (retried → pending). */
    refundStatus: text('refund_status').$type<RefundStatus>().notNull().default('none'),
    /** Whole rupees given back; null while nothing is refunded. */
    refundAmount: integer('refund_amount'),
    /** The provider's refund id, once it refunded. */
    refundId: text('refund_id'),
    refundedAt: timestamp('refunded_at', { withTimezone: true, mode: 'date' }),
    /** When the last refund attempt started: a `pending` older than a minute is stuck and may be retried. */
    refundAttemptedAt: timestamp('refund_attempted_at', { withTimezone: true, mode: 'date' }),
    /** Why the last attempt failed, for the back office and the logs; never shown to the shopper. */
    refundError: text('refund_error'),
    /**
     * How the shopper pays (issue 29 §1): `online` (card, the spec's payload) or `on_delivery` (cash or UPI at the
     * door). A pay-on-delivery order is `due` until staff record what was collected; every online order is `paid`.
     */
    paymentMethod: text('payment_method', { enum: ['online', 'on_delivery'] })
      .notNull()
      .default('online'),
    paymentStatus: text('payment_status', { enum: ['paid', 'due'] })
      .notNull()
      .default('paid'),
    /** Whole rupees taken off the items by coupons and offers (the sum of the order's `order_discounts`). */
    discount: integer('discount').notNull().default(0),
    /** What staff recorded at the door for a pay-on-delivery order: whole rupees, how, the UPI reference, when, who. */
    collectedAmount: integer('collected_amount'),
    collectedMethod: text('collected_method', { enum: ['cash', 'upi'] }),
    collectedReference: text('collected_reference'),
    collectedAt: timestamp('collected_at', { withTimezone: true, mode: 'date' }),
    collectedBy: integer('collected_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * GST (issue 30 §2): the place of supply (the delivery state's GST code, src/shared/indian-states.ts) and the
     * shop's state when the order was placed; '' on older orders and when unknown. Same state: CGST + SGST; else IGST.
     * The shop's state is the column's default, read by the database from the store settings (migration 0044): one
     * statement less in the placing transaction, which counts them.
     */
    placeOfSupply: text('place_of_supply').notNull().default(''),
    shopState: text('shop_state')
      .notNull()
      .default(sql`kirana_shop_state()`),
  },
  (t) => [
    uniqueIndex('orders_payment_key').on(t.paymentId),
    uniqueIndex('orders_provider_order_key').on(t.providerOrderId),
    index('orders_user_idx').on(t.userId, t.createdAt.desc()),
    // The back office's list (docs/decisions/023): newest first, all or by status; the search over name, e-mail
    // and phone (the expression must match admin-orders.repository.ts's `searchText`).
    index('orders_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('orders_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    // Refunds still open (docs/decisions/024): few rows, found without scanning the orders.
    index('orders_refund_open_idx')
      .on(t.refundStatus)
      .where(sql`${t.refundStatus} in ('pending', 'failed')`),
    // The back office by slot (docs/decisions/031): one slot's orders, a day's slots. Only orders with a slot.
    index('orders_slot_ref_idx')
      .on(t.slotRef)
      .where(sql`${t.slotRef} is not null`),
    index('orders_slot_start_idx')
      .on(t.slotStart)
      .where(sql`${t.slotStart} is not null`),
    check('orders_payment_method_check', sql`${t.paymentMethod} in ('online', 'on_delivery')`),
    check('orders_payment_status_check', sql`${t.paymentStatus} in ('paid', 'due')`),
    check('orders_discount_check', sql`${t.discount} >= 0`),
    // A shopper's open pay-on-delivery orders are counted against the zone's limit at checkout.
    index('orders_due_user_idx')
      .on(t.userId)
      .where(sql`${t.paymentStatus} = 'due'`),
    check('orders_refund_status_check', sql`${t.refundStatus} in ('none', 'pending', 'refunded', 'failed')`),
    index('orders_search_trgm_idx').using(
      'gin',
      sql`lower(${t.name} || ' ' || ${t.email} || ' ' || ${t.phoneNumber}) gin_trgm_ops`,
    ),
  ],
);

/** A snapshot of what was bought: later price or title changes do not touch it. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    /** The variant bought, as it was (no foreign key: the snapshot outlives the variant); null before decision 020. */
    variantId: integer('variant_id'),
    variantLabel: text('variant_label').notNull().default(''),
    productTitle: text('product_title').notNull(),
    image: text('image').notNull(),
    quantity: integer('quantity').notNull(),
    price: integer('price').notNull(),
    subTotal: integer('sub_total').notNull(),
    size: text('size').notNull().default(''),
    ram: text('ram').notNull().default(''),
    weight: text('weight').notNull().default(''),
    /** The cart line's substitution preference, as it was at checkout (docs/decisions/032). */
    substitute: boolean('substitute').notNull().default(true),
    /** The pack's MRP (its `oldPrice`) when bought, whole rupees; null when it had none (issue 29 §3). */
    mrp: integer('mrp'),
    /**
     * Whole rupees of the order's discounts carried by this line: the discounts spread over the lines in proportion
     * to their subtotals, largest remainder first, so the lines' shares add up to the order's `discount` exactly. A
     * refund of the line gives back `sub_total - discount` (issue 29 §2).
     */
    discount: integer('discount').notNull().default(0),
    /** The product's HSN code and GST rate (basis points) when bought: the invoice's snapshot (issue 30 §2). */
    hsnCode: text('hsn_code').notNull().default(''),
    gstRateBps: integer('gst_rate_bps').notNull().default(0),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId)],
);

/**
 * What staff changed on an order line while picking (docs/decisions/032): marked unavailable, or substituted with
 * another variant at the same or a lower price. At most one per line (the unique key), with the refund of the
 * difference — its own provider refund, with its own state and retry, like the order's (decision 024).
 */
export const orderLineChanges = pgTable(
  'order_line_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    lineId: integer('line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<OrderLineChangeKind>().notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Who made the change; null once the account is deleted. */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
    /** The substitute, as it was sold (a snapshot like the line's); null for `unavailable`. */
    substituteProductId: integer('substitute_product_id'),
    substituteVariantId: integer('substitute_variant_id'),
    substituteTitle: text('substitute_title'),
    substituteLabel: text('substitute_label'),
    substituteImage: text('substitute_image'),
    /** Whole rupees, the substitute's unit price. */
    substitutePrice: integer('substitute_price'),
    /** `none` when there is nothing to give back (a substitute at the same price), else as the order's refund. */
    refundStatus: text('refund_status').$type<RefundStatus>().notNull().default('none'),
    /** Whole rupees: the line's subtotal (unavailable) or the difference (substituted). */
    refundAmount: integer('refund_amount').notNull().default(0),
    refundId: text('refund_id'),
    refundedAt: timestamp('refunded_at', { withTimezone: true, mode: 'date' }),
    refundAttemptedAt: timestamp('refund_attempted_at', { withTimezone: true, mode: 'date' }),
    refundError: text('refund_error'),
  },
  (t) => [
    uniqueIndex('order_line_changes_line_key').on(t.lineId),
    index('order_line_changes_order_idx').on(t.orderId),
    index('order_line_changes_refund_open_idx')
      .on(t.refundStatus)
      .where(sql`${t.refundStatus} in ('pending', 'failed')`),
    check('order_line_changes_kind_check', sql`${t.kind} in ('unavailable', 'substituted')`),
    check(
      'order_line_changes_refund_status_check',
      sql`${t.refundStatus} in ('none', 'pending', 'refunded', 'failed')`,
    ),
  ],
);

/** Each status change of an order (docs/decisions/023): its timeline. Placing the order is its `created_at`. */
export const orderStatusEvents = pgTable(
  'order_status_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Who made the change; null for the system, or once the account is deleted. */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
  },
  (t) => [index('order_status_events_order_idx').on(t.orderId, t.id)],
);

/**
 * Changes to an order's money after it was placed (issue 31 §5, docs/decisions/055): a line's quantity reduced before
 * delivery ("2 of 3 found"), a goodwill refund of an amount, a return after delivery (a line and a quantity). Many per
 * order and per line. Each gives money back through the provider — its own refund, state and retry as a line
 * change's (decision 032), under its own idempotency key — or, for a pay-on-delivery order still due, lowers the
 * amount to collect (`refund_status` `none` with the amount). Whole rupees.
 */
export const orderAdjustments = pgTable(
  'order_adjustments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['reduced', 'goodwill', 'returned'] }).notNull(),
    /** The line reduced or returned; null for goodwill. */
    lineId: integer('line_id').references(() => orderLines.id, { onDelete: 'cascade' }),
    /** Units taken off the line (reduced, returned); 0 for goodwill. */
    quantity: integer('quantity').notNull().default(0),
    /** Whether the units went back on the shelf (a reduction always; a return when staff said so). */
    restocked: boolean('restocked').notNull().default(false),
    reason: text('reason').notNull().default(''),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    refundStatus: text('refund_status').$type<RefundStatus>().notNull().default('none'),
    /** Whole rupees given back, or taken off what to collect. */
    refundAmount: integer('refund_amount').notNull(),
    refundId: text('refund_id'),
    refundedAt: timestamp('refunded_at', { withTimezone: true, mode: 'date' }),
    refundAttemptedAt: timestamp('refund_attempted_at', { withTimezone: true, mode: 'date' }),
    refundError: text('refund_error'),
  },
  (t) => [
    index('order_adjustments_order_idx').on(t.orderId),
    index('order_adjustments_refund_open_idx')
      .on(t.refundStatus)
      .where(sql`${t.refundStatus} in ('pending', 'failed')`),
    check('order_adjustments_kind_check', sql`${t.kind} in ('reduced', 'goodwill', 'returned')`),
    check('order_adjustments_amount_check', sql`${t.refundAmount} >= 0 and ${t.quantity} >= 0`),
    check('order_adjustments_refund_status_check', sql`${t.refundStatus} in ('none', 'pending', 'refunded', 'failed')`),
  ],
);
