// What a cancellation asks of the code above the orders module (flows/refunds): give back the
// store credit the order spent and start the refund of the money taken, in the cancellation's
// own transaction. The port is set once, when store-modules.ts builds the orders module; a
// store built without it (some tests) only records the refund as due, as before.
import type { Executor } from '../../db/client.ts';
import type { OrderRow } from './orders.repository.ts';

export interface CancellationRefunds {
  start(tx: Executor, order: OrderRow, by: 'shopper' | 'store'): Promise<void>;
}

let port: CancellationRefunds | null = null;

export function setCancellationRefunds(refunds: CancellationRefunds | null): void {
  port = refunds;
}

export function cancellationRefunds(): CancellationRefunds | null {
  return port;
}
