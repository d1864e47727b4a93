import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signature of a webhook call (docs/decisions/057), like Stripe's: `X-Kirana-Signature: t=<unix seconds>,v1=<hex
 * HMAC-SHA256 of "<t>.<raw body>" keyed with the webhook's secret>`. The timestamp is inside the signed text, so a
 * receiver that refuses old timestamps (say, over 5 minutes) refuses a replayed call.
 */
export function webhookSignature(secret: string, timestamp: number, body: string): string {
  const hex = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${hex}`;
}

/** What a receiver does (and our tests): recompute and compare in constant time. */
export function verifyWebhookSignature(secret: string, header: string, body: string): boolean {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=', 2) as [string, string]));
  const timestamp = Number(parts['t']);
  if (!Number.isInteger(timestamp) || !parts['v1']) return false;
  const expected = Buffer.from(webhookSignature(secret, timestamp, body));
  const given = Buffer.from(header);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
