import { orders } from '#src/contracts/shopping';
import { route } from '#src/server/lib/route';
import { getOrder, listOrders } from './orders.service';

/** `/api/orders`: the signed-in shopper's own orders. Placing one is the checkout workflow's (`/orders/create`). */
export const ordersRoutes = [
  route(orders.list, async (request) => listOrders(request.server.db, request.authUser.id)),
  route(orders.get, async (request) => getOrder(request.server.db, request.authUser.id, request.params.id)),
];
