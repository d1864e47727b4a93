import { z } from 'zod';
import { ZIdParams } from './common';
import { defineEndpoint } from './endpoint';
import { ZOrder } from './order-schemas';
import { adminOrderLineEndpoints, ADMIN_ORDERS_TAGS } from './admin-order-line-actions';
import { ZOrderStatusBody, ZAdminOrdersQuery, ZAdminOrdersPage, ZAdminOrderDetail } from './admin-order-schemas';
import {
  ZOrdersCsvQuery,
  ZSlipsQuery,
  ZPackingSlip,
  ZPackingSlips,
  ZSlotDayQuery,
  ZAdminSlotDay,
} from './admin-fulfilment';

export * from './admin-order-lines';
export * from './admin-order-schemas';
export * from './admin-fulfilment';

/**
 * The back office's orders (issue 15, docs/decisions/023): client group `adminOrders`. Permission `orders`; the refund
 * retries `refunds` (src/shared/permissions.ts). The statuses and their allowed moves are one definition (src/shared/constants.ts).
 */
const TAGS = ADMIN_ORDERS_TAGS;

export const adminOrders = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/admin/orders',
    auth: { permission: 'orders' },
    tags: TAGS,
    summary:
      'Orders, newest first, by status, search (id, e-mail, phone, name), day range and refund state, with status counts',
    query: ZAdminOrdersQuery,
    responses: { 200: ZAdminOrdersPage },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/admin/orders/:id',
    auth: { permission: 'orders' },
    tags: TAGS,
    summary: 'One order: lines with variant labels, totals, address, payment id and mode, status history',
    params: ZIdParams,
    responses: { 200: ZAdminOrderDetail },
  }),
  setStatus: defineEndpoint({
    method: 'PATCH',
    path: '/api/admin/orders/:id',
    auth: { permission: 'orders' },
    tags: TAGS,
    summary: 'Move an order to its next status (or cancel it), with an optional note',
    description:
      'pending → confirmed → packed → out_for_delivery → delivered; cancelled from pending, confirmed or packed. ' +
      'Any other move answers 409 and changes nothing; an unknown order 404; an unknown status 400. The change, ' +
      'its history row and its audit entry commit together; two changes at once apply one after the other.',
    params: ZIdParams,
    body: ZOrderStatusBody,
    responses: { 200: ZOrder },
  }),
  refund: defineEndpoint({
    method: 'POST',
    path: '/api/admin/orders/:id/refund',
    auth: { permission: 'refunds' },
    tags: TAGS,
    summary: 'Retry the refund of a cancelled order whose refund failed (or is stuck pending for over a minute)',
    description:
      'Asks the payment provider again with the same idempotency key, so the payment is never refunded twice. 200 ' +
      'with the order once refunded; 503 when the provider still does not take it (the refund stays `failed`); ' +
      '409 when there is nothing to retry: the order is not cancelled, already refunded, or its refund is under ' +
      'way; 404 for an unknown order. Audited as `order.refund`.',
    params: ZIdParams,
    responses: { 200: ZAdminOrderDetail },
  }),
  /** docs/decisions/032. */
  ...adminOrderLineEndpoints,
  slip: defineEndpoint({
    method: 'GET',
    path: '/api/admin/orders/:id/slip',
    auth: { permission: 'orders' },
    tags: TAGS,
    summary: "One order's packing slip: its lines grouped by category, with quantities and variant labels",
    params: ZIdParams,
    responses: { 200: ZPackingSlip },
  }),
  slips: defineEndpoint({
    method: 'GET',
    path: '/api/admin/orders/slips',
    auth: { permission: 'orders' },
    tags: TAGS,
    summary: 'The packing slips of every confirmed order placed on a shop day, or booked into a slot, oldest first',
    description:
      "`date`: the confirmed orders placed that day on the shop's clock (SHOP_TIME_ZONE, docs/decisions/058). " +
      '`slot` (a delivery slot id, docs/decisions/031): the confirmed orders booked into that slot, whenever ' +
      'placed. One of them is required.',
    query: ZSlipsQuery,
    responses: { 200: ZPackingSlips },
  }),
  slots: defineEndpoint({
    method: 'GET',
    path: '/api/admin/orders/slots',
    auth: { permission: 'orders' },
    tags: TAGS,
    summary: "A day's delivery slots across zones (shop time), each with its capacity and its orders by status",
    description:
      'Every slot offered that weekday in an active zone, and any other slot that has orders that day (inactive or ' +
      'deleted since). `booked` counts the orders holding a place (all but cancelled). docs/decisions/031.',
    query: ZSlotDayQuery,
    responses: { 200: ZAdminSlotDay },
  }),
  /** Streamed text/csv: the page downloads it with its token, so there is no client method. */
  exportCsv: defineEndpoint({
    method: 'GET',
    path: '/api/admin/export/orders.csv',
    auth: { permission: 'orders' },
    tags: TAGS,
    summary: 'Orders as CSV, one row per order line, filtered like the list (status, q, from, to)',
    description:
      'Streamed a page of orders at a time, oldest first. Cells starting with = + - @, a tab or CR get a leading ' +
      'quote (docs/decisions/027 lists the columns). Starts with a UTF-8 byte-order mark; `placed_at` is the ' +
      "shop's time (SHOP_TIME_ZONE, `YYYY-MM-DD HH:MM:SS`); the last columns `discount`, `order_refund` and " +
      "`net_amount` are the order's money to what the shop kept (docs/decisions/050).",
    query: ZOrdersCsvQuery,
    responses: { 200: z.string().describe('text/csv') },
    client: false,
  }),
  /** The same orders one row each (issue 29 §4): streamed text/csv, no client method. */
  exportOrderTotalsCsv: defineEndpoint({
    method: 'GET',
    path: '/api/admin/export/order-totals.csv',
    auth: { permission: 'orders' },
    tags: TAGS,
    summary: 'Orders as CSV, one row per order with its totals to the net, filtered like the list',
    description:
      "Streamed like the line-per-row export and audited the same way. Columns: the order's (id, placed_at in the " +
      "shop's time, status, payment, contact, address, slot), `lines`, `units`, `items_total`, `delivery_fee`, " +
      '`order_amount`, `line_refunds`, `discount`, `order_refund`, `net_amount` (docs/decisions/050). Starts with a ' +
      'UTF-8 byte-order mark.',
    query: ZOrdersCsvQuery,
    responses: { 200: z.string().describe('text/csv') },
    client: false,
  }),
};
