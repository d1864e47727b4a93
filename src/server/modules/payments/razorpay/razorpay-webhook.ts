import type { IncomingHttpHeaders } from 'node:http';
import { z } from 'zod';
import { TEXT } from '#src/shared/texts';
import { badRequest } from '#src/server/lib/app-error';
import type { ProviderWebhookEvent } from '../payment-provider';
import { hmacHex, sameDigest } from '../signatures';

/**
 * The part of Razorpay's `payment.captured` and `payment.failed` events we use; other events are acknowledged and
 * ignored.
 */
const ZRazorpayEvent = z.object({
  event: z.string(),
  payload: z
    .object({
      payment: z
        .object({
          entity: z.object({
            id: z.string(),
            order_id: z.string().nullish(),
            amount: z.number().int(),
            status: z.string(),
          }),
        })
        .optional(),
    })
    .optional(),
});

/**
 * Razorpay signs the exact bytes it sent (HMAC-SHA256 with the webhook secret, in `X-Razorpay-Signature`): checked
 * before the body is read at all.
 */
export function razorpayWebhookParser(secret: string) {
  return (raw: Buffer, headers: IncomingHttpHeaders): ProviderWebhookEvent => {
    const signature = headers['x-razorpay-signature'];
    if (typeof signature !== 'string' || !sameDigest(hmacHex(secret, raw), signature)) {
      throw badRequest(TEXT.shopping.webhookSignature);
    }
    let parsed: z.infer<typeof ZRazorpayEvent>;
    try {
      parsed = ZRazorpayEvent.parse(JSON.parse(raw.toString('utf8')));
    } catch {
      throw badRequest(TEXT.shopping.webhookNotRazorpay);
    }
    const entity = parsed.payload?.payment?.entity;
    if (!entity?.order_id) return { kind: 'ignored' };
    if (parsed.event === 'payment.failed') return { kind: 'failed', orderId: entity.order_id };
    if (parsed.event !== 'payment.captured') return { kind: 'ignored' };
    return { kind: 'captured', orderId: entity.order_id, paymentId: entity.id, amount: entity.amount };
  };
}
