import { STORAGE_KEYS } from '#src/shared/constants';
import { createStore } from './store';

/** The signed-in user as the spec stores it in localStorage (`user`), next to the bearer `token`. */
export type StoredUser = { userId: number; name: string; email: string; image: string; isAdmin: boolean };
export type Session = { token: string; user: StoredUser } | null;

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

/** Read from localStorage; another tab signing in or out shows here too (the storage event). */
const session = createStore<Session>(null, {
  read,
  watch: (changed) => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.token || event.key === STORAGE_KEYS.user) changed();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  },
});

export function getSession(): Session {
  return read();
}

export function saveSession(token: string, user: StoredUser) {
  window.localStorage.setItem(STORAGE_KEYS.token, token);
  window.localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  session.notify();
}

export function clearSession() {
  window.localStorage.removeItem(STORAGE_KEYS.token);
  window.localStorage.removeItem(STORAGE_KEYS.user);
  session.notify();
}

/** The session in React; `null` during server rendering and for guests. */
export function useSession(): Session {
  return session.use();
}
