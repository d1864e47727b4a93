import { type Readable } from 'node:stream';
import type { TOrdersCsvQuery } from '#src/contracts/admin-orders';
import type { Database } from '#src/db/client';
import { csvStream, escapeCell } from '#src/server/lib/csv-cell';
import { auditedWrite, type AuditActor } from '#src/server/modules/audit/index';
import { ORDERS_CSV_PAGE } from '#src/shared/constants';
import { shopDateTime } from '#src/shared/shop-time';
import { amountToCollect } from '#src/shared/pricing/collect';
import { lineRefundsOf, orderNet, orderRefundOf } from '#src/shared/pricing/net';
import { adminOrderFilters } from './admin-orders.service';
import { slotOf } from './order-answer';
import * as repo from './orders.repository';

/**
 * The orders as CSV (issue 15, docs/decisions/027): one row per line, or one per order (issue 29 §4), streamed page by
 * page, the export audited. Both start with a UTF-8 byte-order mark and write times in the shop's time zone; their
 * money ends with what the shop kept of the order, `net_amount` (docs/decisions/050).
 */

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

/**
 * The order's money beside `order_amount` (docs/decisions/050): the coupons' and offers' discount (already out of the
 * amount), the order's own refund, and what the shop kept — the amount less every refund owed, or for pay on delivery
 * what was collected. New columns go at the end: a spreadsheet reading the export by position keeps working.
 */
export const ORDER_NET_COLUMNS = ['discount', 'order_refund', 'net_amount'] as const;

/** How the order is paid and what is still to collect at the door (`amountToCollect`, docs/decisions/047). */
export const PAY_ON_DELIVERY_COLUMNS = ['payment_method', 'collect'] as const;

/** Who ordered, when, how it was paid and where it goes: the first columns of both exports (`orderCells`). */
const ORDER_COLUMNS = [
  'order_id',
  'placed_at',
  'status',
  'payment_mode',
  'payment_id',
  'name',
  'email',
  'phone',
  'address',
  'city',
  'state',
  'country',
  'pincode',
] as const;

/** One row per order line, the order's columns repeated on each of its rows (docs/decisions/027). */
export const ORDERS_CSV_COLUMNS = [
  ...ORDER_COLUMNS,
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
  ...ORDER_NET_COLUMNS,
  ...PAY_ON_DELIVERY_COLUMNS,
] as const;
type OrdersCsvRecord = Record<(typeof ORDERS_CSV_COLUMNS)[number], string | number>;

/** One row per order (issue 29 §4): the order's columns, its units and lines, and its money to the net. */
export const ORDER_TOTALS_CSV_COLUMNS = [
  ...ORDER_COLUMNS,
  'delivery_slot',
  'lines',
  'units',
  'items_total',
  'delivery_fee',
  'order_amount',
  'line_refunds',
  ...ORDER_NET_COLUMNS,
  ...PAY_ON_DELIVERY_COLUMNS,
] as const;
type OrderTotalsCsvRecord = Record<(typeof ORDER_TOTALS_CSV_COLUMNS)[number], string | number>;

/** The columns both exports share, from the order's row. */
function orderCells(order: repo.OrderRow, timeZone: string) {
  return {
    order_id: order.id,
    placed_at: shopDateTime(order.createdAt, timeZone),
    status: escapeCell(order.status),
    payment_mode: order.paymentMode,
    payment_id: escapeCell(order.paymentId),
    name: escapeCell(order.name),
    email: escapeCell(order.email),
    phone: escapeCell(order.phoneNumber),
    address: escapeCell(order.address),
    city: escapeCell(order.city),
    state: escapeCell(order.state),
    country: escapeCell(order.country),
    pincode: escapeCell(order.pincode),
  };
}

