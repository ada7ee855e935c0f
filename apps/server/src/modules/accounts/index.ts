// The accounts module's public entry: what app.ts, the command line and other modules may use.
// Everything else in this folder is the module's own.
export { accountsRoutes } from './accounts.routes.ts';
export { hashToken, issueSessionToken, userOfSessionToken } from './sessions.service.ts';
// The staff module hashes its passwords the same way (docs/decisions/009-admin.md).
export { createPasswordHasher, type PasswordHasher } from '../../kernel/password.ts';
