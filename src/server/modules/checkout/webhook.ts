import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ZWebhookAnswer } from '#src/contracts/payments';
import { TEXT } from '#src/shared/texts';
import { AppError, notFound } from '#src/server/lib/app-error';
import { paymentProviderOf, providerPaymentFailed } from '#src/server/modules/payments/index';
import { settleCapturedPayment } from './place-order';

type TWebhookAnswer = z.output<typeof ZWebhookAnswer>;

/**
 * `POST /api/payments/:provider/webhook` (Razorpay's: `/api/payments/razorpay/webhook`). The running provider reads
 * and verifies its own delivery — the signature covers the exact bytes sent, so the endpoint keeps its body raw
 * (`rawBody` in its contract); any other provider id, or one that sends no webhooks, answers 404. Answers 2xx for
 * anything handled or chosen to ignore, so the provider stops retrying; a failure of our own answers 5xx and the
 * provider retries later.
 */
export async function handleProviderWebhook(
  app: FastifyInstance,
  request: FastifyRequest<{ Body: Buffer; Params: { provider: string } }>,
): Promise<TWebhookAnswer> {
  const provider = paymentProviderOf(app);
  if (request.params.provider !== provider.name || !provider.parseWebhook) throw notFound(TEXT.shopping.webhooksOff);
  const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
  const event = provider.parseWebhook(raw, request.headers);
  // A failed attempt (the shopper may still retry in the provider's dialog): its slot's hold shortened (issue 27 §5).
  if (event.kind === 'failed') {
    return { status: (await providerPaymentFailed(app, event.orderId)) ? 'recorded' : 'ignored' };
  }
  if (event.kind !== 'captured') return { status: 'ignored' as const };
  try {
    return {
      status: await settleCapturedPayment(app, {
        orderId: event.orderId,
        paymentId: event.paymentId,
        amount: event.amount,
      }),
    };
  } catch (error) {
    // Not ours, already refunded, or refused and refunded just now: handled, nothing for the provider to retry.
    if (error instanceof AppError && error.status < 500) {
      request.log.warn({ msg: error.message, orderId: event.orderId }, 'captured payment not placed');
      return { status: 'ignored' as const };
    }
    throw error;
  }
}
