// The failed-delivery queue (docs/shipping.md, "Failed deliveries"; issue 32 item 5): parcels
// whose latest word from the courier is a failed attempt, with its reason, and the owner's
// answer sent to the courier: try again (a new date, an address or phone correction, in the NDR
// action's own fields and its comments) or return to origin. A corrected address line or phone
// is written to the order's shipping address as well, in the same transaction as the audit entry
// naming what changed, so the tracking page, the next label and the mails show it; the invoice
// already issued keeps its own copy. The parcel leaves the queue until the courier's next event;
// a new failed attempt brings it back.
import type { FailedDeliveryAction, FailedDeliveryList } from '@store/contract';
import type { AppConfig } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import { recordAudit, type AuditActor } from '../../kernel/audit.ts';
import { conflict, invalid, notFound } from '../../lib/domain-error.ts';
import { INDIAN_MOBILE_REFUSAL, parseIndianMobile } from '../../lib/india.ts';
import { correctDeliveryContact, getOrderForOwner } from '../../modules/orders/index.ts';
import {
  CourierError,
  findShipmentOfOrder,
  latestEventOf,
  providerOf,
  type NdrCorrections,
  readSettingsRow,
  setShipmentStatus,
  shipmentsWithFailedAttempt,
} from '../../modules/shipping/index.ts';

export async function listFailedDeliveries(db: Executor): Promise<FailedDeliveryList> {
  const data: FailedDeliveryList['data'] = [];
  for (const s of await shipmentsWithFailedAttempt(db)) {
    const order = await getOrderForOwner(db, s.orderId);
    const event = await latestEventOf(db, s.id, 'delivery-failed');
    if (!order) continue;
    data.push({
      orderId: order.id,
      awb: s.awb,
      courier: s.courier,
      fullName: order.fullName,
      phone: order.phone,
      city: order.city,
      postalCode: order.postalCode,
      at: (event?.at ?? s.createdAt).toISOString(),
      reason: event?.note ?? null,
      codAmount: s.codPaise / 100,
    });
  }
  return { data };
}

export async function actOnFailedDelivery(
  db: Executor,
  config: AppConfig,
  fetcher: typeof fetch,
  actor: AuditActor,
  orderId: string,
  input: FailedDeliveryAction,
): Promise<FailedDeliveryList> {
  const shipment = await findShipmentOfOrder(db, orderId);
  if (!shipment) throw notFound('No such shipment');
  if (shipment.status !== 'delivery-failed') {
    throw conflict(`${orderId} has no failed delivery waiting for an answer`);
  }
  // The phone as checkout stores it (+91 and ten digits); the contract checked its shape.
  const phone = input.phone ? parseIndianMobile(input.phone) : null;
  if (input.phone && !phone) {
    throw invalid(`phone: ${INDIAN_MOBILE_REFUSAL}`, { phone: 'invalid' });
  }
  const corrections: NdrCorrections =
    input.action === 're-attempt'
      ? { date: input.date, address: input.address, phone: phone ?? undefined }
      : {};
  const comments =
    input.action === 'return'
      ? 'Return to origin, as the seller asks'
      : [
          'Please deliver again',
          input.date ? `on ${input.date}` : null,
          input.address ? `at: ${input.address}` : null,
          phone ? `phone: ${phone}` : null,
        ]
          .filter(Boolean)
          .join('; ');
  const provider = providerOf(await readSettingsRow(db), config, fetcher);
  if (provider.kind !== shipment.provider) {
    throw conflict(`${orderId} was booked with ${shipment.provider}, not the courier set now`);
  }
  try {
    await provider.ndrAction(shipment.awb, input.action, comments, corrections);
  } catch (err) {
    if (err instanceof CourierError) throw conflict(`The courier did not take it: ${err.message}`);
    throw err;
  }
  await db.transaction(async (tx) => {
    // Out of the queue until the courier's next event (a new failure brings it back).
    if (input.action === 'return') await setShipmentStatus(tx, shipment.id, 'rto-initiated', 5);
    else await setShipmentStatus(tx, shipment.id, 'in-transit', 3);
    await recordAudit(tx, {
      actor,
      action: input.action === 'return' ? 'shipment.return' : 'shipment.reattempt',
      entity: 'order',
      entityId: orderId,
      after: { awb: shipment.awb, comments },
    });
    if (corrections.address || corrections.phone) {
      const changed = await correctDeliveryContact(tx, orderId, {
        address: corrections.address,
        phone: corrections.phone,
      });
      // The log says who changed the shipping address and from what to what.
      if (changed) {
        await recordAudit(tx, {
          actor,
          action: 'order.delivery-contact',
          entity: 'order',
          entityId: orderId,
          before: changed.before,
          after: changed.after,
        });
      }
    }
  });
  return listFailedDeliveries(db);
}
