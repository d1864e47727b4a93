import { z } from 'zod';
import { ZUnitPrice } from './catalog';
import { ZId, ZIdParams } from './common';
import { defineEndpoint } from './endpoint';
import { numberish, ZClaimedUserId, ZStatusMessage } from './shopper';

// The cart: lines at the catalogue's current prices (every call needs the bearer token; see src/contracts/shopper.ts).

/** An integer from 1; the upper bound (the stock) is checked by the server with the spec's message. */
export const ZQuantity = z.preprocess(
  numberish,
  z
    .number({ error: 'must be a whole number from 1 to the number in stock' })
    .int('must be a whole number from 1 to the number in stock')
    .min(1, 'must be at least 1')
    .max(1_000_000, 'is greater than the number in stock'),
);

/** A line of the cart at the product's current price: `subTotal = price × quantity`. */
export const ZCartItem = z.object({
  id: z.number(),
  _id: z.number(),
  productId: z.number(),
  productTitle: z.string(),
  image: z.string(),
  rating: z.number(),
  price: z.number().int(),
  quantity: z.number().int(),
  subTotal: z.number().int(),
  countInStock: z.number().int(),
  userId: z.number(),
  /** The variant bought (decision 020): price and countInStock are its own. */
  variantId: z.number(),
  /** What the shopper chose ("500 g", "M"); '' for a product without options. */
  variantLabel: z.string(),
  /** The variant's option values; '' when the product has none of that kind. */
  size: z.string(),
  ram: z.string(),
  weight: z.string(),
  /** The variant's price per kg, l or piece, when its pack has a net quantity (decision 020). */
  unitPrice: ZUnitPrice.optional(),
  /**
   * The variant's MRP (its `oldPrice`, incl. of all taxes; issue 29 §3), never below `price`: the line saves
   * `(mrp − price) × quantity`.
   */
  mrp: z.number().int(),
  /**
   * If it runs out while the order is picked (docs/decisions/032): `true` (the default) lets the shop substitute a
   * similar item at the same or a lower price; `false` means "don't substitute" (the line is refunded instead).
   */
  substitute: z.boolean(),
  /** The most one order may hold of this pack (decision 061); absent: no limit but the stock. */
  maxPerOrder: z.number().int().optional(),
});
export const ZCartQuery = z.object({ userId: ZClaimedUserId });

const ZVariant = z.string().trim().max(60).optional();
/**
 * The variant: `variantId` (one of the product's `variants`), or the spec's `size` / `ram` / `weight` — one of each
 * kind the product offers (400 otherwise, also for a value it does not offer) — or nothing for a product with one
 * variant; several variants and no choice is a 400 with `status: false`. `quantity` 1..the variant's stock. The
 * same variant again → `status: false`.
 */
export const ZCartAddBody = z.object({
  productId: ZId,
  variantId: ZId.optional(),
  quantity: ZQuantity,
  size: ZVariant,
  ram: ZVariant,
  weight: ZVariant,
  userId: ZClaimedUserId,
});
/** Only `quantity` counts; the spec's other fields (price, subTotal, title…) are ignored and recomputed. */
export const ZCartUpdateBody = z.object({ quantity: ZQuantity, userId: ZClaimedUserId });
/** The line's substitution preference (docs/decisions/032): true "Substitute with a similar item", false "Don't". */
export const ZCartSubstituteBody = z.object({
  substitute: z.boolean({ error: 'must be true or false' }),
  userId: ZClaimedUserId,
});

export type TCartItem = z.infer<typeof ZCartItem>;

export const cart = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/cart',
    auth: 'user',
    tags: ['cart'],
    summary: 'The own cart at current prices',
    query: ZCartQuery,
    responses: { 200: z.array(ZCartItem) },
  }),
  /** `status: false` when that product and variant is already in the cart; 400 for a missing variant or over stock. */
  add: defineEndpoint({
    method: 'POST',
    path: '/api/cart/add',
    auth: 'user',
    tags: ['cart'],
    summary: 'Add a product (and variant) with a quantity from 1 to stock',
    body: ZCartAddBody,
    responses: { 200: ZStatusMessage, 201: ZStatusMessage },
    failure: { status: false },
  }),
  /** 400 with 'The quantity is greater than product count in stock' over stock. Answers the recomputed line. */
  setQuantity: defineEndpoint({
    method: 'PUT',
    path: '/api/cart/:id',
    auth: 'user',
    tags: ['cart'],
    summary: 'Change the quantity of an own line (everything else is recomputed)',
    params: ZIdParams,
    body: ZCartUpdateBody,
    responses: { 200: ZCartItem },
  }),
  /** docs/decisions/032: another shopper's line (or a gone one) is 404. Answers the line. */
  setSubstitute: defineEndpoint({
    method: 'PUT',
    path: '/api/cart/:id/substitute',
    auth: 'user',
    tags: ['cart'],
    summary: "Set an own line's substitution preference: substitute with a similar item (true) or don't (false)",
    params: ZIdParams,
    body: ZCartSubstituteBody,
    responses: { 200: ZCartItem },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/cart/:id',
    auth: 'user',
    tags: ['cart'],
    summary: 'Remove an own line',
    params: ZIdParams,
    responses: { 200: ZStatusMessage },
  }),
};
