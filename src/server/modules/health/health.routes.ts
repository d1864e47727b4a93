import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorBody } from '#src/contracts/common';
import { AppError } from '#src/server/lib/app-error';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Ready once the database is migrated and answering',
        response: { 200: z.object({ ok: z.literal(true) }), 503: ZErrorBody },
      },
    },
    async () => {
      if (!(await app.database.ping())) throw new AppError('UNAVAILABLE', 'The database is not reachable');
      return { ok: true as const };
    },
  );
};
