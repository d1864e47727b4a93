import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PaymentStatus } from '#src/shared/constants';
import { users } from './accounts';
import { createdAt, updatedAt } from './types';
import { type PostalAddress } from '#src/shared/order-address';

/** A payment the server asked the provider for, for the cart total it computed itself. */
export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    provider: text('provider').notNull(),
    providerOrderId: text('provider_order_id').notNull(),
    providerPaymentId: text('provider_payment_id'),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Paise. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('INR'),
    /**
     * created → paid → used (the order exists); refund_due → refunded when the order could not be placed;
     * refund_failed and review wait for a person, who ends them as resolved (PAYMENT_STATUSES, docs/decisions/039).
     */
    status: text('status').$type<PaymentStatus>().notNull().default('created'),
    /** Where the order goes, when the checkout sent it with the payment: lets the webhook place the order. */
    shipping: jsonb('shipping').$type<
      {
        name: string;
        phoneNumber: string;
        address: string;
        pincode: string;
        email: string;
        /** The checkout form's full address (docs/decisions/026); absent on payments stored before it. */
      } & Partial<PostalAddress>
    >(),
    // The delivery quote the shopper pays for (docs/decisions/031): placing the order (browser or webhook) uses it,
    // not the zone's settings at that later moment. Null/0 on payments made before delivery at checkout.
    /** The pincode that chose the zone; null without shipping details. */
    pincode: text('pincode'),
    /** The zone that quoted (no foreign key: the delivery module owns zones, and a zone may go). */
    zoneId: integer('zone_id'),
    zoneName: text('zone_name'),
    /** Whole rupees: the cart at the server's prices. `amount` = (items_total + delivery_fee) × 100. */
    itemsTotal: integer('items_total'),
    /** Whole rupees. */
    deliveryFee: integer('delivery_fee').notNull().default(0),
    /** The delivery slot chosen (`<template id>@<YYYY-MM-DD>`) and the hold this payment took on it. */
    slotRef: text('slot_ref'),
    slotHoldId: integer('slot_hold_id'),
    /**
     * Why the payment needs a person (`refund_failed`, `review`), or why the last refund attempt did not go through
     * (the provider's status and error, never a secret): internal, for the logs and the back office (decision 039).
     */
    problem: text('problem'),
    /** When the reconciler last asked the provider about this `created` payment (Razorpay, decision 039). */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    createdAt: createdAt(),
    /** The last change of status; for `refund_due`, when the last refund attempt started (the reconciler's claim). */
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_provider_order_key').on(t.provider, t.providerOrderId),
    index('payments_user_idx').on(t.userId),
    check(
      'payments_status_check',
      sql`${t.status} in ('created', 'paid', 'used', 'refund_due', 'refunded', 'refund_failed', 'review', 'resolved')`,
    ),
    // The reconciler's and the back office's reads: the few payments not settled yet, oldest change first.
    index('payments_unsettled_idx')
      .on(t.status, t.updatedAt)
      .where(sql`${t.status} in ('paid', 'refund_due', 'refund_failed', 'review')`),
    // Razorpay payments never heard of after their checkout: looked for at Razorpay by age (decision 039).
    index('payments_created_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'created'`),
  ],
);

/**
 * The refunds made (docs/decisions/024): one row per refunded payment, whichever provider made it. The built-in test
 * provider's refund is this row (no money moves); Razorpay's is recorded here once Razorpay answered. The key is
 * the idempotency key sent to the provider: one refund per key, so a retry finds the refund already made.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    provider: text('provider').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    providerPaymentId: text('provider_payment_id').notNull(),
    providerRefundId: text('provider_refund_id').notNull(),
    /** Paise. */
    amount: integer('amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refunds_provider_key').on(t.provider, t.idempotencyKey),
    index('refunds_payment_idx').on(t.providerPaymentId),
  ],
);
