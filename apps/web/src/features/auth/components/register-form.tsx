import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Link } from '../../../components/ui/link';
import { buttonClass } from '../../../components/ui/button-styles';
import { TextField } from '../../../components/ui/form-field';
import { useRegister } from '../use-sign-in';
import { registerForm, returnPath } from '../auth-rules';
import { useAuth } from '../auth-context';
import { AuthCard, authLinkClass } from './auth-card';
import { PasswordField } from './password-field';

/**
 * docs/product/storefront.md section 2, "Register", with docs/product/rules.md section 6: the new account is signed in and
 * goes home, or back to the page the shopper came from (checkout, say).
 */
export function RegisterForm() {
  const createAccount = useRegister();
  const { isAuthenticated } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(registerForm),
    defaultValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ firstName, lastName, email, password }) => {
    const ok = await createAccount({ firstName, lastName, email, password });
    if (ok) await navigate(returnPath(location.state), { replace: true });
  });

  // Already signed in (another tab, or the back button): straight on.
  if (isAuthenticated && !isSubmitting) {
    return <Navigate to={returnPath(location.state)} replace />;
  }

  return (
    <AuthCard
      title="Create Account"
      lead="Join us for faster checkout, order tracking and a wishlist on every device."
      footer={
        <>
          Already have an account?{' '}
          <Link to="/login" state={location.state} className={authLinkClass}>
            Sign in
          </Link>
        </>
      }
    >
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            id="register-first-name"
            label="First name"
            autoComplete="given-name"
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <TextField
            id="register-last-name"
            label="Last name"
            autoComplete="family-name"
            error={errors.lastName?.message}
            {...register('lastName')}
          />
        </div>
        <TextField
          id="register-email"
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          hint="Use an address you read often, such as Gmail, Outlook or Yahoo Mail: order updates and password resets go there."
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          id="register-password"
          label="Password"
          autoComplete="new-password"
          hint="At least 6 characters."
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          id="register-confirm-password"
          label="Confirm password"
          toggleName="confirm password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <button
          type="submit"
          disabled={isSubmitting}
          className={buttonClass('primary', 'lg', 'w-full')}
        >
          {isSubmitting ? 'Creating account...' : 'Create Account'}
        </button>
      </form>
    </AuthCard>
  );
}
