import { admin } from '#src/contracts/admin';
import { route } from '#src/server/lib/route';
import { AppError } from '#src/server/lib/app-error';
import { countStock } from '#src/server/modules/catalog/index';
import { TEXT } from '#src/shared/texts';

/** The back office's own endpoints (who is signed in, the overview); each area's endpoints live in its module. */
export const adminRoutes = [
  route(admin.me, async (request) => {
    const { id, name, email, role } = request.authUser;
    // The staff scope let only admin and staff through.
    if (!role) throw new AppError('FORBIDDEN', TEXT.errors.forbidden);
    return { id, name, email, role };
  }),
  route(admin.overview, async (request) => countStock(request.server.db)),
];
