// Cash on delivery: nothing to pay now. The order is confirmed (Pending -> Processing) and the
// courier collects the money; the payment row stays 'pending' until then.
import type { Executor } from '../../../db/client.ts';
import { acceptCashOnDelivery } from '../../orders/index.ts';
import { insertPayment } from '../payments.repository.ts';
import type { PaymentAttempt, PaymentProvider, PaymentStart } from './payment-provider.ts';

export function cashOnDeliveryProvider(): PaymentProvider {
  return {
    kind: 'cod',
    async start(db: Executor, { order }: PaymentAttempt): Promise<PaymentStart> {
      return db.transaction(async (tx) => {
        const result = await acceptCashOnDelivery(tx, order.id);
        switch (result) {
          case 'paid':
            await insertPayment(tx, {
              orderId: order.id,
              method: 'cod',
              amountPaise: order.totalPaise,
              txnId: `cod:${order.id}`,
            });
            return { ok: true };
          case 'already-paid':
            return { ok: false, error: 'This order has already been paid.' };
          case 'not-payable':
            return { ok: false, error: 'This order can no longer be paid.' };
        }
      });
    },
  };
}
