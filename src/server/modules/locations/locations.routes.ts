import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZCountry } from '#src/contracts/catalog';
import { listCountries } from './locations.service';

export const locationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/countries',
    {
      schema: {
        tags: ['locations'],
        summary: 'Countries for the location selector, sorted by name (bundled data)',
        response: { 200: z.array(ZCountry) },
      },
    },
    async (_request, reply) => {
      // The list only changes with a new release of the data package.
      reply.header('cache-control', 'public, max-age=86400');
      return listCountries();
    },
  );
};
