/** Orders: the shopper's own, and what the place-order workflow stores. */
export { adminOrdersRoutes, ordersRoutes } from './orders.routes';
export { findOrderOfPayment, hasBought, insertOrder, recordOrderSlot, type OrderWithLines } from './order-lifecycle';
export { toOrder } from './order-answer';
export { startRefundSweep } from './order-refunds.service';
// An order's event: timeline, audit entry and notices in one call, in the order's transaction (docs/decisions/044).
export { recordOrderEvent, type OrderEvent, type OrderEventActor } from './order-events';
// The back office's customers and dashboard (docs/decisions/028).
export { dashboardFigures, orderIdsOfUser, orderStatsOfUsers, ordersOfCustomer } from './dashboard.service';
// Pay on delivery (issue 29 §1, docs/decisions/047): the shopper's due orders, counted in the placing transaction.
export { countDueOrders } from './pay-on-delivery.service';
