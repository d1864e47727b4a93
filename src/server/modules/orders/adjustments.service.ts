import { SWEEP_BATCH, isStuck } from './order-refund-rules';
import { INVOICES_TEXT } from '#src/shared/texts/invoices';
import type { FastifyInstance } from 'fastify';
import type { TAdminOrderDetail } from '#src/contracts/admin-orders';
import type { TGoodwillBody, TReduceLineBody, TReturnLinesBody } from '#src/contracts/order-adjustments';
import type { Database } from '#src/db/client';
import { badRequest, conflict, notFound } from '#src/server/lib/app-error';
import type { AuditActor } from '#src/server/modules/audit/index';
import { returnStock } from '#src/server/modules/catalog/index';
import { issueCreditNote, type DocumentClock } from '#src/server/modules/invoices/index';
import { kickOutbox } from '#src/server/modules/mail/index';
import { refundPayment } from '#src/server/modules/payments/index';
import { canChangeOrderLines, REFUND_STUCK_AFTER_MS } from '#src/shared/constants';
import { isDueOnDelivery } from '#src/shared/pricing/collect';
import { orderNet } from '#src/shared/pricing/net';
import { toPaise } from '#src/shared/pricing/price-cart';
import { lineLeft, unitsRefund } from '#src/shared/pricing/refunds';
import { TEXT } from '#src/shared/texts';
import { getAdminOrder } from './admin-orders.service';
import { recordOrderEvent } from './order-events';
import * as repo from './orders.repository';

/**
 * Adjusting an order after it was placed (issue 31 §5, docs/decisions/055): a line's quantity reduced before delivery
 * ("2 of 3 found", stock back), a goodwill refund of an amount up to what is left, a return after delivery (lines and
 * quantities, stock back if asked). Each is one transaction under the order's row lock — the checks, one
 * `order_adjustments` row per line, the stock, the credit note when the order is invoiced, the event (audit entry) —
 * and its refund is asked of the provider after commit, under its own idempotency key; a pay-on-delivery order still
 * due has its amount to collect lowered instead (`refund_status` `none`).
 */

const T = () => INVOICES_TEXT;

/** What is left of one of the order's lines (the shared rule, `lineLeft`), from its change and its adjustments. */
const leftOfLine = (found: repo.OrderWithLines, line: repo.OrderLineRow) =>
  lineLeft(
    line,
    found.changes.find((change) => change.lineId === line.id),
    found.adjustments.filter((adjustment) => adjustment.lineId === line.id),
  );

/** Whole rupees paid and not given back (or, for a due pay-on-delivery order, still to collect). */
export const moneyLeft = (found: repo.OrderWithLines) =>
  orderNet(found.order, [...found.changes, ...found.adjustments]);

function refundColumns(order: repo.OrderRow, amount: number) {
  const refunds = amount > 0 && !isDueOnDelivery(order);
  return {
    refundStatus: refunds ? ('pending' as const) : ('none' as const),
    refundAmount: amount,
    refundAttemptedAt: refunds ? new Date() : null,
  };
}

async function lockFound(tx: Database, orderId: number) {
  const order = await repo.lockOrder(tx, orderId);
  if (!order) throw notFound(TEXT.shopping.orderNotFound);
  const found = await repo.findOrder(tx, orderId);
  if (!found) throw notFound(TEXT.shopping.orderNotFound);
  return found;
}

const lineOf = (found: repo.OrderWithLines, lineId: number) => {
  const line = found.lines.find((l) => l.id === lineId);
  if (!line) throw notFound(TEXT.shopping.orderLineNotFound);
  return line;
};

/** The variant the line's units came from: a substituted line's substitute's (decision 032). */
const variantOf = (found: repo.OrderWithLines, line: repo.OrderLineRow) => {
  const change = found.changes.find((c) => c.lineId === line.id);
  return change?.kind === 'substituted' ? change.substituteVariantId : line.variantId;
};

