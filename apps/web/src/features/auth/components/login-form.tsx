import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Link } from '../../../components/ui/link';
import { buttonClass } from '../../../components/ui/button-styles';
import { CheckboxField, TextField } from '../../../components/ui/form-field';
import { useLogin } from '../use-sign-in';
import { loginForm, returnPath } from '../auth-rules';
import { useAuth } from '../auth-context';
import { AuthCard, authLinkClass } from './auth-card';
import { PasswordField } from './password-field';

/** docs/product/storefront.md section 2, "Login": back to where the shopper came from once signed in. */
export function LoginForm() {
  const login = useLogin();
  const { isAuthenticated } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(loginForm),
    defaultValues: { email: '', password: '', rememberMe: false },
  });

  const onSubmit = handleSubmit(async (values) => {
    const ok = await login(values);
    if (ok) await navigate(returnPath(location.state), { replace: true });
  });

  // Already signed in (another tab, or the back button): straight on.
  if (isAuthenticated && !isSubmitting) {
    return <Navigate to={returnPath(location.state)} replace />;
  }

  return (
    <AuthCard
      title="Sign In"
      lead="Welcome back. Sign in to check out, see your orders and keep your wishlist."
      footer={
        <>
          New here?{' '}
          <Link to="/register" state={location.state} className={authLinkClass}>
            Create an account
          </Link>
        </>
      }
    >
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-5">
        <TextField
          id="login-email"
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          id="login-password"
          label="Password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <CheckboxField id="login-remember" label="Remember me" {...register('rememberMe')} />
          <Link to="/forgot-password" className={`${authLinkClass} text-sm`}>
            Forgot password?
          </Link>
        </div>
        <button
          type="submit"
          disabled={isSubmitting}
          className={buttonClass('primary', 'lg', 'w-full')}
        >
          {isSubmitting ? 'Signing in...' : 'Sign In'}
        </button>
      </form>
    </AuthCard>
  );
}
