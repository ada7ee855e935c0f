import { QueryClientContext } from '@tanstack/react-query';
import {
  createContext,
  startTransition,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { toast } from '../../lib/toast';
import { ApiError } from '../../lib/api-error';
import {
  clearAuthToken,
  getAuthToken,
  setAuthToken,
  subscribeAuthToken,
} from '../../lib/auth-token';

/**
 * Sign-in state (docs/product/storefront.md section 4, "Auth"): a stored token means signed in. Loading is on until
 * the stored token has been read, and protected routes show nothing meanwhile. The API client
 * removes the token on any 401, and this state follows it.
 */

/** docs/product/storefront.md section 3: restored from a stored token, the e-mail is not known yet. */
export const PLACEHOLDER_EMAIL = 'user@example.com';

/** Query keys under this prefix belong to the signed-in shopper and go when they sign out. */
export const USER_QUERY_KEY = 'user';

export interface AuthUser {
  email: string;
}

interface AuthContextValue {
  token: string | null;
  isAuthenticated: boolean;
  /** True while the user state is being worked out; protected routes show nothing meanwhile. */
  isLoading: boolean;
  /** The signed-in shopper; the e-mail is PLACEHOLDER_EMAIL when restored from a stored token. */
  user: AuthUser | null;
  /** Keeps a new session (see use-sign-in.ts for the login and register calls). */
  signIn: (token: string, email: string) => void;
  logout: () => Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const token = useSyncExternalStore(subscribeAuthToken, getAuthToken, () => null);
  const [isLoading, setLoading] = useState(true);
  const [email, setEmail] = useState<string | null>(null);
  // Optional, so the provider also works in tests without a query client.
  const queryClient = use(QueryClientContext);

  // The stored token has been read by the first render: loading ends once it is on screen. A
  // transition: a change of this context's value while part of a rendered page still waits to
  // hydrate makes React hydrate that part at the change's priority, which would be one long
  // task (docs/decisions/011-server-rendering.md).
  useEffect(() => startTransition(() => setLoading(false)), []);

  // Another shopper's data must never outlive their session, whoever ended it (sign-out, a 401,
  // another tab).
  const previousToken = useRef(token);
  useEffect(() => {
    if (previousToken.current === token) return;
    previousToken.current = token;
    queryClient?.removeQueries({ queryKey: [USER_QUERY_KEY] });
    if (token === null) setEmail(null);
  }, [token, queryClient]);

  const signIn = useCallback((newToken: string, newEmail: string) => {
    setAuthToken(newToken);
    setEmail(newEmail);
  }, []);

  const logout = useCallback(async () => {
    let failed = false;
    try {
      // docs/product/rules.md section 2: revoke the token server-side. A 401 means it already was.
      if (getAuthToken() !== null) {
        // The API client loads when first needed rather than with the first page.
        const { logoutUser } = await import('./api/auth-api');
        await logoutUser();
      }
    } catch (error) {
      failed = !(error instanceof ApiError && error.status === 401);
      console.error('Logout call failed', error);
    } finally {
      // Whatever the server said, this browser is signed out.
      clearAuthToken();
    }
    if (failed) toast.error('Error', { description: 'Failed to log out properly.' });
    else toast('Logged out', { description: 'You have been successfully logged out.' });
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      token,
      isAuthenticated: token !== null,
      isLoading,
      user: token === null ? null : { email: email ?? PLACEHOLDER_EMAIL },
      signIn,
      logout,
    }),
    [token, isLoading, email, signIn, logout],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthContextValue {
  const value = use(AuthContext);
  if (!value) throw new Error('useAuth must be used inside AuthProvider');
  return value;
}
