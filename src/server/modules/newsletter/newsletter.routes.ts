import { adminNewsletter, newsletter } from '#src/contracts/newsletter';
import { route } from '#src/server/lib/route';
import { auditActor } from '#src/server/modules/audit/index';
import { limitByIp } from '#src/server/plugins/rate-limit';
import * as service from './newsletter.service';
import { shopToday } from '#src/shared/shop-time';

const perIp = { preHandler: limitByIp(service.SUBSCRIBE_PER_IP) };

/** `/api/newsletter`: the footer's box, double opt-in (issue 16). */
export const newsletterRoutes = [
  route(
    newsletter.subscribe,
    async (request, reply) => service.subscribe(request.server, request.body.email, reply),
    perIp,
  ),
  route(newsletter.confirm, async (request) => service.confirm(request.server, request.body.token), perIp),
  route(newsletter.unsubscribe, async (request) => service.unsubscribe(request.server, request.body.token), perIp),
];

/** `/api/admin/newsletter`: confirmed subscribers and their CSV (admins). */
export const adminNewsletterRoutes = [
  route(adminNewsletter.list, async (request) => service.listSubscribers(request.server.db, request.query.page)),
  route(adminNewsletter.exportCsv, async (request, reply) => {
    const day = shopToday(request.server.config.SHOP_TIME_ZONE);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="newsletter-${day}.csv"`)
      .send(await service.exportSubscribersCsv(request.server.db, auditActor(request)));
  }),
];
