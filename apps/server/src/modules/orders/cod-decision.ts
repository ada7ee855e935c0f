// Whether an order may be paid by cash on delivery: asked by the checkout's quote and placement
// (flows/checkout) and again when the shopper chooses it (cod.service.ts), so it lives with the
// orders whose returned parcels it counts.
import type { OrderCalculation } from '@store/contract';
import type { Executor } from '../../db/client.ts';
import { codDecision, type CodDecision } from '../offers/index.ts';
import type { StoreSettings } from '../store/index.ts';
import { countReturnedToOrigin } from './cod.repository.ts';
import type { PinFacts } from './pricing-seams.ts';

/**
 * Cash on delivery for an order, a PIN and a phone (either may not be known yet). `amountsWith`
 * gives the order's amounts with a COD fee (the calculator's), for the limit and the threshold.
 */
export async function decideCod(
  db: Executor,
  input: {
    settings: StoreSettings;
    storeTakesCod: boolean;
    amountsWith: (codFeePaise: number) => OrderCalculation;
    pin: PinFacts | null;
    phone: string | null;
  },
): Promise<CodDecision> {
  return codDecision({
    settings: input.settings.cod,
    // Configured (PAYMENTS_ENABLED) and left on by the owner (the Store screen's switch).
    storeTakesCod: input.storeTakesCod && input.settings.paymentMethods.cod,
    beforeCodPaise: input.amountsWith(0).beforeCodPaise,
    withCodFeePaise: input.amountsWith(input.settings.cod.feePaise).totalPaise,
    pinAllowsCod: input.pin ? input.pin.cod : null,
    returnsOfPhone: input.phone ? await countReturnedToOrigin(db, input.phone) : null,
  });
}
