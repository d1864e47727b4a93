import { z } from 'zod';
import { ZIdParams } from './common';
import { defineEndpoint } from './endpoint';
import { ZOrder } from './order-schemas';
import { ZPaymentProof, ZShipping } from './payments';
import { ZClaimedUserId } from './shopper';

// The shopper's orders: placing one for a verified payment, listing, cancelling, buying again.

/**
 * The spec's payload plus the provider's proof. `amount`, `products`, `paymentId`, `email` and `date` are accepted
 * and ignored: the order is the server's cart, at the server's prices, for the account's e-mail. 201 with the new
 * order; 200 with the existing one when this payment already placed it; 409 when stock ran out (the payment is
 * refunded); 400 for a proof that does not verify; 404 for an unknown payment.
 */
export const ZOrderCreateBody = ZShipping.extend({ userid: ZClaimedUserId }).extend(ZPaymentProof.shape);
export const ZOrdersQuery = z.object({ userid: ZClaimedUserId });
/** "Buy again": what went into the cart (at today's price and stock) and what did not, and why. */
export const ZReorderAnswer = z.object({
  added: z.array(
    z.object({
      productId: z.number(),
      variantId: z.number(),
      title: z.string(),
      label: z.string(),
      /** At most the stock left: can be fewer than `ordered`. */
      quantity: z.number().int(),
      ordered: z.number().int(),
    }),
  ),
  unavailable: z.array(
    z.object({
      productId: z.number(),
      title: z.string(),
      label: z.string(),
      /** `unavailable`: off sale or the option is gone; `sold_out`: none in stock; `in_cart`: already there, left as is. */
      reason: z.enum(['unavailable', 'sold_out', 'in_cart']),
    }),
  ),
});

export type TReorderAnswer = z.infer<typeof ZReorderAnswer>;

export const orders = {
  /** The spec's payload plus the provider's proof. 409: stock ran out while paying (refunded); cart kept. */
  create: defineEndpoint({
    method: 'POST',
    path: '/api/orders/create',
    auth: 'user',
    tags: ['orders'],
    summary: "Place the order for a verified payment: the server's cart at the server's prices",
    description:
      '201 with the new order; 200 with the same order when this payment already placed it; 409 when stock ran ' +
      'out or the cart changed after paying (the payment is refunded, the cart kept); 400 for a proof that does ' +
      'not verify; 404 for an unknown payment.',
    body: ZOrderCreateBody,
    responses: { 200: ZOrder, 201: ZOrder },
  }),
  /** Own orders, newest first. */
  list: defineEndpoint({
    method: 'GET',
    path: '/api/orders',
    auth: 'user',
    tags: ['orders'],
    summary: 'Own orders, newest first',
    query: ZOrdersQuery,
    responses: { 200: z.array(ZOrder) },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/orders/:id',
    auth: 'user',
    tags: ['orders'],
    summary: 'One own order with its products',
    params: ZIdParams,
    responses: { 200: ZOrder },
  }),
  /** While pending (docs/decisions/023): the stock comes back and the payment is refunded (docs/decisions/024). */
  cancel: defineEndpoint({
    method: 'POST',
    path: '/api/orders/:id/cancel',
    auth: 'user',
    tags: ['orders'],
    summary: 'Cancel an own order while it is pending; its quantities go back to stock and its payment is refunded',
    description:
      '200 with the cancelled order and its `refund` (`refunded`, or `failed` when the payment provider did not ' +
      'take it: the order stays cancelled and the shop retries); 409 once it is confirmed or cancelled; 404 for an ' +
      'unknown order or another shopper’s.',
    params: ZIdParams,
    responses: { 200: ZOrder },
  }),
  /** "Buy again" (docs/decisions/026): prices and stock are the catalogue's today, never the order's. */
  reorder: defineEndpoint({
    method: 'POST',
    path: '/api/orders/:id/reorder',
    auth: 'user',
    tags: ['orders'],
    summary: "Add an own order's lines that are still on sale and in stock to the cart; says which were not",
    description:
      'Each line goes in as its variant, with the quantity ordered or the stock left if less; a line whose product ' +
      'is off sale or whose option is gone is `unavailable`, one with no stock `sold_out`, one already in the cart ' +
      '`in_cart` (left as it is). 404 for an unknown order or another shopper’s.',
    params: ZIdParams,
    responses: { 200: ZReorderAnswer },
  }),
};
