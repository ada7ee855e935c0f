/**
 * The admin's bearer token, kept under its own key apart from the shopper's `auth_token`
 * (lib/auth-token.ts): an owner who also shops in the same browser keeps both sessions, and the
 * shopper client's 401 handling never throws the admin out (nor the other way round).
 * sessionStorage would end the session with the tab; the server already ends it after 12 hours
 * idle, and an owner working from a phone switches apps all day, so localStorage it is.
 */
export const ADMIN_TOKEN_KEY = 'admin_token';

type Listener = () => void;
const listeners = new Set<Listener>();

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function getAdminToken(): string | null {
  return storage()?.getItem(ADMIN_TOKEN_KEY) || null;
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function setAdminToken(token: string): void {
  storage()?.setItem(ADMIN_TOKEN_KEY, token);
  notify();
}

export function clearAdminToken(): void {
  storage()?.removeItem(ADMIN_TOKEN_KEY);
  notify();
}

export function subscribeAdminToken(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === ADMIN_TOKEN_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
