import { cart } from '#src/contracts/cart';
import { route } from '#src/server/lib/route';
import { addToCart, listCart, removeCartItem, setCartQuantity, setCartSubstitute } from './cart.service';

/** `/api/cart`: the signed-in shopper's cart, priced by the server. */
export const cartRoutes = [
  route(cart.list, async (request) => listCart(request.server.db, request.authUser.id)),
  route(cart.add, async (request, reply) => {
    const answer = await addToCart(request.server.db, request.authUser.id, request.body);
    return reply.status(answer.status ? 201 : 200).send(answer);
  }),
  route(cart.setQuantity, async (request) =>
    setCartQuantity(request.server.db, request.authUser.id, request.params.id, request.body.quantity),
  ),
  route(cart.setSubstitute, async (request) =>
    setCartSubstitute(request.server.db, request.authUser.id, request.params.id, request.body.substitute),
  ),
  route(cart.remove, async (request) => removeCartItem(request.server.db, request.authUser.id, request.params.id)),
];
