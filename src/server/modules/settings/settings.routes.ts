import { adminSettings, settings } from '#src/contracts/settings';
import { cachedRead, route } from '#src/server/lib/route';
import { auditActor } from '#src/server/modules/audit/index';
import * as service from './settings.service';

/** `/api/settings`: what the pages show of the shop, cached with the catalogue (issue 30 §1). */
export const settingsRoutes = [
  cachedRead(settings.shop, (app) => service.shopSettings(app.db)),
  cachedRead(settings.policy, (app, { params }) => service.policy(app.db, params.kind)),
];

/** `/api/admin/settings`: the store settings form (permission `settings`), audited. */
export const adminSettingsRoutes = [
  route(adminSettings.get, async (request) => service.adminSettings(request.server.db)),
  route(adminSettings.update, async (request) =>
    service.updateSettings(request.server.db, auditActor(request), request.body),
  ),
];
