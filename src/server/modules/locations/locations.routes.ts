import { locations } from '#src/contracts/catalog';
import { route } from '#src/server/lib/route';
import { listCountries } from './locations.service';

export const locationsRoutes = [
  route(locations.countries, async (_request, reply) => {
    // The list only changes with a new release of the data package.
    reply.header('cache-control', 'public, max-age=86400');
    return listCountries();
  }),
];