/** After commit: the mail goes, each refund is asked of the provider; answers the back office's order. */
async function afterAdjusting(app: FastifyInstance, order: repo.OrderRow, rows: readonly repo.AdjustmentRow[]) {
  kickOutbox(app.db);
  for (const row of rows) if (row.refundStatus === 'pending') await settleAdjustmentRefund(app, order, row);
  return getAdminOrder(app.db, order.id);
}

/** An adjustment's refund: the provider asked after commit, its answer written back (as a line's, decision 032). */
export async function settleAdjustmentRefund(app: FastifyInstance, order: repo.OrderRow, row: repo.AdjustmentRow) {
  const outcome = await refundPayment(app, {
    providerOrderId: order.providerOrderId,
    paymentId: order.paymentId,
    amount: toPaise(row.refundAmount),
    receipt: `order-${order.id}-adj-${row.id}`,
    notes: { order: String(order.id), adjustment: String(row.id) },
    adjustmentId: row.id,
  });
  if (outcome.refunded) await repo.finishAdjustmentRefund(app.db, row.id, outcome.refundId);
  else await repo.failAdjustmentRefund(app.db, row.id, outcome.reason);
  return outcome;
}

async function record(
  tx: Database,
  found: repo.OrderWithLines,
  rows: readonly repo.NewAdjustment[],
  who: AuditActor,
  clock: DocumentClock,
): Promise<repo.AdjustmentRow[]> {
  const stored: repo.AdjustmentRow[] = [];
  for (const row of rows) stored.push(await repo.insertAdjustment(tx, row));
  const amount = stored.reduce((sum, row) => sum + row.refundAmount, 0);
  const [first] = stored;
  // After the invoice, money back (or less to collect) is a credit note (docs/decisions/054).
  await issueCreditNote(
    tx,
    {
      orderId: found.order.id,
      amountRupees: amount,
      ...(first?.kind === 'goodwill'
        ? {}
        : {
            lines: stored.map((row) => ({
              orderLineId: row.lineId,
              quantity: row.quantity,
              amountRupees: row.refundAmount,
            })),
          }),
      reason: first?.reason ?? '',
    },
    clock,
  );
  await recordOrderEvent(tx, { kind: 'adjusted', adjustments: stored, lines: found.lines }, found.order, {
    by: 'staff',
    who,
  });
  return stored;
}

/** `POST …/adjustments/reduce`: before delivery, `quantity` units of a line were not found; their money back. */
export async function reduceLine(
  app: FastifyInstance,
  orderId: number,
  body: TReduceLineBody,
  who: AuditActor,
): Promise<TAdminOrderDetail> {
  const clock = { timeZone: app.config.SHOP_TIME_ZONE };
  const { order, rows } = await app.db.transaction(async (tx) => {
    const found = await lockFound(tx, orderId);
    const line = lineOf(found, body.lineId);
    if (!canChangeOrderLines(found.order.status)) throw conflict(TEXT.shopping.orderLinesLocked(found.order.status));
    const left = leftOfLine(found, line);
    if (body.quantity > left.units) throw badRequest(T().tooManyUnits(left.units));
    const amount = unitsRefund(line, left, body.quantity);
    const variantId = variantOf(found, line);
    if (variantId !== null) await returnStock(tx, [{ variantId, quantity: body.quantity }]);
    const rows = await record(
      tx,
      found,
      [
        {
          orderId,
          kind: 'reduced',
          lineId: line.id,
          quantity: body.quantity,
          restocked: variantId !== null,
          reason: body.reason,
          actorId: who.actor.id,
          ...refundColumns(found.order, amount),
        },
      ],
      who,
      clock,
    );
    return { order: found.order, rows };
  });
  return afterAdjusting(app, order, rows);
}

