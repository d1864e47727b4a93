import type { FastifyPluginAsync } from 'fastify';
import { catalogRoutes } from './catalog/catalog.routes';
import { healthRoutes } from './health/health.routes';

/** Every domain's routes, mounted under /api. */
export const apiModules: FastifyPluginAsync[] = [healthRoutes, catalogRoutes];
