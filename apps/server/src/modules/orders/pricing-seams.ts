// Where the order's pricing meets the delivery directory (modules/delivery) and GST
// (modules/tax): the PIN's state, its COD flag and promise, and what taxes each line.
import type { Executor } from '../../db/client.ts';
import { lookupPin } from '../delivery/index.ts';
import { orderTaxInputs, type OrderTaxInputs } from '../tax/index.ts';

export interface PinFacts {
  state: string;
  cod: boolean;
  serviceable: boolean;
  estimate: { minDays: number; maxDays: number; from: string; to: string } | null;
}

/** What the PIN directory says of a PIN; null for a PIN that does not exist. */
export async function pinFacts(db: Executor, pin: string): Promise<PinFacts | null> {
  return lookupPin(db, pin);
}

/**
 * The places and rates the order calculator taxes these products by, shipped to `shipState`
 * (tax.service.ts `orderTaxInputs`: a product whose HSN has no rate is a conflict).
 */
export async function taxInputs(
  db: Executor,
  shipState: string,
  productIds: number[],
): Promise<OrderTaxInputs> {
  return orderTaxInputs(db, { shipState, productIds });
}
