/** Countries for the location selector and the `location` filter every catalogue read takes. */
export { locationsRoutes } from './locations.routes';
export { resolveLocation } from './locations.service';
