import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, real, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { products } from './catalog';
import { createdAt } from './types';

export const reviews = pgTable(
  'reviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Null for the demo catalogue's reviews, which have no account behind them. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    customerName: text('customer_name').notNull(),
    review: text('review').notNull(),
    customerRating: real('customer_rating').notNull(),
    /**
     * The author had received the product when writing it — a delivered line, kept or a substitute of it (decision
     * 018 and its addendum): set once, at write time.
     */
    verifiedPurchase: boolean('verified_purchase').notNull().default(false),
    /**
     * Hidden by an admin (issue 15, docs/decisions/028): the shop lists it nowhere and the product's rating and
     * review count leave it out; the back office still shows it, and it still counts as the author's one review.
     */
    hidden: boolean('hidden').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('reviews_product_idx').on(t.productId, t.createdAt.desc()),
    uniqueIndex('reviews_product_user_key').on(t.productId, t.userId),
    // The back office's moderation list (docs/decisions/028): newest first, and its search over author and text
    // (the expression must match reviews.repository.ts's `searchText`).
    index('reviews_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('reviews_search_trgm_idx').using('gin', sql`lower(${t.customerName} || ' ' || ${t.review}) gin_trgm_ops`),
  ],
);
