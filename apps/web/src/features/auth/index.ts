// The auth feature's public entry: other features and app/ import only from here.
export {
  AuthProvider,
  PLACEHOLDER_EMAIL,
  USER_QUERY_KEY,
  useAuth,
  type AuthUser,
} from './auth-context';
export { RequireAuth } from './require-auth';
export { ForgotPasswordForm } from './components/forgot-password-form';
export { LoginForm } from './components/login-form';
export { RegisterForm } from './components/register-form';
export { ResetPasswordForm } from './components/reset-password-form';
