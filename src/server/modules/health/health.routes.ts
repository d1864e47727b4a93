import { health } from '#src/contracts/health';
import { AppError } from '#src/server/lib/app-error';
import { route } from '#src/server/lib/route';
import { TEXT } from '#src/shared/texts';

export const healthRoutes = [
  route(health.check, async (request) => {
    if (!(await request.server.database.ping())) throw new AppError('UNAVAILABLE', TEXT.errors.databaseUnreachable);
    return { ok: true as const };
  }),
];
