import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ZWebhookAnswer } from '#src/contracts/shopping';
import { TEXT } from '#src/shared/texts';
import { AppError, badRequest, notFound } from '#src/server/lib/app-error';
import { hmacHex, providerPaymentFailed, sameDigest } from '#src/server/modules/payments/index';
import { settleCapturedPayment } from './place-order';

type TWebhookAnswer = z.output<typeof ZWebhookAnswer>;

/**
 * The part of Razorpay's `payment.captured` and `payment.failed` events we use; other events are acknowledged and
 * ignored.
 */
const ZWebhookEvent = z.object({
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
 * `POST /api/payments/razorpay/webhook`. The signature covers the exact bytes Razorpay sent, so the endpoint keeps
 * its body raw (`rawBody` in its contract). Answers 2xx for anything it has handled or chosen to ignore, so Razorpay
 * stops retrying; a failure of our own answers 5xx and Razorpay retries later.
 */
export async function handleRazorpayWebhook(
  app: FastifyInstance,
  request: FastifyRequest<{ Body: Buffer }>,
): Promise<TWebhookAnswer> {
  const secret = app.config.RAZORPAY_WEBHOOK_SECRET;
  if (app.config.PAYMENT_PROVIDER !== 'razorpay' || !secret) throw notFound(TEXT.shopping.webhooksOff);
  const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
  const signature = request.headers['x-razorpay-signature'];
  if (typeof signature !== 'string' || !sameDigest(hmacHex(secret, raw), signature)) {
    throw badRequest(TEXT.shopping.webhookSignature);
  }
  let parsed: z.infer<typeof ZWebhookEvent>;
  try {
    parsed = ZWebhookEvent.parse(JSON.parse(raw.toString('utf8')));
  } catch {
    throw badRequest(TEXT.shopping.webhookNotRazorpay);
  }
  const entity = parsed.payload?.payment?.entity;
  if (!entity?.order_id) return { status: 'ignored' as const };
  // A failed attempt (the shopper may still retry in Razorpay's dialog): its slot's hold shortened (issue 27 §5).
  if (parsed.event === 'payment.failed') {
    return { status: (await providerPaymentFailed(app, entity.order_id)) ? 'recorded' : 'ignored' };
  }
  if (parsed.event !== 'payment.captured') return { status: 'ignored' as const };
  try {
    return {
      status: await settleCapturedPayment(app, {
        orderId: entity.order_id,
        paymentId: entity.id,
        amount: entity.amount,
      }),
    };
  } catch (error) {
    // Not ours, already refunded, or refused and refunded just now: handled, nothing for Razorpay to retry.
    if (error instanceof AppError && error.status < 500) {
      request.log.warn({ msg: error.message, orderId: entity.order_id }, 'captured payment not placed');
      return { status: 'ignored' as const };
    }
    throw error;
  }
}
