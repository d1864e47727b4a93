import { boolean, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { products, productVariants } from './catalog';
import { createdAt, updatedAt } from './types';

export const cartItems = pgTable(
  'cart_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The variant bought (decision 020): its price and stock are the line's. */
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /** The variant's option values, as the spec's cart shows them; '' when the product has none of that kind. */
    size: text('size').notNull().default(''),
    ram: text('ram').notNull().default(''),
    weight: text('weight').notNull().default(''),
    /** The shopper's choice if it runs out (docs/decisions/032): substitute with a similar item (default), or not. */
    substitute: boolean('substitute').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('cart_items_user_variant_key').on(t.userId, t.variantId)],
);
