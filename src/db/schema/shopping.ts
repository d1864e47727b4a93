import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { products } from './catalog';
import { createdAt, updatedAt } from './types';

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
    quantity: integer('quantity').notNull(),
    /** The chosen variant; '' when the product has none of that kind. */
    size: text('size').notNull().default(''),
    ram: text('ram').notNull().default(''),
    weight: text('weight').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('cart_items_user_variant_key').on(t.userId, t.productId, t.size, t.ram, t.weight)],
);

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
    }>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_provider_order_key').on(t.provider, t.providerOrderId),
    index('payments_user_idx').on(t.userId),
  ],
);

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
    address: text('address').notNull(),
    pincode: text('pincode').notNull(),
    /** Whole rupees. */
    amount: integer('amount').notNull(),
    email: text('email').notNull(),
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('orders_payment_key').on(t.paymentId),
    uniqueIndex('orders_provider_order_key').on(t.providerOrderId),
    index('orders_user_idx').on(t.userId, t.createdAt.desc()),
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
    productTitle: text('product_title').notNull(),
    image: text('image').notNull(),
    quantity: integer('quantity').notNull(),
    price: integer('price').notNull(),
    subTotal: integer('sub_total').notNull(),
    size: text('size').notNull().default(''),
    ram: text('ram').notNull().default(''),
    weight: text('weight').notNull().default(''),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId)],
);
