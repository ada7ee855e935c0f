import type { FormEvent, ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Link } from '../../../components/ui/link';
import { FormAlert, SubmitButton } from '../../../components/ui/form-field';
import { returnPath } from '../auth-rules';
import { useAuth } from '../auth-context';
import { authLinkClass } from './auth-card';

/** The form of every sign-in screen: the contract checks it, not the browser. */
export function AuthForm({
  onSubmit,
  failure,
  busy,
  busyLabel,
  submitLabel,
  children,
}: {
  onSubmit: (event: FormEvent) => Promise<void>;
  failure?: string | null;
  busy: boolean;
  busyLabel: string;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-5">
      {failure && <FormAlert>{failure}</FormAlert>}
      {children}
      <SubmitButton busy={busy} busyLabel={busyLabel} className="w-full">
        {submitLabel}
      </SubmitButton>
    </form>
  );
}

/** A card footer's "Question? Link" pair, such as "New here? Create an account". */
export function AuthSwitch({
  prompt,
  to,
  state,
  children,
}: {
  prompt: string;
  to: string;
  state?: unknown;
  children: ReactNode;
}) {
  return (
    <>
      {prompt}{' '}
      <Link to={to} state={state} className={authLinkClass}>
        {children}
      </Link>
    </>
  );
}

/**
 * Where sign-in and register send the shopper: back to the page they came from (docs/product/
 * storefront.md section 2). `redirect` is set when they are signed in already (another tab, the
 * back button) and the form should not show at all.
 */
export function useReturnAfterSignIn(busy: boolean) {
  const { isAuthenticated } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const to = returnPath(location.state);
  return {
    /** Carried on to the other sign-in screen so that it returns to the same place. */
    state: location.state as unknown,
    goBack: () => navigate(to, { replace: true }),
    redirect: isAuthenticated && !busy ? <Navigate to={to} replace /> : null,
  };
}
