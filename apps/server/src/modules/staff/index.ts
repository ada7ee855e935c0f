// The staff module's public entry: staff accounts and sessions of the owner's admin
// (docs/decisions/009-admin.md). The audit log they read is the kernel's (kernel/audit.ts).
import type { StoreModule } from '../../kernel/store-module.ts';
import { getStoreSettings as storeSettingsOf } from '../store/index.ts';
import { staffAdminRoutes as staffAdminPlugin } from './staff.admin-routes.ts';
import { ownerCreate, staffSetPassword } from './staff.commands.ts';
export { staffAdminRoutes } from './staff.admin-routes.ts';
export { staffOfToken, STAFF_SESSION_IDLE_HOURS } from './staff-sessions.service.ts';
export { createOwner, setPasswordFromCommandLine, toStaffMember } from './staff.service.ts';

/** The staff module as the store registers it (kernel/store-module.ts). */
export const staffModule: StoreModule = {
  name: 'staff',
  adminRoutes: [
    (scope) =>
      staffAdminPlugin(scope, {
        // The name authenticator apps show beside the code: the store's.
        issuer: async () => (await storeSettingsOf(scope.db)).storeName || 'Store',
      }),
  ],
  commands: { 'owner:create': ownerCreate, 'staff:set-password': staffSetPassword },
};
