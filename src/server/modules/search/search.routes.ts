import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZProduct, ZSearchQuery, ZSearchResults, ZSuggestion, ZSuggestQuery } from '#src/contracts/catalog';
import { errorResponses } from '#src/contracts/common';
import { sendCached } from '../catalog/send-cached';
import { searchProducts, suggest } from './search.service';

const tags = ['search'];
const ZProducts = z.array(ZProduct);
const ZSuggestions = z.array(ZSuggestion);
const ranking =
  'Full-text over name (strongest), brand and category names, then description; when nothing matches, ' +
  'names similar to the text (typos). Empty text answers nothing; text past 200 characters is cut.';

/**
 * `Server-Timing: app;dur=…`: the server's own time for a search answer (from the request's arrival to the answer
 * compressed, the socket excepted), for browser developer tools and the benchmark's server-side percentiles.
 */
export const SERVER_TIMING_METRIC = 'app';
const serverTiming = async (_request: FastifyRequest, reply: FastifyReply) => {
  reply.header('server-timing', `${SERVER_TIMING_METRIC};dur=${reply.elapsedTime.toFixed(2)}`);
};

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search',
    {
      schema: {
        tags,
        summary: 'Ranked products for a search text (one page; the total is in the X-Total-Count header)',
        description: ranking,
        querystring: ZSearchQuery,
        response: { 200: ZProducts, ...errorResponses },
      },
      onSend: serverTiming,
    },
    async (request, reply) => {
      const result = await searchProducts(app.db, request.query);
      reply.header('x-total-count', String(result.total));
      return sendCached(reply, ZProducts, result.products);
    },
  );

  app.get(
    '/search/results',
    {
      schema: {
        tags,
        summary: 'The same ranked search with total and totalPages, for the results page',
        description: ranking,
        querystring: ZSearchQuery,
        response: { 200: ZSearchResults, ...errorResponses },
      },
      onSend: serverTiming,
    },
    async (request, reply) => sendCached(reply, ZSearchResults, await searchProducts(app.db, request.query)),
  );

  app.get(
    '/search/suggest',
    {
      schema: {
        tags,
        summary:
          'At most 8 suggestions while typing (2 characters or more): matching categories first, then product names',
        querystring: ZSuggestQuery,
        response: { 200: ZSuggestions, ...errorResponses },
      },
    },
    async (request, reply) =>
      sendCached(reply, ZSuggestions, await suggest(app.db, request.query.q, request.query.location)),
  );
};
