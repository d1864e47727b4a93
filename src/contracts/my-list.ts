import { z } from 'zod';
import { ZId, ZIdParams } from './common';
import { defineEndpoint } from './endpoint';
import { ZClaimedUserId, ZStatusMessage } from './shopper';

// My List: the shopper's saved products (every call needs the bearer token; see src/contracts/shopper.ts).

/** Title, image, rating and price are the product's current ones. */
export const ZMyListItem = z.object({
  id: z.number(),
  _id: z.number(),
  productId: z.number(),
  productTitle: z.string(),
  image: z.string(),
  /** A numeric string, as the spec's list shows it (e.g. "4.5"). */
  rating: z.string(),
  price: z.number().int(),
  userId: z.number(),
});
/** Without `productId`: the whole list. With it: that product's entry, or `[]` when it is not in the list. */
export const ZMyListQuery = z.object({ userId: ZClaimedUserId, productId: ZId.optional() });
/** The spec's `productTitle`, `image`, `rating` and `price` are accepted and ignored. Duplicate → `status: false`. */
export const ZMyListAddBody = z.object({ productId: ZId, userId: ZClaimedUserId });

export type TMyListItem = z.infer<typeof ZMyListItem>;

export const myList = {
  /** Without `productId` the whole list; with it `[]` when the product is not in the list, else its one entry. */
  list: defineEndpoint({
    method: 'GET',
    path: '/api/my-list',
    auth: 'user',
    tags: ['my list'],
    summary: "The own list, newest first; with productId only that product's entry ([] when not listed)",
    query: ZMyListQuery,
    responses: { 200: z.array(ZMyListItem) },
  }),
  /** `status: false` (with `msg`) when it is already in the list. */
  add: defineEndpoint({
    method: 'POST',
    path: '/api/my-list/add',
    auth: 'user',
    tags: ['my list'],
    summary: 'Add a product; title, image, rating and price come from the catalogue',
    body: ZMyListAddBody,
    responses: { 200: ZStatusMessage, 201: ZStatusMessage },
    failure: { status: false },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/my-list/:id',
    auth: 'user',
    tags: ['my list'],
    summary: 'Remove an own entry',
    params: ZIdParams,
    responses: { 200: ZStatusMessage },
  }),
};
