/**
 * The shop's alerts (issue 31 §1, docs/decisions/057): a back-office user's opt-in to the alert e-mails (kept on their
 * account), the live order stream of the back office (server-sent events fed by the database's NOTIFY at commit),
 * and the grocer's outgoing webhooks with their delivery log. The mail module's channels compose and send the
 * e-mails and webhook calls; the orders table's trigger announces placed orders and status moves (migration 0044).
 */
import type { ApiModule } from '#src/server/lib/route';
import { adminAlertsRoutes } from './alerts.routes';
import { startLive } from './live';

export const alertsApi: ApiModule = { routes: adminAlertsRoutes, setup: startLive };
export { endLiveStreams, liveHubOf, type LiveEvent } from './live';
export { recordWebhookAttempt, webhookForCall, webhookIdsFor } from './webhooks.service';
export { webhookSignature, verifyWebhookSignature } from './webhook-signature';
export { guardedLookup, refusePrivateLiteral } from './webhook-url';
