// The returns module's public entry (issue 31 items 4, 5 and 9; docs/decisions/029): returns and
// size exchanges of delivered orders, the owner's queue and numbers. The refund and the courier's
// pickup come in as ports (ports.ts); store-modules.ts wires them.
import type { StoreModule } from '../../kernel/store-module.ts';
import type { ReturnsPorts } from './ports.ts';
import { returnsAdminRoutes } from './returns.admin-routes.ts';
import { returnsCommands } from './returns.commands.ts';
import { returnsRoutes } from './returns.routes.ts';
export type {
  RefundPayoutDetails,
  RefundTo,
  ReturnPickups,
  ReturnRefunds,
  ReturnsPorts,
} from './ports.ts';
export { countAwaitingAction as returnsAwaitingAction } from './returns.repository.ts';
export { returnParcelArrived, returnRefundsSettled } from './owner.service.ts';

/** The returns module as the store registers it (kernel/store-module.ts). */
export function returnsModule(ports: ReturnsPorts): StoreModule {
  return {
    name: 'returns',
    routes: [returnsRoutes],
    adminRoutes: [(scope) => returnsAdminRoutes(scope, { ports })],
    commands: returnsCommands(ports),
  };
}
