import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '#src/shared/constants';

/** The signed-in user as the spec stores it in localStorage (`user`), next to the bearer `token`. */
export type StoredUser = { userId: number; name: string; email: string; image: string; isAdmin: boolean };
export type Session = { token: string; user: StoredUser } | null;

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cached: Session = null;

function read(): Session {
  if (typeof window === 'undefined') return null;
  const token = window.localStorage.getItem(STORAGE_KEYS.token);
  const userRaw = window.localStorage.getItem(STORAGE_KEYS.user);
  const raw = token && userRaw ? `${token}\n${userRaw}` : null;
  if (raw === cachedRaw) return cached;
  cachedRaw = raw;
  try {
    cached = token && userRaw ? { token, user: JSON.parse(userRaw) as StoredUser } : null;
  } catch {
    cached = null;
  }
  return cached;
}

function notify() {
  for (const listener of listeners) listener();
}

export function getSession(): Session {
  return read();
}

export function saveSession(token: string, user: StoredUser) {
  window.localStorage.setItem(STORAGE_KEYS.token, token);
  window.localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  notify();
}

export function clearSession() {
  window.localStorage.removeItem(STORAGE_KEYS.token);
  window.localStorage.removeItem(STORAGE_KEYS.user);
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.token || event.key === STORAGE_KEYS.user) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The session in React; `null` during server rendering and for guests. */
export function useSession(): Session {
  return useSyncExternalStore(subscribe, read, () => null);
}
