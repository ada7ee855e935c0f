import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { adminLoginRequest, secondFactorCode } from '@store/contract';
import { z } from 'zod';
import {
  bindField,
  EmailField,
  FormAlert,
  SubmitButton,
  TextField,
} from '../../../../components/ui/form-field';
import { errorText } from '../../../lib/admin-api';
import { setAdminToken } from '../../../lib/admin-token';
import { useAdminToken } from '../admin-session';
import { adminLogin } from '../api/login-api';
import { AdminAuthCard } from './admin-auth-card';
import { adminTexts } from '../../../admin-texts';

const text = adminTexts.signIn;

// The contract's own rules, so the screen refuses what the server would, with the same words.
const loginForm = adminLoginRequest.pick({ email: true, password: true });
const codeForm = z.object({ code: secondFactorCode });

/**
 * /admin/login: email and password; when the account has two-factor sign-in on, the server asks
 * for a code from the authenticator app (or a recovery code) as a second step.
 */
export function AdminLoginPage() {
  const token = useAdminToken();
  const location = useLocation();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState<z.output<typeof loginForm> | null>(null);
  const from = (location.state as { from?: string } | null)?.from ?? '/admin';
  const credentials = useForm({
    resolver: zodResolver(loginForm),
    defaultValues: { email: '', password: '' },
  });
  const second = useForm({ resolver: zodResolver(codeForm), defaultValues: { code: '' } });

  if (token) return <Navigate to={from.startsWith('/admin') ? from : '/admin'} replace />;

  const finish = (next: string) => {
    setAdminToken(next);
    void navigate(from.startsWith('/admin') ? from : '/admin', { replace: true });
  };

  const onCredentials = credentials.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await adminLogin(values);
      if ('token' in answer) finish(answer.token);
      else setPending(values);
    } catch (error) {
      setFailure(errorText(error));
    }
  });

  const onCode = second.handleSubmit(async ({ code }) => {
    if (!pending) return;
    setFailure(null);
    try {
      const answer = await adminLogin({ ...pending, code });
      if ('token' in answer) finish(answer.token);
      else setFailure(text.codeRefused);
    } catch (error) {
      setFailure(errorText(error));
    }
  });

  if (pending) {
    return (
      <AdminAuthCard title={text.codeTitle} lead={text.codeLead}>
        <form noValidate onSubmit={(e) => void onCode(e)} className="space-y-5">
          {failure && <FormAlert>{failure}</FormAlert>}
          <TextField
            id="admin-code"
            label={text.code}
            inputMode="numeric"
            autoComplete="one-time-code"
            autoFocus
            {...bindField(second, 'code')}
          />
          <div>
            <SubmitButton
              busy={second.formState.isSubmitting}
              busyLabel={text.checking}
              className="w-full"
            >
              {text.submit}
            </SubmitButton>
          </div>
          <button
            type="button"
            onClick={() => {
              setPending(null);
              setFailure(null);
            }}
            className="h-11 w-full text-sm font-medium text-maroon-700 underline underline-offset-2"
          >
            {text.otherAccount}
          </button>
        </form>
      </AdminAuthCard>
    );
  }

  return (
    <AdminAuthCard title={text.title} lead={text.lead}>
      <form noValidate onSubmit={(e) => void onCredentials(e)} className="space-y-5">
        {failure && <FormAlert>{failure}</FormAlert>}
        <EmailField id="admin-email" label={text.email} {...bindField(credentials, 'email')} />
        <TextField
          id="admin-password"
          label={text.password}
          type="password"
          autoComplete="current-password"
          {...bindField(credentials, 'password')}
        />
        <div>
          <SubmitButton
            busy={credentials.formState.isSubmitting}
            busyLabel={text.submitting}
            className="w-full"
          >
            {text.submit}
          </SubmitButton>
        </div>
      </form>
      <p className="mt-6 text-sm text-muted">
        {text.lostPassword} <code className="break-all text-ink">{text.lostPasswordCommand}</code>
      </p>
    </AdminAuthCard>
  );
}
