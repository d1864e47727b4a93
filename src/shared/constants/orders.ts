/** Orders: the status lifecycle, line changes and refunds (decisions 023, 024, 032). */
/**
 * The order lifecycle (issue 15, docs/decisions/023): every status and, for each, the statuses it may move to. The
 * one definition: the contracts' zod enum, the orders service's checks and the back office's buttons read it.
 */
export const ORDER_STATUSES = ['pending', 'confirmed', 'packed', 'out_for_delivery', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['packed', 'cancelled'],
  packed: ['out_for_delivery', 'cancelled'],
  out_for_delivery: ['delivered'],
  delivered: [],
  cancelled: [],
};
export const canMoveOrder = (from: string, to: OrderStatus): boolean =>
  (ORDER_TRANSITIONS[from as OrderStatus] ?? []).includes(to);
/** The shopper may cancel their own order only while it is pending (decisions §4); staff follow ORDER_TRANSITIONS. */
export const canShopperCancel = (status: string): boolean => status === 'pending';
/**
 * Staff change an order's lines (docs/decisions/032) while it is confirmed or packed: after the shop accepted it and
 * before it leaves. Not while pending (the shopper may still cancel the whole order; confirm it first).
 */
export const canChangeOrderLines = (status: string): boolean => status === 'confirmed' || status === 'packed';
export const ORDER_LINE_CHANGE_KINDS = ['unavailable', 'substituted'] as const;
export type OrderLineChangeKind = (typeof ORDER_LINE_CHANGE_KINDS)[number];
/** How many substitutes the back office's dialog offers for a line. */
export const SUBSTITUTE_CANDIDATES_MAX = 20;
/** A status change's note (back office). */
export const ORDER_NOTE_MAX = 500;

/**
 * A cancelled order's refund (issue 15, docs/decisions/024): `none` (nothing to give back), `pending` (cancelled, the
 * provider not yet answered), `refunded`, `failed` (the back office retries it).
 */
export const REFUND_STATUSES = ['none', 'pending', 'refunded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
/** A `pending` refund older than this is taken as stuck (the process stopped mid-call): the back office may retry it. */
export const REFUND_STUCK_AFTER_MS = 60_000;

// ── Tax documents (issue 30 §2, docs/decisions/054) ──────────────────────────────────────────────────────────────────
// The delivery fee's GST rate and SAC code are GST's (constants/gst.ts), shared by the price function and invoices.
/** The number series' prefixes: `INV/2026-27/000123`, `CN/2026-27/000001`; six digits of sequence. */
export const TAX_DOCUMENT_PREFIX = { invoice: 'INV', credit_note: 'CN' } as const;
export const TAX_DOCUMENT_SEQ_DIGITS = 6;
/** The month (1–12) a financial year starts: April. */
export const FINANCIAL_YEAR_START_MONTH = 4;
