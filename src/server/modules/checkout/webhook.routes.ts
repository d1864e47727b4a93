import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '#src/contracts/common';
import { TEXT } from '#src/shared/texts';
import { AppError, badRequest, notFound } from '#src/server/lib/app-error';
import { hmacHex, sameDigest } from '../payments/signatures';
import { settleCapturedPayment } from './place-order';

/** The part of Razorpay's `payment.captured` event we use; other events are acknowledged and ignored. */
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

const ZWebhookAnswer = z.object({ status: z.enum(['placed', 'recorded', 'ignored']) });

/**
 * `POST /api/payments/razorpay/webhook`. The signature covers the exact bytes Razorpay sent, so this scope (and
 * only this scope) keeps JSON bodies raw. Answers 2xx for anything it has handled or chosen to ignore, so Razorpay
 * stops retrying; a failure of our own answers 5xx and Razorpay retries later.
 */
export const razorpayWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/payments/razorpay/webhook',
    {
      schema: {
        tags: ['payments'],
        summary: 'Razorpay webhook (payment.captured), verified with X-Razorpay-Signature over the raw body',
        response: { 200: ZWebhookAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const secret = app.config.RAZORPAY_WEBHOOK_SECRET;
      if (app.config.PAYMENT_PROVIDER !== 'razorpay' || !secret) throw notFound('Payment webhooks are not configured');
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['x-razorpay-signature'];
      if (typeof signature !== 'string' || !sameDigest(hmacHex(secret, raw), signature)) {
        throw badRequest(TEXT.shopping.webhookSignature);
      }
      let parsed: z.infer<typeof ZWebhookEvent>;
      try {
        parsed = ZWebhookEvent.parse(JSON.parse(raw.toString('utf8')));
      } catch {
        throw badRequest('The webhook body is not a Razorpay event');
      }
      const entity = parsed.payload?.payment?.entity;
      if (parsed.event !== 'payment.captured' || !entity?.order_id) return { status: 'ignored' as const };
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
    },
  );
};
