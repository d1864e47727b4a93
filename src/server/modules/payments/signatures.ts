import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 as lower-case hex, the way Razorpay signs checkout results and webhooks. */
export function hmacHex(secret: string, data: string | Buffer): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

/** Constant-time comparison of an expected hex digest with a presented one (any length, any characters). */
export function sameDigest(expectedHex: string, presented: string): boolean {
  const expected = Buffer.from(expectedHex, 'utf8');
  const given = Buffer.from(presented.trim().toLowerCase(), 'utf8');
  // timingSafeEqual needs equal lengths; the length of a SHA-256 hex digest is no secret.
  if (given.length !== expected.length) return false;
  return timingSafeEqual(expected, given);
}

/** Razorpay Checkout's signature: HMAC-SHA256 of `order_id|payment_id` with the key secret. */
export function checkoutSignature(keySecret: string, orderId: string, paymentId: string): string {
  return hmacHex(keySecret, `${orderId}|${paymentId}`);
}

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Ids in Razorpay's style: a prefix and 14 base-62 characters (`order_…`, `pay_…`, `rfnd_…`). */
export function providerId(prefix: 'order' | 'pay' | 'rfnd'): string {
  let id = '';
  for (let i = 0; i < 14; i++) id += BASE62[randomInt(BASE62.length)];
  return `${prefix}_${id}`;
}

export { luhnValid } from '#src/shared/test-cards';
