// The accounts module's public entry: what app.ts, the command line and other modules may use.
// Everything else in this folder is the module's own.
export { accountsRoutes } from './accounts.routes.ts';
export { issueSessionToken, userOfSessionToken } from './sessions.service.ts';
export { findAccountPhone, findUserIdsByPhone } from './accounts.repository.ts';
