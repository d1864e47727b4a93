import { z } from 'zod';
import { PAYMENT_ATTENTION_STATUSES, PAYMENT_NOTE_MAX } from '../shared/constants';
import { ZIdParams, ZPageNumber, PAGE_POSITION } from './common';
import { defineEndpoint } from './endpoint';

/**
 * The back office's payments that need a person (issue 27, docs/decisions/039): client group `adminPayments`.
 * Permission `refunds`, like the orders' refunds: settling money owed to shoppers.
 */
const TAGS = ['admin', 'orders'] as const;

export const ZAdminPaymentsQuery = z.object({ page: ZPageNumber });

/** A payment that did not place an order and whose money the reconciler could not settle by itself. */
export const ZAdminPayment = z.object({
  id: z.number(),
  /** `test` (demo mode) or `razorpay`. */
  provider: z.string(),
  providerOrderId: z.string(),
  /** Null when the provider never told us the payment's id. */
  providerPaymentId: z.string().nullable(),
  userId: z.number(),
  /** The shopper's account e-mail. */
  email: z.string().nullable(),
  /** Whole rupees. */
  amount: z.number(),
  /** `refund_failed`: the provider refused the refund; `review`: a state the reconciler cannot settle. */
  status: z.enum(PAYMENT_ATTENTION_STATUSES),
  /** Why (the provider's status and error, or what the reconciler found). Not shown to shoppers. */
  problem: z.string().nullable(),
  /** The one action: `retry-refund` (POST …/refund) for a failed refund, `resolve` (POST …/resolve) for a review. */
  action: z.enum(['retry-refund', 'resolve']),
  /** ISO 8601: the checkout, and the last change of state. */
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const ZAdminPaymentsPage = z.object({
  /** Oldest change first. */
  payments: z.array(ZAdminPayment),
  ...PAGE_POSITION,
});

/** What the person did about it (at the provider, with the shopper): kept in the audit log. */
export const ZResolvePaymentBody = z.object({
  note: z.string().trim().min(1, 'Please say what was done').max(PAYMENT_NOTE_MAX),
});

export const ZPaymentSettled = z.object({
  id: z.number(),
  /** Where the payment is now: `refunded` after a retry that went through, `resolved` once marked. */
  status: z.enum(['refunded', 'resolved']),
});

export const adminPayments = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/admin/payments',
    auth: { permission: 'refunds' },
    tags: TAGS,
    summary: 'Payments that need a person: a refund the provider refused, or a state the reconciler cannot settle',
    description:
      'Payments that placed no order and whose money the reconciler (docs/decisions/039) could not give back by ' +
      'itself, oldest first, each with its one action.',
    query: ZAdminPaymentsQuery,
    responses: { 200: ZAdminPaymentsPage },
  }),
  retryRefund: defineEndpoint({
    method: 'POST',
    path: '/api/admin/payments/:id/refund',
    auth: { permission: 'refunds' },
    tags: TAGS,
    summary: 'Retry the refund of a payment whose refund the provider refused',
    description:
      'The same idempotency key and body as every earlier attempt, so the payment is never refunded twice. 200 once ' +
      'refunded; 503 when the provider is silent (the refund stays due and the reconciler retries it) or refuses ' +
      'again (the payment moves to review: check it at the provider, then mark it resolved); 409 when the payment ' +
      'has no failed refund; 404 for an unknown payment. Audited as `payment.refund`.',
    params: ZIdParams,
    responses: { 200: ZPaymentSettled },
  }),
  resolve: defineEndpoint({
    method: 'POST',
    path: '/api/admin/payments/:id/resolve',
    auth: { permission: 'refunds' },
    tags: TAGS,
    summary: 'Mark a payment under review resolved, saying what was done',
    description:
      'For a payment the reconciler could not settle (status `review`) once a person has settled it at the ' +
      'provider. 409 when the payment is not under review; 404 for an unknown one. Audited as `payment.resolve` ' +
      'with the note.',
    params: ZIdParams,
    body: ZResolvePaymentBody,
    responses: { 200: ZPaymentSettled },
  }),
};

export type TAdminPayment = z.infer<typeof ZAdminPayment>;
export type TAdminPaymentsPage = z.infer<typeof ZAdminPaymentsPage>;
export type TPaymentSettled = z.infer<typeof ZPaymentSettled>;
