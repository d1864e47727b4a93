import { myList } from '#src/contracts/my-list';
import { route } from '#src/server/lib/route';
import { addToMyList, listMyList, removeFromMyList } from './wishlist.service';

/** `/api/my-list`: the signed-in shopper's wishlist. */
export const wishlistRoutes = [
  route(myList.list, async (request) => listMyList(request.server.db, request.authUser.id, request.query.productId)),
  route(myList.add, async (request, reply) => {
    const answer = await addToMyList(request.server.db, request.authUser.id, request.body.productId);
    return reply.status(answer.status ? 201 : 200).send(answer);
  }),
  route(myList.remove, async (request) => removeFromMyList(request.server.db, request.authUser.id, request.params.id)),
];
