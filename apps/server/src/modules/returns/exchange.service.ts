// The exchange's shipment (docs/decisions/029): the size kept aside at the request goes out as
// an order of ₹0 tied to the original (its return request names it), to the original's address.
// Its units were taken from stock at the request, so none are taken again; from Processing the
// owner's usual moves ship and deliver it, and a tracking number given here ships it at once.
import type { Executor } from '../../db/client.ts';
import {
  acceptExchangeOrder,
  insertOrder,
  insertOrderItems,
  newOrderId,
  shipOrder,
  type OrderWithItems,
} from '../orders/index.ts';
import type { ReturnWithLines } from './returns.repository.ts';

export async function sendExchange(
  tx: Executor,
  original: OrderWithItems,
  ret: ReturnWithLines,
  shipment: { trackingNumber?: string | undefined; courier?: string | undefined },
): Promise<string> {
  let id = '';
  let created: Date | null = null;
  for (let attempt = 0; created === null; attempt++) {
    if (attempt === 8) throw new Error('Could not draw a free order reference');
    id = newOrderId();
    created = await insertOrder(tx, {
      id,
      userId: original.userId,
      totalPaise: 0,
      email: original.email,
      fullName: original.fullName,
      address: original.address,
      city: original.city,
      state: original.state,
      postalCode: original.postalCode,
      phone: original.phone,
      placedFrom: null,
      discountPaise: 0,
      couponCode: null,
      shippingPaise: 0,
      taxSplit: original.taxSplit,
    });
  }
  await insertOrderItems(
    tx,
    id,
    ret.lines.map((line) => {
      const item = original.items.find((i) => i.id === line.orderItemId);
      return {
        productId: line.productId,
        title: line.title,
        unitPricePaise: 0,
        quantity: line.quantity,
        size: line.exchangeSize ?? line.size,
        color: line.color,
        discountPaise: 0,
        hsn: item?.hsn ?? null,
        taxRateBasisPoints: item?.taxRateBasisPoints ?? 0,
        taxablePaise: 0,
        cgstPaise: 0,
        sgstPaise: 0,
        utgstPaise: 0,
        igstPaise: 0,
      };
    }),
  );
  await acceptExchangeOrder(tx, id);
  if (shipment.trackingNumber) {
    const shipped = await shipOrder(tx, id, shipment.trackingNumber, shipment.courier);
    if (shipped.outcome !== 'moved') throw new Error(`Exchange order ${id} could not be shipped`);
  }
  return id;
}
