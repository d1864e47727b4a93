import { useEffect } from 'react';
import { PINCODE_PATTERN, STORAGE_KEYS } from '#src/shared/constants';
import { createStore } from './store';

/**
 * The pincode the shopper last checked ("Do we deliver to 560001?", issue 16), remembered like the country
 * (lib/location.ts): in localStorage, mirrored by a `pincode` cookie (SameSite=Lax, one year) that a server-side
 * reader can use. No page's HTML depends on it (the header shows it after hydration), so the page cache keeps one
 * copy per address and country, not per pincode. Only a well-formed pincode is ever read back; anything else is none.
 */
const KEY = STORAGE_KEYS.pincode;
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

const valid = (value: string | null | undefined): string | null => {
  const pincode = value?.trim() ?? '';
  return PINCODE_PATTERN.test(pincode) ? pincode : null;
};

export function pincodeFromCookieHeader(header: string | null | undefined): string | null {
  for (const part of header?.split(';') ?? []) {
    const [name, ...rest] = part.trim().split('=');
    if (name === KEY) return valid(rest.join('='));
  }
  return null;
}

function readStored(): string | null {
  try {
    return valid(window.localStorage.getItem(KEY)) ?? pincodeFromCookieHeader(document.cookie);
  } catch {
    return pincodeFromCookieHeader(document.cookie);
  }
}

function writeCookie(pincode: string) {
  document.cookie = `${KEY}=${pincode}; Path=/; Max-Age=${COOKIE_MAX_AGE_S}; SameSite=Lax`;
}

/** undefined while rendering on the server and hydrating (the page then shows what the cookie said). */
const store = createStore<string | null | undefined>(undefined, {
  read: () => (typeof window === 'undefined' ? undefined : readStored()),
  watch: (changed) => {
    const onStorage = (event: StorageEvent) => event.key === KEY && changed();
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  },
});

/** In the browser: the remembered pincode, or null. */
export const storedPincode = (): string | null => readStored();

/** Remembers a (well-formed) pincode in localStorage and the cookie; every component showing it re-renders. */
export function rememberPincode(pincode: string): void {
  const value = valid(pincode);
  if (!value) return;
  try {
    window.localStorage.setItem(KEY, value);
  } catch {
    // Storage refused (private mode): the cookie still remembers it.
  }
  writeCookie(value);
  store.notify();
}

/**
 * The remembered pincode in a component: `fromServer` in the server's HTML and while hydrating (null, or what a
 * loader read), then the browser's. Re-writes the cookie when it drifted from localStorage.
 */
export function useRememberedPincode(fromServer: string | null = null): string | null {
  const stored = store.use();
  useEffect(() => {
    if (stored && pincodeFromCookieHeader(document.cookie) !== stored) writeCookie(stored);
  }, [stored]);
  return stored === undefined ? fromServer : stored;
}
