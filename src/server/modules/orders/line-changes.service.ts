import type { FastifyInstance } from 'fastify';
import type { TAdminOrderDetail, TSubstituteCandidates } from '#src/contracts/admin-orders';
import type { Database } from '#src/db/client';
import { conflict, forbidden, notFound } from '#src/server/lib/app-error';
import { auditedWrite, type AuditActor } from '#src/server/modules/audit/index';
import { clearStock, findSubstitutes, lockVariantForSale, takeStock } from '#src/server/modules/catalog/index';
import { kickOutbox } from '#src/server/modules/mail/index';
import { SUBSTITUTE_CANDIDATES_MAX, canChangeOrderLines, type OrderLineChangeKind } from '#src/shared/constants';
import { roleGrants } from '#src/shared/permissions';
import { isDueOnDelivery } from '#src/shared/pricing/collect';
import { substitutionRefund, unavailableLineRefund } from '#src/shared/pricing/refunds';
import { TEXT } from '#src/shared/texts';
import { settleLineRefund } from './line-refunds';
import { recordOrderEvent } from './order-events';
import { getAdminOrder } from './admin-orders.service';
import * as repo from './orders.repository';

/**
 * Staff change an order's lines while picking it (issue 16, docs/decisions/032): a line is marked unavailable (its
 * money refunded, stock untouched) or substituted with another variant at the same or a lower price (the
 * substitute's stock taken, the difference refunded). Each change is one transaction under the order's row lock —
 * the checks, the change row (one per line), the stock, and its event (the audit entry, the shopper's notices) — and its refund is
 * asked of the provider after commit (line-refunds.ts).
 */

type Who = AuditActor;

const alreadyChanged = (kind: OrderLineChangeKind) =>
  conflict(kind === 'unavailable' ? TEXT.shopping.lineAlreadyUnavailable : TEXT.shopping.lineAlreadySubstituted);

/** Under the order's row lock: the order and one of its lines, refused unless the order's lines may change now. */
async function lockChangeableLine(tx: Database, orderId: number, lineId: number) {
  const order = await repo.lockOrder(tx, orderId);
  if (!order) throw notFound(TEXT.shopping.orderNotFound);
  const line = await repo.findLineOfOrder(tx, orderId, lineId);
  if (!line) throw notFound(TEXT.shopping.orderLineNotFound);
  const existing = await repo.findLineChange(tx, lineId);
  // A repeat of a change answers 409, whatever the order's status is by now: the line changes once.
  if (existing) throw alreadyChanged(existing.kind);
  if (!canChangeOrderLines(order.status)) throw conflict(TEXT.shopping.orderLinesLocked(order.status));
  return { order, line };
}

/**
 * The change's refund: `pending` (asked of the provider after commit) when there is money to give back; `none` with
 * the amount when there is nothing to give back — a substitute at the same price, or a pay-on-delivery order still
 * due, whose amount to collect shrinks by it instead (docs/decisions/047, `amountToCollect`).
 */
function refundOfChange(order: repo.OrderRow, amount: number) {
  const refunds = amount > 0 && !isDueOnDelivery(order);
  return {
    refundStatus: refunds ? ('pending' as const) : ('none' as const),
    refundAmount: amount,
    refundAttemptedAt: refunds ? new Date() : null,
  };
}

/** After commit: the mail goes, and the refund (if any) is asked of the provider; answers the back office's order. */
async function afterChange(app: FastifyInstance, order: repo.OrderRow, change: repo.LineChangeRow) {
  kickOutbox(app.db);
  if (change.refundStatus === 'pending') await settleLineRefund(app, order, change);
  return getAdminOrder(app.db, order.id);
}

/**
 * `POST /api/admin/orders/:id/lines/:lineId/unavailable`: the line's subtotal is refunded; the stock is untouched
 * unless the packer says the shelf is empty (`outOfStock`, issue 31 §3): then the pack's stock goes to 0 in the
 * same transaction, audited as `variant.stock_cleared` (a line from before variants has no pack to clear) — only for
 * a role with the `stock` permission (403 otherwise, and the line stays as it was).
 */
