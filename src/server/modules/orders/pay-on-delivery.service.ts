import type { FastifyInstance } from 'fastify';
import type { TAdminOrderDetail } from '#src/contracts/admin-orders';
import type { TRecordPaymentBody } from '#src/contracts/pay-on-delivery';
import type { Database } from '#src/db/client';
import { badRequest, conflict, notFound } from '#src/server/lib/app-error';
import type { AuditActor } from '#src/server/modules/audit/index';
import { kickOutbox } from '#src/server/modules/mail/index';
import { amountToCollect } from '#src/shared/pricing/collect';
import { TEXT } from '#src/shared/texts';
import { PAY_ON_DELIVERY_ADMIN_TEXT } from '#src/shared/texts/pay-on-delivery';
import { getAdminOrder } from './admin-orders.service';
import { invoiceIfComplete } from './order-invoices';
import { recordOrderEvent } from './order-events';
import * as repo from './orders.repository';

/**
 * Pay on delivery in the orders module (issue 29 §1, docs/decisions/047): the shopper's due orders (counted by
 * checkout in its placing transaction), the answer's `payOnDelivery` and the back office's record of what was
 * collected at the door.
 */

/** In the placing transaction: how many pay-on-delivery orders the shopper has waiting to be paid. */
export async function countDueOrders(tx: Database, userId: number): Promise<number> {
  return repo.countDueOrders(tx, userId);
}

/**
 * `POST /api/admin/orders/:id/payment`: under the order's row lock, a due pay-on-delivery order that is not
 * cancelled becomes paid with what was collected — exactly its amount to collect — and its event is recorded (the
 * audit entry through `auditedWrite`). A second record, a cancelled or an online order: 409. An order delivered
 * before is invoiced in the same transaction (docs/decisions/054).
 */
export async function recordPayment(
  app: FastifyInstance,
  orderId: number,
  body: TRecordPaymentBody,
  who: AuditActor,
): Promise<TAdminOrderDetail> {
  await app.db.transaction(async (tx) => {
    const order = await repo.lockOrder(tx, orderId);
    if (!order) throw notFound(TEXT.shopping.orderNotFound);
    if (order.paymentMethod !== 'on_delivery') throw conflict(PAY_ON_DELIVERY_ADMIN_TEXT.refusedNotOnDelivery);
    if (order.status === 'cancelled') throw conflict(PAY_ON_DELIVERY_ADMIN_TEXT.refusedCancelled);
    if (order.paymentStatus === 'paid') throw conflict(PAY_ON_DELIVERY_ADMIN_TEXT.refusedAlreadyPaid);
    const collect = amountToCollect(order, await repo.lineReductionsTotal(tx, order.id));
    if (body.amount !== collect) throw badRequest(PAY_ON_DELIVERY_ADMIN_TEXT.wrongAmount(collect));
    const reference = body.reference ? body.reference : null;
    if (reference !== null && body.method !== 'upi') throw badRequest(PAY_ON_DELIVERY_ADMIN_TEXT.referenceOnlyUpi);
    await repo.recordCollected(tx, order.id, {
      amount: body.amount,
      method: body.method,
      reference,
      by: who.actor.id,
    });
    await recordOrderEvent(
      tx,
      { kind: 'payment_collected', amount: body.amount, method: body.method, reference },
      order,
      { by: 'staff', who },
    );
    // Collected after it was delivered: it is complete now, and invoiced (docs/decisions/054).
    await invoiceIfComplete(tx, order.id, { timeZone: app.config.SHOP_TIME_ZONE });
  });
  kickOutbox(app.db);
  return getAdminOrder(app.db, orderId);
}
