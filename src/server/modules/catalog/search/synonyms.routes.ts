import { adminSearchSynonyms } from '#src/contracts/search-synonyms';
import { route } from '#src/server/lib/route';
import { auditActor } from '#src/server/modules/audit/index';
import * as service from './synonyms.service';

/** The back office's search synonyms (issue 32 §3): catalogue permission, every write audited. */
export const synonymRoutes = [
  route(adminSearchSynonyms.list, async (request) => service.listSynonyms(request.server.db)),
  route(adminSearchSynonyms.create, async (request) =>
    service.createSynonym(request.server.db, auditActor(request), request.body),
  ),
  route(adminSearchSynonyms.update, async (request) =>
    service.updateSynonym(request.server.db, auditActor(request), request.params.id, request.body),
  ),
  route(adminSearchSynonyms.remove, async (request) => {
    await service.deleteSynonym(request.server.db, auditActor(request), request.params.id);
    return { deleted: true as const };
  }),
];
