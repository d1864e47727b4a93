import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { search, ZProduct, ZSearchResults, ZSuggestion } from '#src/contracts/catalog';
import { route } from '#src/server/lib/route';
import { sendCached } from '#src/server/lib/send-cached';
import { boundedByIp, type LimitRule } from '#src/server/plugins/rate-limit';
import { searchProducts, suggest, type OnMiss } from './search.service';

/**
 * Searches and suggestions the cache cannot answer, per client IP (decision 014): a flood of made-up queries is
 * refused cheaply instead of queueing every other shopper's reads behind it. Cached answers are never counted.
 */
export const UNCACHED_SEARCH_PER_IP: LimitRule = { name: 'search-ip', max: 120, windowMs: 60_000 };

/**
 * A search the cache cannot answer runs within the address's share of expensive work in flight (one at a time, the
 * rest waiting their turn, issue 27): a minute's allowance sent in one second no longer takes every database
 * connection. It is counted against the allowance when it starts, so a request refused for a full queue costs none.
 */
const limitUncached =
  (request: FastifyRequest, reply: FastifyReply): OnMiss =>
  (read) =>
    boundedByIp(request, reply, async () => {
      await request.server.rateLimiter.consume(UNCACHED_SEARCH_PER_IP, `ip:${request.ip}`, reply);
      return read();
    });

const ZProducts = z.array(ZProduct);
const ZSuggestions = z.array(ZSuggestion);

/**
 * `Server-Timing: app;dur=…`: the server's own time for a search answer (from the request's arrival to the answer
 * compressed, the socket excepted), for browser developer tools and the benchmark's server-side percentiles.
 */
export const SERVER_TIMING_METRIC = 'app';
const serverTiming = async (_request: FastifyRequest, reply: FastifyReply) => {
  reply.header('server-timing', `${SERVER_TIMING_METRIC};dur=${reply.elapsedTime.toFixed(2)}`);
};

export const searchRoutes = [
  route(
    search.search,
    async (request, reply) => {
      const result = await searchProducts(request.server.db, request.query, limitUncached(request, reply));
      reply.header('x-total-count', String(result.total));
      return sendCached(reply, ZProducts, result.products);
    },
    { onSend: serverTiming },
  ),
  route(
    search.results,
    async (request, reply) =>
      sendCached(
        reply,
        ZSearchResults,
        await searchProducts(request.server.db, request.query, limitUncached(request, reply)),
      ),
    { onSend: serverTiming },
  ),
  route(search.suggest, async (request, reply) =>
    sendCached(
      reply,
      ZSuggestions,
      await suggest(request.server.db, request.query.q, request.query.location, limitUncached(request, reply)),
    ),
  ),
];
