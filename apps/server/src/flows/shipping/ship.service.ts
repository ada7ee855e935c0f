// Booking parcels (docs/shipping.md, "Ship"): for each order picked on the Ship screen the
// provider creates the shipment, assigns the AWB and schedules the pickup; only then, in one
// transaction with its audit entry, the order moves to Shipped with its AWB and courier and the
// shipment is recorded. A courier that is down or refuses leaves the order Processing, with the
// reason on the screen; nothing half-booked is kept (an AWB already assigned is cancelled).
import type {
  BookParcelsRequest,
  BookParcelsResponse,
  PackageSize,
  ShipQueueResponse,
} from '@store/contract';
import type { AppConfig } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import type { AuditActor } from '../../kernel/audit.ts';
import { DomainError, invalid } from '../../lib/domain-error.ts';
import {
  OrderStatus,
  auditedOrderChange,
  getOrderForOwner,
  listOrdersForOwner,
  shipOrder,
  type OrderWithItems,
} from '../../modules/orders/index.ts';
import { refuseSandboxPaidOrder } from '../../modules/payments/index.ts';
import {
  CourierError,
  defaultPackageOf,
  findShipmentOfOrder,
  findShipmentsOfOrders,
  insertShipment,
  pickupOf,
  providerOf,
  readSettingsRow,
  type Parcel,
} from '../../modules/shipping/index.ts';
import { packagesOfOrders } from './order-packages.ts';

/** Cash the courier collects: the total of an unpaid cash-on-delivery order, else nothing. */
export const codPaiseOf = (o: Pick<OrderWithItems, 'paymentMethod' | 'paidAt' | 'totalPaise'>) =>
  o.paymentMethod === 'cod' && o.paidAt === null ? o.totalPaise : 0;

/** The IST calendar day of a moment, YYYY-MM-DD (the manifest's day). */
export const istDay = (d: Date) =>
  new Date(d.getTime() + 5.5 * 3600_000).toISOString().slice(0, 10);

export async function shipQueue(db: Executor): Promise<ShipQueueResponse> {
  const row = await readSettingsRow(db);
  const waiting = await listOrdersForOwner(db, { status: OrderStatus.Processing, limit: 200 });
  const booked = new Set(
    (
      await findShipmentsOfOrders(
        db,
        waiting.map((o) => o.id),
      )
    ).map((s) => s.orderId),
  );
  const open = waiting.filter((o) => !booked.has(o.id));
  const packages = await packagesOfOrders(db, open);
  return {
    provider: row.provider === 'shiprocket' ? 'shiprocket' : 'self',
    defaultPackage: defaultPackageOf(row),
    data: open.map((o) => ({
      orderId: o.id,
      createdAt: o.createdAt.toISOString(),
      fullName: o.fullName,
      city: o.city,
      postalCode: o.postalCode,
      items: o.items.reduce((n, i) => n + i.quantity, 0),
      codAmount: codPaiseOf(o) / 100,
      package: packages.get(o.id) ?? defaultPackageOf(row),
    })),
  };
}

function parcelOf(o: OrderWithItems, size: PackageSize): Parcel {
  return {
    orderId: o.id,
    orderedAt: o.createdAt,
    weightGrams: size.weightGrams,
    lengthCm: size.lengthCm,
    breadthCm: size.breadthCm,
    heightCm: size.heightCm,
    to: {
      name: o.fullName,
      phone: o.phone,
      email: o.email,
      address: o.address,
      city: o.city,
      state: o.state,
      pin: o.postalCode,
    },
    items: o.items.map((i) => ({
      name: i.title,
      sku: `${i.productId}${i.size ? `-${i.size}` : ''}`,
      units: i.quantity,
      sellingPricePaise: i.unitPricePaise,
    })),
    totalPaise: o.totalPaise,
    codPaise: codPaiseOf(o),
  };
}

type Outcome = BookParcelsResponse['data'][number];
type Asked = BookParcelsRequest['parcels'][number];

