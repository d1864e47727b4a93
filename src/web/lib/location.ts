import { DEFAULT_LOCATION, STORAGE_KEYS } from '#src/shared/constants';

/**
 * The shopper's delivery country. The spec keeps it in localStorage (`location`, `locationTabIndex`); the server
 * cannot read that, so a `location` cookie mirrors it and loaders read the cookie.
 */
const COOKIE = STORAGE_KEYS.location;
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
const MAX_LENGTH = 100;

export function locationFromCookieHeader(header: string | null | undefined): string {
  if (!header) return DEFAULT_LOCATION;
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== COOKIE) continue;
    try {
      const value = decodeURIComponent(rest.join('=')).trim();
      return value && value.length <= MAX_LENGTH ? value : DEFAULT_LOCATION;
    } catch {
      return DEFAULT_LOCATION;
    }
  }
  return DEFAULT_LOCATION;
}

/** For loaders: the location to pass to the catalogue calls. */
export function locationFromRequest(request: Request): string {
  return locationFromCookieHeader(request.headers.get('cookie'));
}

/** Stores the choice the spec's way and in the cookie; the caller reloads the page. */
export function storeLocation(location: string, tabIndex: number) {
  window.localStorage.setItem(STORAGE_KEYS.location, location);
  window.localStorage.setItem(STORAGE_KEYS.locationTabIndex, String(tabIndex));
  writeLocationCookie(location);
}

export function writeLocationCookie(location: string) {
  document.cookie = `${COOKIE}=${encodeURIComponent(location)}; Path=/; Max-Age=${COOKIE_MAX_AGE_S}; SameSite=Lax`;
}

export function storedLocation(): { location: string; tabIndex: number } {
  const location = window.localStorage.getItem(STORAGE_KEYS.location) || DEFAULT_LOCATION;
  const tabIndex = Number(window.localStorage.getItem(STORAGE_KEYS.locationTabIndex) ?? 0);
  return { location, tabIndex: Number.isInteger(tabIndex) && tabIndex >= 0 ? tabIndex : 0 };
}