export async function markLineUnavailable(
  app: FastifyInstance,
  orderId: number,
  lineId: number,
  input: { note: string; outOfStock: boolean },
  who: Who,
): Promise<TAdminOrderDetail> {
  const { note } = input;
  // Setting a pack's stock is the `stock` permission's, not the orders' (docs/decisions/059): refused before any write.
  if (input.outOfStock && !roleGrants(who.actor.role, 'stock')) throw forbidden(TEXT.shopping.outOfStockNeedsStock);
  const { order, change } = await auditedWrite(app.db, who, async (tx, audit) => {
    const { order, line } = await lockChangeableLine(tx, orderId, lineId);
    if (input.outOfStock && line.variantId !== null) {
      const before = await clearStock(tx, line.variantId);
      if (before) {
        await audit({
          action: 'variant.stock_cleared',
          entity: 'product',
          entityId: before.productId,
          before: { variantId: line.variantId, sku: before.sku, countInStock: before.countInStock, orderId },
          after: { variantId: line.variantId, sku: before.sku, countInStock: 0, orderId },
        });
      }
    }
    // What the line's reductions already refunded is not refunded again (docs/decisions/055).
    const amount = unavailableLineRefund(line, await repo.adjustmentsOfLine(tx, lineId));
    const change = await repo.insertLineChange(tx, {
      orderId,
      lineId,
      kind: 'unavailable',
      actorId: who.actor.id,
      note,
      ...refundOfChange(order, amount),
    });
    await recordOrderEvent(tx, { kind: 'line_changed', line, change }, order, { by: 'staff', who });
    return { order, change };
  });
  return afterChange(app, order, change);
}

/**
 * `POST /api/admin/orders/:id/lines/:lineId/substitute`: the same quantity of another on-sale variant at the same or
 * a lower price; its stock is taken under the catalogue's locks (product, then variant: the writers' order), the
 * original's is untouched, and `(line price − substitute price) × quantity` is refunded.
 */
export async function substituteLine(
  app: FastifyInstance,
  orderId: number,
  lineId: number,
  input: { variantId: number; note: string },
  who: Who,
): Promise<TAdminOrderDetail> {
  const { order, change } = await app.db.transaction(async (tx) => {
    const { order, line } = await lockChangeableLine(tx, orderId, lineId);
    // A line already reduced is not substituted whole: its units and money left are no longer the line's.
    if ((await repo.adjustmentsOfLine(tx, lineId)).length > 0) throw conflict(TEXT.shopping.lineAdjustedNoSubstitute);
    if (!line.substitute) throw conflict(TEXT.shopping.lineNoSubstitutes);
    if (input.variantId === line.variantId) throw conflict(TEXT.shopping.substituteSameVariant);
    const found = await lockVariantForSale(tx, input.variantId);
    if (!found) throw notFound(TEXT.shopping.substituteNotFound);
    const { product, variant } = found;
    if (variant.price > line.price) throw conflict(TEXT.shopping.substituteDearer(line.price));
    if (variant.countInStock < line.quantity)
      throw conflict(TEXT.shopping.substituteShort(product.name, variant.countInStock));
    await takeStock(tx, new Map([[variant.id, line.quantity]]));
    const amount = substitutionRefund(line, variant.price);
    const change = await repo.insertLineChange(tx, {
      orderId,
      lineId,
      kind: 'substituted',
      actorId: who.actor.id,
      note: input.note,
      substituteProductId: product.id,
      substituteVariantId: variant.id,
      substituteTitle: product.name,
      substituteLabel: variant.label,
      substituteImage: product.images[0] ?? '',
      substitutePrice: variant.price,
      ...refundOfChange(order, amount),
    });
    await recordOrderEvent(tx, { kind: 'line_changed', line, change }, order, { by: 'staff', who });
    return { order, change };
  });
  return afterChange(app, order, change);
}

/**
 * `GET …/lines/:lineId/substitutes`: what the line could be substituted with — on-sale variants with the line's
 * quantity in stock at most its price, its own product's other packs first, then its sub-category's. None when the
 * shopper chose "don't substitute".
 */
export async function substituteCandidates(
  db: Database,
  orderId: number,
  lineId: number,
): Promise<TSubstituteCandidates> {
  const line = await repo.findLineOfOrder(db, orderId, lineId);
  if (!line) throw notFound(TEXT.shopping.orderLineNotFound);
  if (!line.substitute) return { substitute: false, candidates: [] };
  const rows = await findSubstitutes(db, {
    productId: line.productId,
    variantId: line.variantId,
    maxPrice: line.price,
    quantity: line.quantity,
    limit: SUBSTITUTE_CANDIDATES_MAX,
  });
  return {
    substitute: true,
    candidates: rows.map((row) => ({ ...row, sameProduct: row.productId === line.productId })),
  };
}
