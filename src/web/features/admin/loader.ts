import { data } from 'react-router';
import type { AppLoadContext } from 'react-router';
import { apiErrorStatus, type ApiClient } from '#src/contracts/client';
import { BACK_OFFICE_COOKIE } from '#src/shared/constants';

/** The back-office session token the sign-in answer set as a cookie (decision 021), or null. */
export function backOfficeToken(request: Request): string | null {
  const header = request.headers.get('cookie');
  if (!header) return null;
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== BACK_OFFICE_COOKIE) continue;
    try {
      return decodeURIComponent(rest.join('=')) || null;
    } catch {
      return null;
    }
  }
  return null;
}

/** The shop's Page Not Found, with status 404: what /admin is for anyone without the role. */
export const adminNotFound = () => data(null, { status: 404 });

/**
 * For every admin route's loader: `load` gets the API client calling as the signed-in back-office user. A guest, a
 * shopper, a stale session, or staff on an admin-only endpoint (401/403), and a missing entity (404) → Page Not Found
 * (404). Any other failure is the page's, with its status (the database down: 503; decision 040).
 *
 *   export const loader = ({ context, request }: Route.LoaderArgs) =>
 *     adminLoad({ context, request }, (api) => api.admin.overview());
 */
export async function adminLoad<T>(
  { context, request }: { context: AppLoadContext; request: Request },
  load: (api: ApiClient) => Promise<T>,
): Promise<T> {
  const token = backOfficeToken(request);
  if (!token) throw adminNotFound();
  try {
    return await load(context.apiAs(token));
  } catch (error) {
    const status = apiErrorStatus(error);
    if (status === 401 || status === 403 || status === 404) throw adminNotFound();
    throw error;
  }
}
