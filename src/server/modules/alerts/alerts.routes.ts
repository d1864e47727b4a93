import { adminAlerts } from '#src/contracts/alerts';
import { route } from '#src/server/lib/route';
import { auditActor } from '#src/server/modules/audit/index';
import { liveHubOf } from './live';
import { myNotifications, setMyNotifications } from './my-notifications.service';
import * as webhooks from './webhooks.service';

/** `/api/admin/me/notifications`, `/api/admin/events` and `/api/admin/webhooks` (docs/decisions/057). */
export const adminAlertsRoutes = [
  route(adminAlerts.myNotifications, async (request) => myNotifications(request.server.db, request.authUser.id)),
  route(adminAlerts.setMyNotifications, async (request) =>
    setMyNotifications(request.server.db, auditActor(request), request.body),
  ),
  route(adminAlerts.events, async (request, reply) => {
    liveHubOf(request.server)!.open(request, reply);
    return reply;
  }),
  route(adminAlerts.webhooks, async (request) => webhooks.listWebhooks(request.server.db)),
  route(adminAlerts.createWebhook, async (request) =>
    webhooks.createWebhook(
      request.server.db,
      auditActor(request),
      request.body,
      request.server.config.WEBHOOK_PRIVATE_URLS,
    ),
  ),
  route(adminAlerts.webhookSecret, async (request) => webhooks.webhookSecret(request.server.db, request.params.id)),
  route(adminAlerts.deleteWebhook, async (request) =>
    webhooks.deleteWebhook(request.server.db, auditActor(request), request.params.id),
  ),
  route(adminAlerts.webhookDeliveries, async (request) =>
    webhooks.webhookDeliveries(request.server.db, request.params.id),
  ),
];
