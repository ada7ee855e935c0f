// Cash on delivery: nothing to pay now. The orders module checks again whether COD may be
// offered (PIN, returned parcels, the limit; docs/offers.md) and adds the COD fee; the order is
// confirmed (Pending -> Processing) at once, or after the shopper uses the mailed link when it
// is large. The payment row stays 'pending' until the courier collects the money.
import type { Executor } from '../../../db/client.ts';
import { acceptCashOnDelivery } from '../../orders/index.ts';
import { upsertCodPayment } from '../payments.repository.ts';
import type { PaymentAttempt, PaymentProvider, PaymentStart } from './payment-provider.ts';

export const COD_CONFIRMATION_NOTICE =
  'We have sent you an e-mail with a link to confirm this cash on delivery order. ' +
  'Your order is packed once you confirm it.';

/** The cash the courier collects: the total with its fee, less any store credit spent. */
const toCollect = (o: { totalPaise: number; storeCreditPaise: number }) =>
  o.totalPaise - o.storeCreditPaise;

export function cashOnDeliveryProvider(publicUrl: string): PaymentProvider {
  return {
    kind: 'cod',
    async start(db: Executor, { order }: PaymentAttempt): Promise<PaymentStart> {
      return db.transaction(async (tx) => {
        const result = await acceptCashOnDelivery(tx, order.id, { publicUrl });
        switch (result.outcome) {
          case 'accepted':
            await upsertCodPayment(tx, order.id, toCollect(result.order));
            return { ok: true };
          case 'awaiting-confirmation':
            await upsertCodPayment(tx, order.id, toCollect(result.order));
            return { ok: true, confirmationRequired: COD_CONFIRMATION_NOTICE };
          case 'refused':
            return { ok: false, error: result.message };
          case 'already-paid':
            return { ok: false, error: 'This order has already been paid.' };
          case 'not-payable':
            return { ok: false, error: 'This order can no longer be paid.' };
        }
      });
    },
  };
}