/** `POST …/adjustments/goodwill`: any amount up to what is left, with a reason. */
export async function goodwillRefund(
  app: FastifyInstance,
  orderId: number,
  body: TGoodwillBody,
  who: AuditActor,
): Promise<TAdminOrderDetail> {
  const clock = { timeZone: app.config.SHOP_TIME_ZONE };
  const { order, rows } = await app.db.transaction(async (tx) => {
    const found = await lockFound(tx, orderId);
    if (found.order.status === 'cancelled') throw conflict(T().adjustCancelled);
    const left = moneyLeft(found);
    if (body.amount > left) throw badRequest(T().overLeft(left));
    const rows = await record(
      tx,
      found,
      [
        {
          orderId,
          kind: 'goodwill',
          lineId: null,
          quantity: 0,
          reason: body.reason,
          actorId: who.actor.id,
          ...refundColumns(found.order, body.amount),
        },
      ],
      who,
      clock,
    );
    return { order: found.order, rows };
  });
  return afterAdjusting(app, order, rows);
}

/** `POST …/adjustments/return`: after delivery, lines and quantities back, refunded, restocked if asked. */
export async function returnLines(
  app: FastifyInstance,
  orderId: number,
  body: TReturnLinesBody,
  who: AuditActor,
): Promise<TAdminOrderDetail> {
  const clock = { timeZone: app.config.SHOP_TIME_ZONE };
  const { order, rows } = await app.db.transaction(async (tx) => {
    const found = await lockFound(tx, orderId);
    if (found.order.status !== 'delivered') throw conflict(T().returnNotDelivered);
    const seen = new Set<number>();
    const values: repo.NewAdjustment[] = [];
    const restock: { variantId: number; quantity: number }[] = [];
    for (const wanted of body.lines) {
      if (seen.has(wanted.lineId)) throw badRequest(T().lineTwice);
      seen.add(wanted.lineId);
      const line = lineOf(found, wanted.lineId);
      const left = leftOfLine(found, line);
      if (wanted.quantity > left.units) throw badRequest(T().tooManyUnits(left.units));
      const variantId = variantOf(found, line);
      if (body.restock && variantId !== null) restock.push({ variantId, quantity: wanted.quantity });
      values.push({
        orderId,
        kind: 'returned',
        lineId: line.id,
        quantity: wanted.quantity,
        restocked: body.restock && variantId !== null,
        reason: body.reason,
        actorId: who.actor.id,
        ...refundColumns(found.order, unitsRefund(line, left, wanted.quantity)),
      });
    }
    if (restock.length > 0) await returnStock(tx, restock);
    const rows = await record(tx, found, values, who, clock);
    return { order: found.order, rows };
  });
  return afterAdjusting(app, order, rows);
}

/**
 * Adjustment refunds left `pending` for over a minute (the process stopped between the adjustment's commit and the
 * provider's answer) are asked again by the orders' stuck-refund sweep, each claimed under its order's row lock with
 * the stuck check repeated, as line refunds are; the idempotency key `refund-<payment>-adj-<id>` covers an attempt
 * that did reach the provider. `failed` ones stay for the back office, as the orders' and lines' do. Answers how
 * many it refunded.
 */
export async function settleStuckAdjustmentRefunds(app: FastifyInstance): Promise<number> {
  const now = Date.now();
  const stuck = await repo.stuckAdjustmentRefunds(app.db, new Date(now - REFUND_STUCK_AFTER_MS), SWEEP_BATCH);
  let refunded = 0;
  for (const { id, orderId } of stuck) {
    const claimed = await app.db.transaction(async (tx) => {
      const order = await repo.lockOrder(tx, orderId);
      const row = await repo.lockAdjustment(tx, id);
      if (!order || !row || row.refundStatus !== 'pending' || !isStuck(row, now)) return null;
      await repo.startAdjustmentRefund(tx, id);
      return { order, row };
    });
    if (claimed && (await settleAdjustmentRefund(app, claimed.order, claimed.row)).refunded) refunded++;
  }
  return refunded;
}
