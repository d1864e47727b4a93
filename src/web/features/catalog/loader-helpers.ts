import { data } from 'react-router';
import { DEFAULT_LOCATION } from '#src/shared/constants';

/**
 * The HTTP status of a failed API call. Read by shape, not `instanceof ApiError`: on the server the client
 * comes from the app's own module graph, so its class is not the one bundled into the web build.
 */
function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  return typeof error.status === 'number' ? error.status : undefined;
}

/** The not-found page for an unknown or malformed id: thrown from a loader, caught by the route's boundary. */
export function notFound(): never {
  throw data(null, { status: 404 });
}

/** A positive whole id from a URL segment, or the not-found page. */
export function idParam(raw: string | undefined): number {
  if (!raw || !/^\d{1,10}$/.test(raw)) notFound();
  const id = Number(raw);
  if (id < 1 || id > 2_147_483_647) notFound();
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

/**
 * Runs a catalogue read for the shopper's location. A stale or hand-made `location` cookie the API does not know
 * (400) falls back to every location instead of breaking the page.
 */
export async function forLocation<T>(location: string, read: (location: string) => Promise<T>): Promise<T> {
  try {
    return await read(location);
  } catch (error) {
    if (statusOf(error) === 400 && location !== DEFAULT_LOCATION) return read(DEFAULT_LOCATION);
    throw error;
  }
}

/** A section that may fail without failing the page (related products, reviews). */
export async function orElse<T>(request: Promise<T>, fallback: T, what: string): Promise<T> {
  try {
    return await request;
  } catch (error) {
    console.error(`${what} unavailable`, error);
    return fallback;
  }
}
