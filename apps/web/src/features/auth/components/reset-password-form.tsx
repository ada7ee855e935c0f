import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { Link } from '../../../components/ui/link';
import { FormAlert } from '../../../components/ui/form-field';
import { errorMessage } from '../../../lib/api-client';
import { clearAuthToken, getAuthToken } from '../../../lib/auth-token';
import { toast } from '../../../lib/toast';
import { resetPassword } from '../api/auth-api';
import { resetPasswordForm } from '../auth-rules';
import { AuthCard, authLinkClass } from './auth-card';
import { AuthForm } from './auth-form';
import { NewPasswordFields } from './password-field';
import { t, tx } from '../../../lib/i18n';

const LINK_INVALID = 'This reset link is invalid or has expired. Please ask for a new one.';

/** The page a reset e-mail links to: `/reset-password?token=...`. */
export function ResetPasswordForm() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(resetPasswordForm),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = form.handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      const answer = await resetPassword({ token, password });
      // The reset signed out every session of the account, this browser's included.
      if (getAuthToken() !== null) clearAuthToken();
      toast.success('Password updated', {
        description: answer?.message || 'You can now sign in with your new password.',
      });
      await navigate('/login', { replace: true });
    } catch (error) {
      setFailure(errorMessage(error, 'Failed to reset the password. Please try again.'));
    }
  });

  const askAgain = (
    <Link to="/forgot-password" className={authLinkClass}>
      {t('Ask for a new link')}
    </Link>
  );

  if (!token) {
    return (
      <AuthCard title={t('Reset password')} footer={askAgain}>
        <FormAlert>{LINK_INVALID}</FormAlert>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('Choose a new password')}
      lead={t(
        'Choose a new password of at least 6 characters. This signs you out on every other device.',
      )}
      footer={
        <>
          {tx('Link expired? {link}', { link: askAgain })} ·{' '}
          <Link to="/login" className={authLinkClass}>
            {t('Sign in')}
          </Link>
        </>
      }
    >
      <AuthForm
        onSubmit={onSubmit}
        failure={failure}
        busy={form.formState.isSubmitting}
        busyLabel={t('Saving...')}
        submitLabel={t('Set New Password')}
      >
        <NewPasswordFields form={form} idPrefix="reset" label={t('New password')} />
      </AuthForm>
    </AuthCard>
  );
}
