import { admin } from '#src/contracts/admin';
import { adminCustomers } from '#src/contracts/admin-customers';
import { adminDashboard } from '#src/contracts/admin-dashboard';
import { route } from '#src/server/lib/route';
import { AppError } from '#src/server/lib/app-error';
import { dashboardFigures } from '#src/server/modules/orders/index';
import { TEXT } from '#src/shared/texts';
import { customerDetail, listCustomers } from './customers.service';
import { stockOverview } from './overview.service';

/**
 * The back office's own endpoints (who is signed in, the overview, the dashboard, customers); each area's
 * endpoints live in its module. Customers and the dashboard combine accounts', orders' and the catalogue's reads.
 */
export const adminRoutes = [
  route(admin.me, async (request) => {
    const { id, name, email, role } = request.authUser;
    // The staff scope let only admin and staff through.
    if (!role) throw new AppError('FORBIDDEN', TEXT.errors.forbidden);
    return { id, name, email, role };
  }),
  route(admin.overview, async (request) => stockOverview(request.server.db)),
  route(adminDashboard.get, async (request) =>
    dashboardFigures(request.server.db, request.server.config.SHOP_TIME_ZONE),
  ),
  route(adminCustomers.list, async (request) => listCustomers(request.server.db, request.query)),
  route(adminCustomers.get, async (request) => customerDetail(request.server.db, request.params.id)),
];
