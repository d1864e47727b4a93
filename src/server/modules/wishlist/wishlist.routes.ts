import { myList } from '#src/contracts/my-list';
import { stockRequests } from '#src/contracts/stock-requests';
import { route } from '#src/server/lib/route';
import { cancelStockRequest, listStockRequests, requestStock } from './stock-requests.service';
import { addToMyList, listMyList, removeFromMyList } from './wishlist.service';

/** `/api/my-list`: the signed-in shopper's wishlist; `/api/stock-requests`: their "Notify me" packs. */
export const wishlistRoutes = [
  route(myList.list, async (request) => listMyList(request.server.db, request.authUser.id, request.query.productId)),
  route(myList.add, async (request, reply) => {
    const answer = await addToMyList(request.server.db, request.authUser.id, request.body.productId);
    return reply.status(answer.status ? 201 : 200).send(answer);
  }),
  route(myList.remove, async (request) => removeFromMyList(request.server.db, request.authUser.id, request.params.id)),
  route(stockRequests.list, async (request) => listStockRequests(request.server.db, request.authUser.id)),
  route(stockRequests.add, async (request, reply) =>
    reply.status(201).send(await requestStock(request.server.db, request.authUser.id, request.body.variantId)),
  ),
  route(stockRequests.remove, async (request) =>
    cancelStockRequest(request.server.db, request.authUser.id, request.params.variantId),
  ),
];
