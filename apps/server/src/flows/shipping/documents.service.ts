// The labels and the day's manifest as PDFs (modules/shipping/label-pdf.ts), filled from the
// orders and their shipments.
import type { Executor } from '../../db/client.ts';
import { notFound } from '../../lib/domain-error.ts';
import { getOrderForOwner } from '../../modules/orders/index.ts';
import {
  findShipmentsOfOrders,
  labelsPdf,
  listShipmentsOfDay,
  manifestPdf,
  pickupOf,
  readSettingsRow,
  type LabelData,
} from '../../modules/shipping/index.ts';
import { getStoreSettings } from '../../modules/store/index.ts';
import { istDay } from './ship.service.ts';

export async function labelsOf(db: Executor, orderIds: string[]): Promise<Buffer> {
  const shipments = await findShipmentsOfOrders(db, orderIds);
  if (shipments.length === 0) throw notFound('None of these orders has been booked');
  const pickup = pickupOf(await readSettingsRow(db));
  if (!pickup) throw notFound('Set the pickup address in the shipping settings first');
  const byOrder = new Map(shipments.map((s) => [s.orderId, s]));
  const labels: LabelData[] = [];
  for (const id of orderIds) {
    const s = byOrder.get(id);
    const o = s ? await getOrderForOwner(db, id) : null;
    if (!s || !o) continue;
    labels.push({
      awb: s.awb,
      courier: s.courier,
      orderId: o.id,
      codPaise: s.codPaise,
      weightGrams: s.weightGrams,
      dimensions: `${s.lengthCm}x${s.breadthCm}x${s.heightCm} cm`,
      to: {
        name: o.fullName,
        address: o.address,
        city: o.city,
        state: o.state,
        pin: o.postalCode,
        phone: o.phone,
      },
      from: pickup,
      shippedOn: istDay(s.createdAt),
    });
  }
  return labelsPdf(labels);
}

export async function manifestOf(db: Executor, day: string = istDay(new Date())): Promise<Buffer> {
  const shipments = await listShipmentsOfDay(db, day);
  const store = await getStoreSettings(db);
  const parcels = [];
  for (const s of shipments) {
    const o = await getOrderForOwner(db, s.orderId);
    parcels.push({
      awb: s.awb,
      courier: s.courier,
      orderId: s.orderId,
      name: o?.fullName ?? '',
      pin: o?.postalCode ?? '',
      weightGrams: s.weightGrams,
      codPaise: s.codPaise,
    });
  }
  return manifestPdf({ storeName: store.storeName || 'Store', day, parcels });
}
