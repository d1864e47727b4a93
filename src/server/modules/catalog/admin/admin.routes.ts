import { adminCatalog } from '#src/contracts/admin-catalog';
import { route } from '#src/server/lib/route';
import { auditActor } from '#src/server/modules/audit/index';
import * as service from './admin.service';

/** The back office's products and variants (issue 14): every write audited, in one transaction with its change. */
export const adminCatalogRoutes = [
  route(adminCatalog.products, async (request) => service.listAdminProducts(request.server.db, request.query)),
  route(adminCatalog.product, async (request) => service.getAdminProduct(request.server.db, request.params.id)),
  route(adminCatalog.createProduct, async (request) =>
    service.createProduct(request.server.db, auditActor(request), request.body),
  ),
  route(adminCatalog.updateProduct, async (request) =>
    service.updateProduct(request.server.db, auditActor(request), request.params.id, request.body),
  ),
  route(adminCatalog.archiveProduct, async (request) =>
    service.setArchived(request.server.db, auditActor(request), request.params.id, true),
  ),
  route(adminCatalog.restoreProduct, async (request) =>
    service.setArchived(request.server.db, auditActor(request), request.params.id, false),
  ),
  route(adminCatalog.publishProduct, async (request) =>
    service.setDraft(request.server.db, auditActor(request), request.params.id, false),
  ),
  route(adminCatalog.unpublishProduct, async (request) =>
    service.setDraft(request.server.db, auditActor(request), request.params.id, true),
  ),
  route(adminCatalog.updateVariant, async (request) =>
    service.patchVariant(request.server.db, auditActor(request), request.params.id, request.body),
  ),
  // The stock alone, for the roles that keep the stock but not the catalogue (decision 059).
  route(adminCatalog.setStock, async (request) =>
    service.setVariantStock(request.server.db, auditActor(request), request.params.id, request.body.countInStock),
  ),
];
