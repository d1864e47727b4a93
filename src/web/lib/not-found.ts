import { data } from 'react-router';
import { ID_MAX } from '#src/shared/constants';

/**
 * The HTTP status of a failed API call. Read by shape, not `instanceof ApiError`: on the server the client
 * comes from the app's own module graph, so its class is not the one bundled into the web build.
 */
export function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  return typeof error.status === 'number' ? error.status : undefined;
}

/**
 * The not-found page for an unknown or malformed id: thrown from a loader, caught by the route's boundary (the
 * shop's Page Not Found, or the back office's inside its chrome).
 */
export function notFound(): never {
  throw data(null, { status: 404 });
}

/** A positive whole id from a URL segment that the API accepts (ZId: 1 … ID_MAX), or the not-found page. */
export function idParam(raw: string | undefined): number {
  if (!raw || !/^\d{1,10}$/.test(raw)) notFound();
  const id = Number(raw);
  if (id < 1 || id > ID_MAX) notFound();
  return id;
}

/** 404 and 400 answers of the API mean "no such page" to a shopper. */
export async function orNotFound<T>(request: Promise<T>): Promise<T> {
  try {
    return await request;
  } catch (error) {
    const status = statusOf(error);
    if (status === 404 || status === 400) notFound();
    throw error;
  }
}
