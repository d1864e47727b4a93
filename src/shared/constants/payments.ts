/** Payments and their reconciler (decisions 005, 039). */
// ── Payments and their reconciler (docs/decisions/005, 039) ─────────────────────────────────────────────────────────
/**
 * A payment's states: `created` (the provider order exists), `paid` (captured, its order not placed yet), `used` (its
 * order placed), `refund_due` (refused: the money goes back), `refunded`; and the two that wait for a person in the
 * back office: `refund_failed` (the provider refused the refund) and `review` (a state the reconciler cannot settle
 * by itself), which a person ends as `resolved`.
 */
export const PAYMENT_STATUSES = [
  'created',
  'paid',
  'used',
  'refund_due',
  'refunded',
  'refund_failed',
  'review',
  'resolved',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** The states the back office lists as needing a person, each with its one action (retry the refund, mark resolved). */
export const PAYMENT_ATTENTION_STATUSES = ['refund_failed', 'review'] as const satisfies readonly PaymentStatus[];
export type PaymentAttentionStatus = (typeof PAYMENT_ATTENTION_STATUSES)[number];
/** Payments the reconciler takes per state and run; the rest wait for the next run. */
export const RECONCILE_BATCH = 50;
/** A person's note when marking a payment resolved (what they did at the provider). */
export const PAYMENT_NOTE_MAX = 500;
/**
 * A Razorpay payment our server never heard about (no browser proof, no webhook) is looked for at Razorpay once its
 * grace period is over, and once more when it is this old: a shopper may finish paying late.
 */
export const RECONCILE_LATE_CHECK_MS = 24 * 60 * 60 * 1000;
