import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { orders } from './orders';
import { createdAt, updatedAt } from './types';

/** How a coupon or an offer takes money off: a percentage (1–100) or whole rupees. */
export const PROMOTION_KINDS = ['percent', 'flat'] as const;

/**
 * Coupon codes the grocer makes (issue 29 §2). `code` is stored upper-case and unique. `uses` counts orders placed
 * with it, raised in the order's own transaction (`uses < max_uses` in the same statement), so the last use goes to
 * one order only. Amounts are whole rupees.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    description: text('description').notNull().default(''),
    kind: text('kind', { enum: PROMOTION_KINDS }).notNull(),
    /** Percent (1–100) or whole rupees, by `kind`. */
    value: integer('value').notNull(),
    /** The items total (before discounts) the cart must reach; 0: none. */
    minimumOrder: integer('minimum_order').notNull().default(0),
    /** The most a percentage takes off, whole rupees; null: no cap. */
    maximumDiscount: integer('maximum_discount'),
    validFrom: timestamp('valid_from', { withTimezone: true, mode: 'date' }),
    validTo: timestamp('valid_to', { withTimezone: true, mode: 'date' }),
    /** Orders it may be used on in all; null: unlimited. */
    maxUses: integer('max_uses'),
    /** Orders one shopper may use it on; null: unlimited. */
    maxUsesPerShopper: integer('max_uses_per_shopper'),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    /** Waives the zone's delivery fee (the zone's minimum order still holds). */
    freeDelivery: boolean('free_delivery').notNull().default(false),
    active: boolean('active').notNull().default(true),
    uses: integer('uses').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('coupons_code_key').on(t.code),
    check('coupons_kind_check', sql`${t.kind} in ('percent', 'flat')`),
    check(
      'coupons_amounts_check',
      sql`${t.value} >= 0 and ${t.minimumOrder} >= 0 and ${t.uses} >= 0 and coalesce(${t.maximumDiscount}, 0) >= 0`,
    ),
    check('coupons_uses_check', sql`${t.maxUses} is null or ${t.uses} <= ${t.maxUses}`),
  ],
);

/** What an automatic offer applies to: every pack of a category's products, of one product, or one pack. */
export const OFFER_TARGETS = ['category', 'product', 'variant'] as const;

/** Automatic offers without a code (issue 29 §2): "10% off Dairy this week". */
export const offers = pgTable(
  'offers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** What the shopper reads beside the discount: "10% off Dairy". */
    name: text('name').notNull(),
    kind: text('kind', { enum: PROMOTION_KINDS }).notNull(),
    /** Percent (1–100), or whole rupees off each unit, by `kind`. */
    value: integer('value').notNull(),
    target: text('target', { enum: OFFER_TARGETS }).notNull(),
    /** The category's, product's or pack's id, by `target`. */
    targetId: integer('target_id').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true, mode: 'date' }),
    validTo: timestamp('valid_to', { withTimezone: true, mode: 'date' }),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('offers_active_idx')
      .on(t.target, t.targetId)
      .where(sql`${t.active}`),
    check('offers_kind_check', sql`${t.kind} in ('percent', 'flat')`),
    check('offers_target_check', sql`${t.target} in ('category', 'product', 'variant')`),
    check('offers_value_check', sql`${t.value} >= 0`),
  ],
);

/** The code a shopper typed in the cart's box: one per shopper, judged again whenever the cart is priced. */
export const cartCoupons = pgTable('cart_coupons', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  couponId: integer('coupon_id')
    .notNull()
    .references(() => coupons.id, { onDelete: 'cascade' }),
  appliedAt: createdAt(),
});

/** Each discount an order was placed with, as it was (a snapshot like the lines): what the order, e-mails and CSV list. */
export const orderDiscounts = pgTable(
  'order_discounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['coupon', 'offer'] }).notNull(),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    offerId: integer('offer_id').references(() => offers.id, { onDelete: 'set null' }),
    /** The coupon's code or the offer's name, as the shopper saw it. */
    label: text('label').notNull(),
    /** Whole rupees off the items. */
    amount: integer('amount').notNull(),
  },
  (t) => [
    index('order_discounts_order_idx').on(t.orderId),
    index('order_discounts_coupon_idx')
      .on(t.couponId)
      .where(sql`${t.couponId} is not null`),
    index('order_discounts_offer_idx')
      .on(t.offerId)
      .where(sql`${t.offerId} is not null`),
    check('order_discounts_kind_check', sql`${t.kind} in ('coupon', 'offer')`),
    check('order_discounts_amount_check', sql`${t.amount} >= 0`),
  ],
);
