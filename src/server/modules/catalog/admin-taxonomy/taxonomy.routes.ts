import { adminBanners, adminCategories } from '#src/contracts/admin-taxonomy';
import { route } from '#src/server/lib/route';
import { auditActor } from '#src/server/modules/audit/index';
import * as service from './taxonomy.service';

/** The back office's categories and banners (issue 14): admins only, every write audited. */
export const taxonomyRoutes = [
  route(adminCategories.list, async (request) => service.categoryTree(request.server.db)),
  route(adminCategories.create, async (request) =>
    service.createCategory(request.server.db, auditActor(request), request.body),
  ),
  route(adminCategories.update, async (request) =>
    service.updateCategory(request.server.db, auditActor(request), request.params.id, request.body),
  ),
  route(adminCategories.reorder, async (request) =>
    service.reorderCategories(request.server.db, auditActor(request), request.body.parentId, request.body.ids),
  ),
  route(adminCategories.remove, async (request) => {
    await service.deleteCategory(request.server.db, auditActor(request), request.params.id);
    return { deleted: true as const };
  }),
  route(adminBanners.list, async (request) => service.bannerLists(request.server.db)),
  route(adminBanners.create, async (request) =>
    service.createBanner(request.server.db, auditActor(request), request.body),
  ),
  route(adminBanners.update, async (request) =>
    service.updateBanner(request.server.db, auditActor(request), request.params.id, request.body),
  ),
  route(adminBanners.reorder, async (request) =>
    service.reorderBanners(request.server.db, auditActor(request), request.body.kind, request.body.ids),
  ),
  route(adminBanners.remove, async (request) => {
    await service.deleteBanner(request.server.db, auditActor(request), request.params.id);
    return { deleted: true as const };
  }),
];
