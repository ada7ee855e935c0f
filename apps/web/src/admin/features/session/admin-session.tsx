import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, use, useCallback, useSyncExternalStore, type ReactNode } from 'react';
import { clearAdminToken, getAdminToken, subscribeAdminToken } from '../../lib/admin-token';
import { adminMeQuery, adminSignOut, type AdminMe } from './api/session-api';

interface AdminSession {
  token: string | null;
  me: AdminMe | null;
  loading: boolean;
  /** The server could not say who this is (not a 401: that signs out). */
  failure: unknown;
  retry: () => void;
  isOwner: boolean;
  signOut: () => Promise<void>;
}

const SessionContext = createContext<AdminSession | null>(null);

export function useAdminToken(): string | null {
  return useSyncExternalStore(subscribeAdminToken, getAdminToken, () => null);
}

/** Who is signed in to the admin, read once per token from the server (never from the token). */
export function AdminSessionProvider({ children }: { children: ReactNode }) {
  const token = useAdminToken();
  const queryClient = useQueryClient();
  const me = useQuery({ ...adminMeQuery(token), enabled: token !== null });
  const signOut = useCallback(async () => {
    try {
      await adminSignOut();
    } catch {
      // Signing out locally matters more than telling the server; its session ends when idle.
    }
    clearAdminToken();
    queryClient.removeQueries({ queryKey: ['admin'] });
  }, [queryClient]);
  const value: AdminSession = {
    token,
    me: token ? (me.data ?? null) : null,
    loading: token !== null && me.isPending,
    failure: me.error,
    retry: () => void me.refetch(),
    isOwner: me.data?.role === 'owner',
    signOut,
  };
  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useAdminSession(): AdminSession {
  const session = use(SessionContext);
  if (!session) throw new Error('useAdminSession outside AdminSessionProvider');
  return session;
}
