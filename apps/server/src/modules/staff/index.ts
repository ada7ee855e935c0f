// The staff module's public entry: staff accounts and sessions of the owner's admin, and the
// audit log every admin change writes to (docs/decisions/009-admin.md).
export { staffAdminRoutes } from './staff.admin-routes.ts';
export { staffOfToken, STAFF_SESSION_IDLE_HOURS } from './staff-sessions.service.ts';
export { createOwner, setPasswordFromCommandLine, toStaffMember } from './staff.service.ts';
export {
  COMMAND_LINE_ACTOR,
  listAuditEntries,
  recordAudit,
  type AuditActor,
  type AuditRecord,
} from './audit.service.ts';
