export { AdminSessionProvider, useAdminSession } from './admin-session';
export { OwnerOnly, RequireAdmin } from './require-admin';
export { AdminLoginPage } from './components/admin-login-page';
export { InviteAcceptPage } from './components/invite-accept-page';
