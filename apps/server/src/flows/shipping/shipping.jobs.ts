// The polling fallback (docs/shipping.md, "Tracking"): when a webhook goes missing, each parcel
// still on its way with Shiprocket is asked about at most every SHIPPING_POLL_MINUTES (default
// 60), a few at a time, through the same path the webhook takes, so the answer is applied once.
import type { FastifyInstance } from 'fastify';
import { registerPeriodicJob } from '../../lib/periodic-job.ts';
import {
  CourierError,
  doubleAwareFetch,
  providerOf,
  readSettingsRow,
  reverseShipmentsToPoll,
  shipmentsToPoll,
} from '../../modules/shipping/index.ts';
import { applyCourierUpdate, type ShippingPorts } from './tracking.service.ts';

/** Parcels on their way, forward and reverse pickups alike, through the webhook's own path. */
export async function pollShipments(
  app: FastifyInstance,
  everyMinutes: number,
  ports: ShippingPorts = {},
): Promise<number> {
  const row = await readSettingsRow(app.db);
  if (row.provider !== 'shiprocket') return 0;
  const provider = providerOf(row, app.config, doubleAwareFetch(app));
  const notSince = new Date(Date.now() - everyMinutes * 60_000);
  const due = [
    ...(await shipmentsToPoll(app.db, 'shiprocket', notSince, 20)),
    ...(await reverseShipmentsToPoll(app.db, 'shiprocket', notSince, 10)),
  ];
  let applied = 0;
  for (const s of due) {
    try {
      const update = await provider.track(s.awb);
      if (await applyCourierUpdate(app.db, 'shiprocket', update, ports)) applied += 1;
    } catch (err) {
      if (!(err instanceof CourierError)) throw err;
      app.log.warn({ awb: s.awb, err: err.message }, 'tracking poll failed; will retry');
      break; // the courier is down: ask again on the next run
    }
  }
  return applied;
}

/** SHIPPING_POLL_MINUTES: how old a parcel's last news may be before it is asked about. */
export function pollMinutes(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return 60;
  const minutes = Number(raw);
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > 1440) {
    throw new Error(`SHIPPING_POLL_MINUTES must be a whole number from 1 to 1440, not "${raw}"`);
  }
  return minutes;
}

export function registerShipmentPolling(app: FastifyInstance, ports: ShippingPorts = {}): void {
  if (app.config.env === 'test') return;
  const minutes = pollMinutes(app.config.raw.SHIPPING_POLL_MINUTES);
  registerPeriodicJob(app, {
    everyMs: Math.max(1, minutes / 4) * 60_000,
    failed: 'polling shipments failed',
    run: async () => void (await pollShipments(app, minutes, ports)),
  });
}
