import { z } from 'zod';
import { ZId } from './common';
import { defineEndpoint } from './endpoint';

// "Notify me" on a sold-out pack (issue 32 §4, docs/decisions/062): the signed-in shopper's requests for one e-mail
// when a pack is back in stock.

export const ZStockRequestBody = z.object({ variantId: ZId });
export const ZStockRequestParams = z.object({ variantId: ZId });
/** The packs the shopper waits for (their variant ids), oldest request first. */
export const ZStockRequests = z.object({ variantIds: z.array(z.number().int()) });
export const ZStockRequestAnswer = z.object({ variantId: z.number().int(), msg: z.string() });

export type TStockRequests = z.infer<typeof ZStockRequests>;

const TAGS = ['notify me'];

export const stockRequests = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/stock-requests',
    auth: 'user',
    tags: TAGS,
    summary: 'The sold-out packs the shopper asked to hear about',
    responses: { 200: ZStockRequests },
  }),
  /** 409 when the pack is in stock (nothing to wait for); asking twice keeps one request. */
  add: defineEndpoint({
    method: 'POST',
    path: '/api/stock-requests',
    auth: 'user',
    tags: TAGS,
    summary: 'One e-mail when this sold-out pack is back in stock',
    body: ZStockRequestBody,
    responses: { 201: ZStockRequestAnswer },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/stock-requests/:variantId',
    auth: 'user',
    tags: TAGS,
    summary: 'No e-mail for this pack after all (404 when the shopper has no request for it)',
    params: ZStockRequestParams,
    responses: { 200: ZStockRequestAnswer },
  }),
};
