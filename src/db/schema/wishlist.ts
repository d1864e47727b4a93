import { index, integer, pgTable, primaryKey, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { products, productVariants } from './catalog';
import { createdAt } from './types';

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('wishlist_items_user_product_key').on(t.userId, t.productId)],
);

/**
 * "Notify me" on a sold-out pack (issue 32 §4, docs/decisions/062): one row per shopper and pack. The trigger of
 * migration 0045 writes the shopper's e-mail into the outbox in the transaction that brings the pack back into stock,
 * whatever wrote the stock, and deletes the row: one e-mail per request.
 */
export const stockRequests = pgTable(
  'stock_requests',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.variantId] }), index('stock_requests_variant_idx').on(t.variantId)],
);
