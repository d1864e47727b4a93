import { addresses } from '#src/contracts/addresses';
import { route } from '#src/server/lib/route';
import { addAddress, listAddresses, removeAddress, updateAddress } from './addresses.service';

/** `/api/addresses`: the signed-in shopper's address book (docs/decisions/026). */
export const addressesRoutes = [
  route(addresses.list, async (request) => listAddresses(request.server.db, request.authUser.id)),
  route(addresses.add, async (request) => addAddress(request.server.db, request.authUser.id, request.body)),
  route(addresses.update, async (request) =>
    updateAddress(request.server.db, request.authUser.id, request.params.id, request.body),
  ),
  route(addresses.remove, async (request) => removeAddress(request.server.db, request.authUser.id, request.params.id)),
];