async function bookOne(
  db: Executor,
  config: AppConfig,
  fetcher: typeof fetch,
  actor: AuditActor,
  asked: Asked,
): Promise<Outcome> {
  const failed = (reason: string): Outcome => ({
    orderId: asked.orderId,
    outcome: 'failed',
    reason,
  });
  const order = await getOrderForOwner(db, asked.orderId);
  if (!order) return failed('No such order');
  if (order.status !== OrderStatus.Processing)
    return failed('Only a Processing order can be shipped');
  if (await findShipmentOfOrder(db, order.id)) return failed('Already booked');
  try {
    await refuseSandboxPaidOrder(db, order.id);
  } catch (err) {
    if (err instanceof DomainError) return failed(err.message);
    throw err;
  }
  const row = await readSettingsRow(db);
  const provider = providerOf(row, config, fetcher);
  // Sizes the owner left out are the order's default package (its product types').
  const suggested = (await packagesOfOrders(db, [order])).get(order.id)!;
  const size: PackageSize = {
    weightGrams: asked.weightGrams ?? suggested.weightGrams,
    lengthCm: asked.lengthCm ?? suggested.lengthCm,
    breadthCm: asked.breadthCm ?? suggested.breadthCm,
    heightCm: asked.heightCm ?? suggested.heightCm,
  };
  const parcel = parcelOf(order, size);
  let awb: string | null = null;
  try {
    const created = await provider.createShipment(parcel);
    const assigned = await provider.assignAwb(created, parcel);
    awb = assigned.awb;
    if (created.providerShipmentId) {
      await provider.schedulePickup([created.providerShipmentId]);
      // The courier's own label is asked for as its protocol expects; the store prints its own.
      await provider.courierLabel([created.providerShipmentId]);
    }
    const result = await auditedOrderChange(
      db,
      actor,
      'order.ship',
      order.id,
      async (tx) => {
        const moved = await shipOrder(tx, order.id, assigned.awb, assigned.courier);
        if (moved.outcome === 'moved') {
          await insertShipment(tx, {
            orderId: order.id,
            provider: provider.kind,
            courier: assigned.courier,
            awb: assigned.awb,
            providerOrderId: created.providerOrderId,
            providerShipmentId: created.providerShipmentId,
            trackingUrl: assigned.trackingUrl,
            weightGrams: size.weightGrams,
            lengthCm: size.lengthCm,
            breadthCm: size.breadthCm,
            heightCm: size.heightCm,
            codPaise: parcel.codPaise,
            manifestDay: istDay(new Date()),
          });
        }
        return moved;
      },
      (r) => r.outcome === 'moved',
    );
    if (result.outcome !== 'moved') {
      await provider.cancel([assigned.awb]).catch(() => undefined);
      return failed('The order changed while it was being booked');
    }
    return { orderId: order.id, outcome: 'booked', awb: assigned.awb, courier: assigned.courier };
  } catch (err) {
    if (!(err instanceof CourierError)) throw err;
    // Nothing half-booked is kept: an AWB already assigned goes back to the courier.
    if (awb) await provider.cancel([awb]).catch(() => undefined);
    return failed(`The courier could not book it: ${err.message}. The order stays Processing.`);
  }
}

export async function bookParcels(
  db: Executor,
  config: AppConfig,
  actor: AuditActor,
  request: BookParcelsRequest,
  fetcher: typeof fetch = fetch,
): Promise<BookParcelsResponse> {
  const row = await readSettingsRow(db);
  if (!pickupOf(row)) {
    throw invalid('Set the pickup address in the shipping settings first', { pickup: 'required' });
  }
  const ids = request.parcels.map((p) => p.orderId);
  if (new Set(ids).size !== ids.length)
    throw invalid('An order is listed twice', { parcels: 'duplicate order' });
  const data: Outcome[] = [];
  for (const parcel of request.parcels)
    data.push(await bookOne(db, config, fetcher, actor, parcel));
  const booked = data.filter((d) => d.outcome === 'booked').map((d) => d.orderId);
  return {
    data,
    labelsUrl:
      booked.length > 0 ? `/api/v1/admin/shipping/labels?orders=${booked.join(',')}` : null,
  };
}
