import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { search, ZProduct, ZSearchResults, ZSuggestion } from '#src/contracts/catalog';
import { route } from '#src/server/lib/route';
import { sendCached } from '#src/server/lib/send-cached';
import { searchProducts, suggest } from './search.service';

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
      const result = await searchProducts(request.server.db, request.query);
      reply.header('x-total-count', String(result.total));
      return sendCached(reply, ZProducts, result.products);
    },
    { onSend: serverTiming },
  ),
  route(
    search.results,
    async (request, reply) => sendCached(reply, ZSearchResults, await searchProducts(request.server.db, request.query)),
    { onSend: serverTiming },
  ),
  route(search.suggest, async (request, reply) =>
    sendCached(reply, ZSuggestions, await suggest(request.server.db, request.query.q, request.query.location)),
  ),
];
