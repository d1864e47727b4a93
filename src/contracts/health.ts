import { z } from 'zod';
import { defineEndpoint } from './endpoint';

export const health = {
  check: defineEndpoint({
    method: 'GET',
    path: '/api/health',
    auth: 'public',
    tags: ['health'],
    summary: 'Ready once the database is migrated and answering',
    responses: { 200: z.object({ ok: z.literal(true) }) },
  }),
};
