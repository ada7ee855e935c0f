// The accounts module's public entry: what app.ts, the command line and other modules may use.
// Everything else in this folder is the module's own.
import type { StoreModule } from '../../kernel/store-module.ts';
import { accountsRoutes as accountsRoutesPlugin } from './accounts.routes.ts';
export { accountsRoutes } from './accounts.routes.ts';
export { issueSessionToken, userOfSessionToken } from './sessions.service.ts';
export {
  addAddress,
  addressBook,
  editAddress,
  removeAddress,
  saveCheckoutAddress,
} from './address-book.service.ts';
export {
  findAccountFirstName,
  findAccountIdByEmail,
  findAccountPhone,
  findUserIdsByPhone,
} from './accounts.repository.ts';

/** The accounts module as the store registers it (kernel/store-module.ts). */
export const accountsModule: StoreModule = {
  name: 'accounts',
  routes: [accountsRoutesPlugin],
};
