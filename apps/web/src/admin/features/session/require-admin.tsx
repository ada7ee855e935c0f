import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { ErrorNotice, Loading } from '../../components/admin-ui';
import { adminTexts } from '../../admin-texts';
import { useAdminSession } from './admin-session';

/** Admin screens need an admin token; without one the login screen, then back here. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { token, loading, failure, retry } = useAdminSession();
  const location = useLocation();
  if (!token) {
    return (
      <Navigate to="/admin/login" replace state={{ from: location.pathname + location.search }} />
    );
  }
  if (loading) return <Loading label={adminTexts.frame.loadingAdmin} />;
  if (failure) {
    return (
      <div className="mx-auto max-w-md p-4">
        <ErrorNotice error={failure} onReload={retry} />
      </div>
    );
  }
  return children;
}

/** Owner-only screens tell a staff member so rather than showing a half-empty form. */
export function OwnerOnly({ children }: { children: ReactNode }) {
  const { isOwner } = useAdminSession();
  if (!isOwner) {
    return (
      <p className="rounded-xl border border-line bg-ivory-50 p-4 text-sm text-muted">
        {adminTexts.frame.ownerOnly}
      </p>
    );
  }
  return children;
}
