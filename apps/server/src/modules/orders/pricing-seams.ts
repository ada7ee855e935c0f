// Where the order's pricing meets the delivery directory (modules/delivery) and GST
// (modules/tax): the PIN's state, its COD flag and promise, and the tax inside each line.
import type { Executor } from '../../db/client.ts';
import { lookupPin } from '../delivery/index.ts';
import { taxOrderLines } from '../tax/index.ts';

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

export interface LineTax {
  cgstPaise: number;
  sgstPaise: number;
  utgstPaise: number;
  igstPaise: number;
}

/** The GST inside each line's net amount (what the shopper pays for it, discount off). */
export async function taxOfLines(
  db: Executor,
  input: { shipState: string; lines: { productId: number; quantity: number; netPaise: number }[] },
): Promise<LineTax[] | null> {
  return taxOrderLines(db, input);
}
