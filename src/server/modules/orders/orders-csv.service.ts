import { type Readable } from 'node:stream';
import type { TOrdersCsvQuery } from '#src/contracts/admin-orders';
import type { Database } from '#src/db/client';
import { csvStream, escapeCell } from '#src/server/lib/csv-cell';
import { auditedWrite, type AuditActor } from '#src/server/modules/audit/index';
import { ORDERS_CSV_PAGE } from '#src/shared/constants';
import { amountToCollect } from '#src/shared/pricing/collect';
import { adminOrderFilters } from './admin-orders.service';
import { slotOf } from './order-answer';
import * as repo from './orders.repository';

/** The orders as CSV (issue 15, docs/decisions/027): one row per line, streamed page by page, the export audited. */

/** What picking did to the line (docs/decisions/032): the shopper's preference, the change, its refund. */
export const LINE_CHANGE_COLUMNS = [
  'substitute_allowed',
  'line_change',
  'substitute_product',
  'substitute_variant',
  'substitute_price',
  'line_refund',
  'line_refund_status',
] as const;

/** How the order is paid and what is still to collect at the door (`amountToCollect`, docs/decisions/047). */
export const PAY_ON_DELIVERY_COLUMNS = ['payment_method', 'collect'] as const;

/** One row per order line, the order's columns repeated on each of its rows (docs/decisions/027). */
export const ORDERS_CSV_COLUMNS = [
  'order_id',
  'placed_at',
  'status',
  'payment_mode',
  'payment_id',
  // Pay on delivery (docs/decisions/047): `online` | `on_delivery`, and the rupees still to collect at the door.
  ...PAY_ON_DELIVERY_COLUMNS,
  'name',
  'email',
  'phone',
  'address',
  'city',
  'state',
  'country',
  'pincode',
  'order_amount',
  'delivery_fee',
  'delivery_slot',
  'product_id',
  'variant_id',
  'product',
  'variant',
  'quantity',
  'price',
  'line_total',
  ...LINE_CHANGE_COLUMNS,
] as const;
type OrdersCsvRecord = Record<(typeof ORDERS_CSV_COLUMNS)[number], string | number>;

/** The slot as a sortable cell: `2026-11-26 10:00-12:00`; '' without one (docs/decisions/031). */
function slotCell(order: repo.OrderRow): string {
  const slot = slotOf(order);
  return slot ? `${slot.date} ${slot.startTime}-${slot.endTime}` : '';
}

async function* orderRecords(db: Database, query: TOrdersCsvQuery): AsyncGenerator<OrdersCsvRecord> {
  const filters = adminOrderFilters(query);
  let after = 0;
  for (;;) {
    const page = await repo.exportOrdersPage(db, filters, after, ORDERS_CSV_PAGE);
    if (page.length === 0) return;
    for (const { order, lines, changes } of page) {
      const changeOf = new Map(changes.map((change) => [change.lineId, change]));
      const collect = amountToCollect(
        order,
        changes.map((change) => change.refundAmount),
      );
      for (const line of lines) {
        const change = changeOf.get(line.id);
        yield {
          order_id: order.id,
          placed_at: order.createdAt.toISOString(),
          status: escapeCell(order.status),
          payment_mode: order.paymentMode,
          payment_id: escapeCell(order.paymentId),
          payment_method: order.paymentMethod,
          collect,
          name: escapeCell(order.name),
          email: escapeCell(order.email),
          phone: escapeCell(order.phoneNumber),
          address: escapeCell(order.address),
          city: escapeCell(order.city),
          state: escapeCell(order.state),
          country: escapeCell(order.country),
          pincode: escapeCell(order.pincode),
          order_amount: order.amount,
          delivery_fee: order.deliveryFee,
          delivery_slot: escapeCell(slotCell(order)),
          product_id: line.productId,
          variant_id: line.variantId ?? '',
          product: escapeCell(line.productTitle),
          variant: escapeCell(line.variantLabel),
          quantity: line.quantity,
          price: line.price,
          line_total: line.subTotal,
          substitute_allowed: line.substitute ? 'yes' : 'no',
          line_change: change?.kind ?? '',
          substitute_product: escapeCell(change?.substituteTitle ?? ''),
          substitute_variant: escapeCell(change?.substituteLabel ?? ''),
          substitute_price: change?.substitutePrice ?? '',
          line_refund: change ? change.refundAmount : '',
          line_refund_status: change?.refundStatus ?? '',
        };
      }
    }
    after = page[page.length - 1]!.order.id;
  }
}

/**
 * The CSV as a stream, a page of orders at a time: the reply sends it with backpressure. It holds shoppers' names,
 * addresses and phones, so who took it, when and with which filters is audited first (issue 27), whether or not the
 * download then completes.
 */
export async function exportOrdersCsv(db: Database, who: AuditActor, query: TOrdersCsvQuery): Promise<Readable> {
  await auditedWrite(db, who, (_tx, audit) =>
    audit({ action: 'order.export', entity: 'order', entityId: 'csv', after: { filters: query } }),
  );
  return csvStream(orderRecords(db, query), ORDERS_CSV_COLUMNS);
}
