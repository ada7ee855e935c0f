// Reverse pickups for approved returns (docs/shipping.md, "Reverse pickups"), the port the
// returns module calls: the returned lines of the order go, in the caller's transaction, to the
// shop's courier as a return order from the shopper's address to the shop's pickup address.
// Self-ship answers the store's own reference and a return label the shopper prints
// (returnLabelPdf, served by shipping.routes.ts under the order's access rule).
import type { AppConfig } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import { invalid } from '../../lib/domain-error.ts';
import { getOrderForOwner } from '../../modules/orders/index.ts';
import {
  bookReversePickup,
  cancelReversePickup,
  findReverseShipment,
  labelsPdf,
  pickupOf,
  providerOf,
  readSettingsRow,
  type ReversePickupAnswer,
  type ReversePickupCancelled,
} from '../../modules/shipping/index.ts';
import { packagesOfOrders } from './order-packages.ts';
import { istDay } from './ship.service.ts';

export interface ReturnPickupRequest {
  returnId: number;
  /** The order's reference (orders' ids are text, e.g. EE-7K2M9Q). */
  orderId: string;
  lines: { orderItemId: number; quantity: number }[];
}

/** What the returns module calls (store-modules.ts hands it over as a port). */
export interface ReturnPickups {
  request(tx: Executor, input: ReturnPickupRequest): Promise<ReversePickupAnswer>;
  /** Calls off the pickup of a return rejected after it was booked (none: it had none). */
  cancel(tx: Executor, input: { returnId: number }): Promise<ReversePickupCancelled>;
}

/** Where the shopper downloads a self-ship return's label. */
export const returnLabelPath = (orderId: string, returnId: number) =>
  `/api/v1/orders/${encodeURIComponent(orderId)}/returns/${returnId}/label`;

export function returnPickupsWith(config: AppConfig, fetcher: () => typeof fetch): ReturnPickups {
  return {
    async request(tx, input) {
      const row = await readSettingsRow(tx);
      if (!pickupOf(row)) {
        return { state: 'unavailable', reason: 'The shop has no pickup address set' };
      }
      const order = await getOrderForOwner(tx, input.orderId);
      if (!order) throw invalid('No such order', { orderId: 'unknown' });
      const lines = input.lines.map((l) => {
        const item = order.items.find((i) => i.id === l.orderItemId);
        if (!item || !Number.isInteger(l.quantity) || l.quantity < 1 || l.quantity > item.quantity)
          throw invalid('A returned line is not on the order', { lines: 'not on the order' });
        return { item, quantity: l.quantity };
      });
      if (lines.length === 0) throw invalid('Nothing to pick up', { lines: 'empty' });
      const returned = { id: order.id, items: lines.map((l) => ({ ...l.item, ...l })) };
      const size = (await packagesOfOrders(tx, [returned])).get(order.id)!;
      return bookReversePickup(tx, providerOf(row, config, fetcher()), {
        returnId: input.returnId,
        orderId: order.id,
        lines: input.lines,
        parcel: {
          ...size,
          reference: `R${input.returnId}-${order.id}`,
          from: {
            name: order.fullName,
            phone: order.phone,
            email: order.email,
            address: order.address,
            city: order.city,
            state: order.state,
            pin: order.postalCode,
          },
          items: lines.map((l) => ({
            name: l.item.title,
            sku: `${l.item.productId}${l.item.size ? `-${l.item.size}` : ''}`,
            units: l.quantity,
            sellingPricePaise: l.item.unitPricePaise,
          })),
          valuePaise: lines.reduce((s, l) => s + l.quantity * l.item.unitPricePaise, 0),
        },
      });
    },
    async cancel(tx, input) {
      const row = await readSettingsRow(tx);
      return cancelReversePickup(tx, providerOf(row, config, fetcher()), input.returnId);
    },
  };
}

/**
 * The return label of a self-shipped return (the store's reference as its barcode, the shop as
 * the destination, the shopper as the sender); null when the return has none to print.
 */
export async function returnLabelPdf(
  db: Executor,
  orderId: string,
  returnId: number,
): Promise<Buffer | null> {
  const pickup = await findReverseShipment(db, returnId);
  if (!pickup || pickup.orderId !== orderId || pickup.provider !== 'self') return null;
  // A pickup called off (its return was rejected) has no label any more.
  if (pickup.status === 'cancelled') return null;
  const shop = pickupOf(await readSettingsRow(db));
  const order = await getOrderForOwner(db, orderId);
  if (!shop || !order) return null;
  return labelsPdf([
    {
      awb: pickup.awb,
      courier: pickup.courier,
      orderId: `${order.id} (return ${returnId})`,
      codPaise: 0,
      weightGrams: pickup.weightGrams,
      dimensions: 'return to the shop',
      to: shop,
      from: {
        name: order.fullName,
        address: order.address,
        city: order.city,
        state: order.state,
        pin: order.postalCode,
        phone: order.phone,
      },
      shippedOn: istDay(pickup.createdAt),
    },
  ]);
}
