// The courier's own manifest of a day's parcels (docs/shipping.md, "Ship"), beside the store's
// PDF: Shiprocket's "Generate Manifest" for the day's parcels not manifested yet (each was booked
// with its pickup generated, as Shiprocket requires), then its "Print Manifest" for all of them,
// which answers the manifest PDF's URL. A parcel is manifested once: the store remembers which,
// so asking again only prints. Self-ship has no courier manifest; the store's own is the one.
import type { CourierManifestResponse } from '@store/contract';
import type { AppConfig } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import { recordAudit, type AuditActor } from '../../kernel/audit.ts';
import { conflict, notFound } from '../../lib/domain-error.ts';
import {
  CourierError,
  listShipmentsOfDay,
  markCourierManifested,
  providerOf,
  readSettingsRow,
} from '../../modules/shipping/index.ts';
import { istDay } from './ship.service.ts';

export async function courierManifestOf(
  db: Executor,
  config: AppConfig,
  fetcher: typeof fetch,
  actor: AuditActor,
  day: string = istDay(new Date()),
): Promise<CourierManifestResponse> {
  const provider = providerOf(await readSettingsRow(db), config, fetcher);
  const manifests = provider.manifests;
  if (!manifests) {
    throw conflict("Your own courier has no courier's manifest: print the store's manifest");
  }
  const parcels = (await listShipmentsOfDay(db, day)).filter(
    (s) => s.provider === provider.kind && s.providerShipmentId && s.providerOrderId,
  );
  if (parcels.length === 0) throw notFound(`No parcels were booked with Shiprocket on ${day}`);
  const fresh = parcels.filter((s) => s.courierManifestedAt === null);
  let manifestUrl: string;
  try {
    if (fresh.length > 0) {
      await manifests.generate(fresh.map((s) => s.providerShipmentId!));
      await markCourierManifested(
        db,
        fresh.map((s) => s.id),
        new Date(),
      );
    }
    manifestUrl = await manifests.print(parcels.map((s) => s.providerOrderId!));
  } catch (err) {
    if (err instanceof CourierError) {
      throw conflict(`The courier did not make the manifest: ${err.message}`);
    }
    throw err;
  }
  if (fresh.length > 0) {
    await recordAudit(db, {
      actor,
      action: 'shipping.courier-manifest',
      entity: 'store',
      entityId: 'shipping',
      after: { day, awbs: fresh.map((s) => s.awb), manifestUrl },
    });
  }
  return { manifestUrl, parcels: parcels.length, generated: fresh.length };
}
