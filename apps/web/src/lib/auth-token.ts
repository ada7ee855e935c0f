/**
 * The bearer token in localStorage under `auth_token` (docs/product/storefront.md section 9), with a tiny
 * subscription so React state follows changes made here, by the API client's 401 handling, or in
 * another tab.
 */
export const AUTH_TOKEN_KEY = 'auth_token';

type Listener = () => void;
const listeners = new Set<Listener>();

function safeStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function getAuthToken(): string | null {
  return safeStorage()?.getItem(AUTH_TOKEN_KEY) || null;
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function setAuthToken(token: string): void {
  safeStorage()?.setItem(AUTH_TOKEN_KEY, token);
  notify();
}

export function clearAuthToken(): void {
  safeStorage()?.removeItem(AUTH_TOKEN_KEY);
  notify();
}

export function subscribeAuthToken(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === AUTH_TOKEN_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
