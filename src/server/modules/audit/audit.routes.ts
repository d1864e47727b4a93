import { admin } from '#src/contracts/admin';
import { route } from '#src/server/lib/route';
import { listAudit } from './audit.service';

export const auditRoutes = [
  route(admin.audit, async (request) => {
    const { page, ...filters } = request.query;
    return listAudit(request.server.db, filters, page);
  }),
];
