// The staff module's public entry: staff accounts and sessions of the owner's admin
// (docs/decisions/009-admin.md). The audit log they read is the kernel's (kernel/audit.ts).
export { staffAdminRoutes } from './staff.admin-routes.ts';
export { staffOfToken, STAFF_SESSION_IDLE_HOURS } from './staff-sessions.service.ts';
export { createOwner, setPasswordFromCommandLine, toStaffMember } from './staff.service.ts';
