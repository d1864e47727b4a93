import { adminGst } from '#src/contracts/gst';
import { route } from '#src/server/lib/route';
import { auditActor } from '#src/server/modules/audit/index';
import * as service from './gst-rates.service';

/** The back office's GST rates (issue 30 §2): permission `settings`, every write audited. */
export const gstRateRoutes = [
  route(adminGst.rates, async (request) => service.listGstRates(request.server.db)),
  route(adminGst.createRate, async (request) =>
    service.createGstRate(request.server.db, auditActor(request), request.body),
  ),
  route(adminGst.updateRate, async (request) =>
    service.renameGstRate(request.server.db, auditActor(request), request.params.rateBps, request.body.label),
  ),
  route(adminGst.removeRate, async (request) => {
    await service.removeGstRate(request.server.db, auditActor(request), request.params.rateBps);
    return { deleted: true as const };
  }),
];
