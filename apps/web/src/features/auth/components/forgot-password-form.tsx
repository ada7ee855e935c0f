import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from '../../../components/ui/link';
import { bindField, EmailField } from '../../../components/ui/form-field';
import { errorMessage } from '../../../lib/api-client';
import { requestPasswordReset } from '../api/auth-api';
import { forgotPasswordForm } from '../auth-rules';
import { AuthCard, authLinkClass } from './auth-card';
import { AuthForm, AuthSwitch } from './auth-form';
import { t, tx } from '../../../lib/i18n';

const SENT_FALLBACK =
  'If an account exists for that email, we have sent a link to reset its password.';

/**
 * docs/product/rules.md section 6: asks for a reset link. The answer is the same whether or not the
 * e-mail has an account, so the page never says which.
 */
export function ForgotPasswordForm() {
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(forgotPasswordForm), defaultValues: { email: '' } });

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      // The schema has trimmed and lower-cased it.
      const answer = await requestPasswordReset(email);
      setSent({ email, message: answer?.message || SENT_FALLBACK });
    } catch (error) {
      setFailure(errorMessage(error, 'Failed to send the reset link. Please try again.'));
    }
  });

  if (sent) {
    return (
      <AuthCard
        title={t('Check your email')}
        footer={
          <Link to="/login" className={authLinkClass}>
            {t('Back to sign in')}
          </Link>
        }
      >
        <div className="flex flex-col items-center text-center">
          <span className="flex h-14 w-14 items-center justify-center rounded-full bg-emerald-50 text-emerald-800">
            <MailCheck className="h-7 w-7" aria-hidden="true" />
          </span>
          <p role="status" className="mt-4 text-ink">
            {sent.message}
          </p>
          <p className="mt-3 text-sm text-muted">
            {tx(
              'The link works once, for 30 minutes. Nothing in your inbox? Check the spam folder, or {retry}.',
              {
                retry: (
                  <button
                    type="button"
                    onClick={() => setSent(null)}
                    className={`${authLinkClass} inline`}
                  >
                    {t('try again')}
                  </button>
                ),
              },
            )}
          </p>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('Forgot password?')}
      lead={t(
        'Enter the email you registered with and we will send you a link to choose a new password.',
      )}
      footer={
        <AuthSwitch prompt={t('Remembered it?')} to="/login">
          {t('Sign in')}
        </AuthSwitch>
      }
    >
      <AuthForm
        onSubmit={onSubmit}
        failure={failure}
        busy={form.formState.isSubmitting}
        busyLabel={t('Sending...')}
        submitLabel={t('Send Reset Link')}
      >
        <EmailField id="forgot-email" label={t('Email')} {...bindField(form, 'email')} />
      </AuthForm>
    </AuthCard>
  );
}
