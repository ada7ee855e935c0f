import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from '../../../components/ui/link';
import { bindField, CheckboxField, EmailField } from '../../../components/ui/form-field';
import { useLogin } from '../use-sign-in';
import { loginForm } from '../auth-rules';
import { AuthCard, authLinkClass } from './auth-card';
import { AuthForm, AuthSwitch, useReturnAfterSignIn } from './auth-form';
import { PasswordField } from './password-field';
import { t } from '../../../lib/i18n';

/** docs/product/storefront.md section 2, "Login": back to where the shopper came from once signed in. */
export function LoginForm() {
  const login = useLogin();
  const form = useForm({
    resolver: zodResolver(loginForm),
    defaultValues: { email: '', password: '', rememberMe: false },
  });
  const { isSubmitting } = form.formState;
  const back = useReturnAfterSignIn(isSubmitting);

  const onSubmit = form.handleSubmit(async (values) => {
    if (await login(values)) await back.goBack();
  });

  if (back.redirect) return back.redirect;

  return (
    <AuthCard
      title={t('Sign In')}
      lead={t('Welcome back. Sign in to check out, see your orders and keep your wishlist.')}
      footer={
        <AuthSwitch prompt={t('New here?')} to="/register" state={back.state}>
          {t('Create an account')}
        </AuthSwitch>
      }
    >
      <AuthForm
        onSubmit={onSubmit}
        busy={isSubmitting}
        busyLabel={t('Signing in...')}
        submitLabel={t('Sign In')}
      >
        <EmailField id="login-email" label={t('Email')} {...bindField(form, 'email')} />
        <PasswordField
          id="login-password"
          label={t('Password')}
          autoComplete="current-password"
          {...bindField(form, 'password')}
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <CheckboxField
            id="login-remember"
            label={t('Remember me')}
            {...form.register('rememberMe')}
          />
          <Link to="/forgot-password" className={`${authLinkClass} text-sm`}>
            {t('Forgot password?')}
          </Link>
        </div>
      </AuthForm>
    </AuthCard>
  );
}
