import type { FastifyRequest } from 'fastify';
import { adminNewsletter, newsletter } from '#src/contracts/newsletter';
import { route } from '#src/server/lib/route';
import { limitByIp } from '#src/server/plugins/rate-limit';
import * as service from './newsletter.service';

/** Links in mails: PUBLIC_URL, else the origin the request came to (docs/decisions/030). */
const linkBase = (request: FastifyRequest) =>
  request.server.config.PUBLIC_URL?.replace(/\/$/, '') ?? `${request.protocol}://${request.host}`;
const perIp = { preHandler: limitByIp(service.SUBSCRIBE_PER_IP) };

/** `/api/newsletter`: the footer's box, double opt-in (issue 16). */
export const newsletterRoutes = [
  route(
    newsletter.subscribe,
    async (request, reply) => service.subscribe(request.server, request.body.email, linkBase(request), reply),
    perIp,
  ),
  route(
    newsletter.confirm,
    async (request) => service.confirm(request.server, request.body.token, linkBase(request)),
    perIp,
  ),
  route(newsletter.unsubscribe, async (request) => service.unsubscribe(request.server, request.body.token), perIp),
];

/** `/api/admin/newsletter`: confirmed subscribers and their CSV (admins). */
export const adminNewsletterRoutes = [
  route(adminNewsletter.list, async (request) => service.listSubscribers(request.server.db, request.query.page)),
  route(adminNewsletter.exportCsv, async (request, reply) => {
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="newsletter-${day}.csv"`)
      .send(service.exportSubscribersCsv(request.server.db));
  }),
];
