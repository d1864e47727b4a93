import { defineEndpoint } from './endpoint';
import {
  ZOrderLineParams,
  ZLineUnavailableBody,
  ZLineSubstituteBody,
  ZSubstituteCandidates,
} from './admin-order-lines';
import { ZAdminOrderDetail } from './admin-order-schemas';

/** The OpenAPI tags of every back-office order endpoint. */
export const ADMIN_ORDERS_TAGS = ['admin', 'orders'] as const;
const TAGS = ADMIN_ORDERS_TAGS;

/** What staff do to one line while picking (docs/decisions/032); spread into `adminOrders`. */
export const adminOrderLineEndpoints = {
  lineUnavailable: defineEndpoint({
    method: 'POST',
    path: '/api/admin/orders/:id/lines/:lineId/unavailable',
    auth: { permission: 'orders' },
    tags: TAGS,
    summary: "Mark an order line unavailable: the line's money is refunded and the shopper e-mailed",
    description:
      'Only while the order is confirmed or packed (409 otherwise), once per line (409 when the line was already ' +
      "changed). Stock is untouched unless `outOfStock` is true: then the pack's stock is set to 0 in the same " +
      'transaction (audited as `variant.stock_cleared`), which needs the `stock` permission too (403 without it, and ' +
      'the line is not changed). The refund goes to the payment provider after the change commits; the answer ' +
      'shows it `refunded`, or `failed` for a retry (`…/refund`). 404 for an unknown order or a line of another order.',
    params: ZOrderLineParams,
    body: ZLineUnavailableBody,
    responses: { 200: ZAdminOrderDetail },
  }),
  substituteLine: defineEndpoint({
    method: 'POST',
    path: '/api/admin/orders/:id/lines/:lineId/substitute',
    auth: { permission: 'orders' },
    tags: TAGS,
    summary: 'Substitute an order line with another variant at the same or a lower price; the difference is refunded',
    description:
      'Same quantity; the substitute’s stock is taken (409 when short), the original’s is untouched. 409 when the ' +
      'shopper chose "don’t substitute", when the variant costs more than the line, for the line’s own variant, ' +
      'when the order is not confirmed or packed, when the line was already changed or some of its units reduced. ' +
      '404 for an unknown variant or one whose product is off sale.',
    params: ZOrderLineParams,
    body: ZLineSubstituteBody,
    responses: { 200: ZAdminOrderDetail },
  }),
  substitutes: defineEndpoint({
    method: 'GET',
    path: '/api/admin/orders/:id/lines/:lineId/substitutes',
    auth: { permission: 'orders' },
    tags: TAGS,
    summary:
      "Candidate substitutes for a line: in-stock variants of its sub-category at most the line's price, its own product's other packs first",
    params: ZOrderLineParams,
    responses: { 200: ZSubstituteCandidates },
  }),
  lineRefund: defineEndpoint({
    method: 'POST',
    path: '/api/admin/orders/:id/lines/:lineId/refund',
    auth: { permission: 'refunds' },
    tags: TAGS,
    summary: "Retry a changed line's refund that failed (or is stuck pending for over a minute)",
    description:
      'The same idempotency key as the first attempt, so the line is never refunded twice. 200 once refunded; 503 ' +
      'when the provider still refuses; 409 when there is nothing to retry. Audited as `order.line_refund`.',
    params: ZOrderLineParams,
    responses: { 200: ZAdminOrderDetail },
  }),
};
