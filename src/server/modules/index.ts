import type { FastifyPluginAsync } from 'fastify';
import { accountsRoutes } from './accounts/accounts.routes';
import { catalogRoutes } from './catalog/catalog.routes';
import { healthRoutes } from './health/health.routes';
import { locationsRoutes } from './locations/locations.routes';
import { mediaRoutes } from './media/media.routes';
import { reviewsRoutes } from './reviews/reviews.routes';
import { searchRoutes } from './search/search.routes';

/** Every domain's routes, mounted under /api. */
export const apiModules: FastifyPluginAsync[] = [healthRoutes, catalogRoutes, searchRoutes, reviewsRoutes, locationsRoutes, accountsRoutes, mediaRoutes];
