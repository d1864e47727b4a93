import type { IncomingHttpHeaders } from 'node:http';

export type StandInOrder = {
  id: string;
  entity: 'order';
  amount: number;
  currency: string;
  receipt: string;
  status: string;
  notes: Record<string, string>;
};
export type StandInPayment = {
  id: string;
  entity: 'payment';
  order_id: string;
  amount: number;
  currency: string;
  status: string;
  captured: boolean;
  /** Paise given back so far; `refund_status` null, `partial` or `full`, as Razorpay reports them. */
  amount_refunded: number;
  refund_status: null | 'partial' | 'full';
};
export type StandInRefund = {
  id: string;
  entity: 'refund';
  payment_id: string;
  amount: number;
  currency: string;
  receipt: string | null;
  notes: Record<string, string>;
  status: 'processed';
  speed_requested: 'normal';
  created_at: number;
};
/**
 * How `POST /v1/payments/{id}/refund` misbehaves while set: `server` answers 500 (nothing refunded), `bad-request`
 * answers Razorpay's 400 `BAD_REQUEST_ERROR` (nothing refunded), `lost` refunds and then answers 504 — the answer is
 * lost on the way, as with a timeout, and only the idempotency key keeps a retry from refunding again.
 */
export type RefundFailure = 'server' | 'bad-request' | 'lost' | null;
export type RecordedRequest = {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
  headers: IncomingHttpHeaders;
};

export type RazorpayStandIn = {
  url: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  orders: Map<string, StandInOrder>;
  payments: Map<string, StandInPayment>;
  refunds: StandInRefund[];
  requests: RecordedRequest[];
  /** Answer every API call with 503 while true. */
  down: boolean;
  /** Make refunds fail (see RefundFailure) while set. */
  refundFailure: RefundFailure;
  /** Sets `refundFailure` (a method, so it also works through `razorpayStandInForFile`'s stand-in object). */
  failRefunds(mode: RefundFailure): void;
  /** Sets `down`, likewise. */
  goDown(down: boolean): void;
  pay(orderId: string): { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
  /** A failed attempt on the order (a declined card in Razorpay's dialog): the payment id, for `webhook(…, 'payment.failed')`. */
  fail(orderId: string): string;
  webhook(paymentId: string, event?: string): { body: string; signature: string };
  close(): Promise<void>;
};

/** What the stand-in knows and how it is set to misbehave: its handlers read and change it. */
export type StandInState = Pick<
  RazorpayStandIn,
  'keyId' | 'keySecret' | 'webhookSecret' | 'orders' | 'payments' | 'refunds' | 'requests' | 'down' | 'refundFailure'
>;
