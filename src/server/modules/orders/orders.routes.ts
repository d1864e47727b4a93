import { adminOrders } from '#src/contracts/admin-orders';
import { adminTaxDocuments, taxDocuments } from '#src/contracts/invoices';
import { adminOrderAdjustments } from '#src/contracts/order-adjustments';
import { goodwillRefund, reduceLine, returnLines } from './adjustments.service';
import { orders } from '#src/contracts/orders';
import { adminPayOnDelivery } from '#src/contracts/pay-on-delivery';
import { route } from '#src/server/lib/route';
import { auditActor } from '#src/server/modules/audit/index';
import { exportOrderTotalsCsv, exportOrdersCsv } from './orders-csv.service';
import { shopToday } from '#src/shared/delivery-slot';
import { orderDocument, orderDocuments } from './order-documents.service';
import { packingSlip, packingSlips } from './packing-slips.service';
import { markLineUnavailable, substituteCandidates, substituteLine } from './line-changes.service';
import { retryAdjustmentRefund, retryLineRefund } from './refund-retry.service';
import { getAdminOrder, listAdminOrders } from './admin-orders.service';
import { adminSlotsOfDay } from './admin-slots.service';
import { changeOrderStatus } from './order-lifecycle';
import { recordPayment } from './pay-on-delivery.service';
import { retryRefund } from './order-refunds.service';
import { cancelOwnOrder, getOrder, listOrders, reorderOwnOrder } from './shopper-orders.service';

/** `/api/orders`: the signed-in shopper's own orders. Placing one is the checkout workflow's (`/orders/create`). */
export const ordersRoutes = [
  route(orders.list, async (request) => listOrders(request.server.db, request.authUser.id)),
  route(orders.get, async (request) => getOrder(request.server.db, request.authUser.id, request.params.id)),
  route(orders.cancel, async (request) => cancelOwnOrder(request.server, request.authUser.id, request.params.id)),
  route(orders.reorder, async (request) => reorderOwnOrder(request.server.db, request.authUser.id, request.params.id)),
  // The order's tax invoice and credit notes (docs/decisions/054): only the shopper's own.
  route(taxDocuments.list, async (request) =>
    orderDocuments(request.server.db, request.params.id, request.authUser.id),
  ),
  route(taxDocuments.get, async (request) =>
    orderDocument(
      request.server.db,
      request.params.id,
      request.params.documentId,
      request.authUser.id,
      request.server.config.SHOP_TIME_ZONE,
    ),
  ),
];

/** `/api/admin/orders`: the back office's (staff and admins, docs/decisions/023). */
export const adminOrdersRoutes = [
  route(adminOrders.list, async (request) =>
    listAdminOrders(request.server.db, request.query, request.server.config.SHOP_TIME_ZONE),
  ),
  route(adminOrders.get, async (request) => getAdminOrder(request.server.db, request.params.id)),
  route(adminOrders.setStatus, async (request) =>
    changeOrderStatus(request.server, request.params.id, request.body, auditActor(request)),
  ),
  route(adminOrders.refund, async (request) => retryRefund(request.server, request.params.id, auditActor(request))),
  // Changing lines while picking: unavailable, substituted, and a line refund's retry (docs/decisions/032).
  route(adminOrders.lineUnavailable, async (request) =>
    markLineUnavailable(request.server, request.params.id, request.params.lineId, request.body, auditActor(request)),
  ),
  route(adminOrders.substituteLine, async (request) =>
    substituteLine(request.server, request.params.id, request.params.lineId, request.body, auditActor(request)),
  ),
  route(adminOrders.substitutes, async (request) =>
    substituteCandidates(request.server.db, request.params.id, request.params.lineId),
  ),
  route(adminOrders.lineRefund, async (request) =>
    retryLineRefund(request.server, request.params.id, request.params.lineId, auditActor(request)),
  ),
  // Pay on delivery: what was collected at the door (docs/decisions/047).
  route(adminPayOnDelivery.recordPayment, async (request) =>
    recordPayment(request.server, request.params.id, request.body, auditActor(request)),
  ),
  // Adjustments after placing (docs/decisions/055).
  route(adminOrderAdjustments.reduce, async (request) =>
    reduceLine(request.server, request.params.id, request.body, auditActor(request)),
  ),
  route(adminOrderAdjustments.goodwill, async (request) =>
    goodwillRefund(request.server, request.params.id, request.body, auditActor(request)),
  ),
  route(adminOrderAdjustments.returnLines, async (request) =>
    returnLines(request.server, request.params.id, request.body, auditActor(request)),
  ),
  route(adminOrderAdjustments.refund, async (request) =>
    retryAdjustmentRefund(request.server, request.params.id, request.params.adjustmentId, auditActor(request)),
  ),
  // Tax invoice and credit notes (docs/decisions/054).
  route(adminTaxDocuments.list, async (request) => orderDocuments(request.server.db, request.params.id, null)),
  route(adminTaxDocuments.get, async (request) =>
    orderDocument(
      request.server.db,
      request.params.id,
      request.params.documentId,
      null,
      request.server.config.SHOP_TIME_ZONE,
    ),
  ),
  // Packing slips and the CSV (docs/decisions/027).
  route(adminOrders.slip, async (request) => packingSlip(request.server.db, request.params.id)),
  route(adminOrders.slips, async (request) =>
    packingSlips(request.server.db, request.query, request.server.config.SHOP_TIME_ZONE),
  ),
  // The day's delivery slots with their orders (docs/decisions/031).
  route(adminOrders.slots, async (request) =>
    adminSlotsOfDay(request.server.db, request.query.date, request.server.config.SHOP_TIME_ZONE),
  ),
  // The CSVs (docs/decisions/027, 050): named after the shop's day, their times the shop's.
  route(adminOrders.exportCsv, async (request, reply) => {
    const timeZone = request.server.config.SHOP_TIME_ZONE;
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="orders-${shopToday(timeZone)}.csv"`)
      .send(await exportOrdersCsv(request.server.db, auditActor(request), request.query, timeZone));
  }),
  route(adminOrders.exportOrderTotalsCsv, async (request, reply) => {
    const timeZone = request.server.config.SHOP_TIME_ZONE;
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="order-totals-${shopToday(timeZone)}.csv"`)
      .send(await exportOrderTotalsCsv(request.server.db, auditActor(request), request.query, timeZone));
  }),
];
