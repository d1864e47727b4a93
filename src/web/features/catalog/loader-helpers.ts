import { DEFAULT_LOCATION } from '#src/shared/constants';
import { statusOf } from '#src/web/lib/not-found';
import { throwIfPageFails } from '#src/web/lib/page-failure';

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

/**
 * A section that may fail without failing the page (related products, reviews). A 404 is no failure: the product
 * is unknown or no longer on sale, and the page itself is Page Not Found — nothing to log (the section's call runs
 * beside the product's and would otherwise log after the page has answered). The database down (503) or a limit on
 * this address (429) fails the page.
 */
export async function orElse<T>(request: Promise<T>, fallback: T, what: string): Promise<T> {
  try {
    return await request;
  } catch (error) {
    throwIfPageFails(error);
    if (statusOf(error) !== 404) console.error(`${what} unavailable`, error);
    return fallback;
  }
}
