import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, updatedAt } from './types';

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
    /** created → paid → used (the order exists); refund_due → refunded when the order could not be placed. */
    status: text('status').notNull().default('created'),
    /** Where the order goes, when the checkout sent it with the payment: lets the webhook place the order. */
    shipping: jsonb('shipping').$type<{
      name: string;
      phoneNumber: string;
      address: string;
      pincode: string;
      email: string;
      /** The checkout form's full address (docs/decisions/026); absent on payments stored before it. */
      addressLine1?: string;
      addressLine2?: string;
      city?: string;
      state?: string;
      country?: string;
    }>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_provider_order_key').on(t.provider, t.providerOrderId),
    index('payments_user_idx').on(t.userId),
  ],
);