/** The order's money to the net (src/shared/pricing/net.ts), then how it is paid and what is left to collect. */
function netCells({ order, changes: lineChanges, adjustments }: repo.OrderWithLines) {
  // Line changes and adjustments alike (docs/decisions/055).
  const changes = [...lineChanges, ...adjustments];
  return {
    discount: order.discount,
    order_refund: orderRefundOf(order),
    net_amount: orderNet(order, changes),
    payment_method: order.paymentMethod,
    collect: amountToCollect(
      order,
      changes.map((change) => change.refundAmount),
    ),
  };
}

/** The orders the filters select, a page at a time, oldest first. */
async function* filteredOrders(
  db: Database,
  query: TOrdersCsvQuery,
  timeZone: string,
): AsyncGenerator<repo.OrderWithLines> {
  const filters = adminOrderFilters(query, timeZone);
  let after = 0;
  for (;;) {
    const page = await repo.exportOrdersPage(db, filters, after, ORDERS_CSV_PAGE);
    if (page.length === 0) return;
    yield* page;
    after = page[page.length - 1]!.order.id;
  }
}

/** The slot as a sortable cell: `2026-11-26 10:00-12:00`; '' without one (docs/decisions/031). */
function slotCell(order: repo.OrderRow): string {
  const slot = slotOf(order);
  return slot ? `${slot.date} ${slot.startTime}-${slot.endTime}` : '';
}

async function* orderRecords(db: Database, query: TOrdersCsvQuery, timeZone: string): AsyncGenerator<OrdersCsvRecord> {
  for await (const found of filteredOrders(db, query, timeZone)) {
    const { order, lines, changes } = found;
    const changeOf = new Map(changes.map((change) => [change.lineId, change]));
    const orderColumns = orderCells(order, timeZone);
    const net = netCells(found);
    for (const line of lines) {
      const change = changeOf.get(line.id);
      yield {
        ...orderColumns,
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
        ...net,
      };
    }
  }
}

async function* orderTotalsRecords(
  db: Database,
  query: TOrdersCsvQuery,
  timeZone: string,
): AsyncGenerator<OrderTotalsCsvRecord> {
  for await (const found of filteredOrders(db, query, timeZone)) {
    const { order, lines, changes } = found;
    yield {
      ...orderCells(order, timeZone),
      delivery_slot: escapeCell(slotCell(order)),
      lines: lines.length,
      units: lines.reduce((sum, line) => sum + line.quantity, 0),
      items_total: order.itemsTotal,
      delivery_fee: order.deliveryFee,
      order_amount: order.amount,
      // What the changed lines gave back (online) or took off what to collect (pay on delivery).
      line_refunds: lineRefundsOf(order, [...changes, ...found.adjustments]),
      ...netCells(found),
    };
  }
}

/**
 * The CSV as a stream, a page of orders at a time: the reply sends it with backpressure. It holds shoppers' names,
 * addresses and phones, so who took it, when and with which filters is audited first (issue 27), whether or not the
 * download then completes.
 */
export async function exportOrdersCsv(
  db: Database,
  who: AuditActor,
  query: TOrdersCsvQuery,
  timeZone: string,
): Promise<Readable> {
  await auditedWrite(db, who, (_tx, audit) =>
    audit({ action: 'order.export', entity: 'order', entityId: 'csv', after: { filters: query } }),
  );
  return csvStream(orderRecords(db, query, timeZone), ORDERS_CSV_COLUMNS, { bom: true });
}

/** The same orders, one row each (issue 29 §4), audited as its own export (`order-totals-csv`). */
export async function exportOrderTotalsCsv(
  db: Database,
  who: AuditActor,
  query: TOrdersCsvQuery,
  timeZone: string,
): Promise<Readable> {
  await auditedWrite(db, who, (_tx, audit) =>
    audit({ action: 'order.export', entity: 'order', entityId: 'order-totals-csv', after: { filters: query } }),
  );
  return csvStream(orderTotalsRecords(db, query, timeZone), ORDER_TOTALS_CSV_COLUMNS, { bom: true });
}
