// The shop's own courier or a post office counter (docs/shipping.md): no courier's API to call.
// The store makes the AWB-style reference itself (printed as a Code 128 barcode on its label) and
// the owner reports the delivery; there is nothing to poll.
import { randomInt } from 'node:crypto';
import type { ShippingProvider } from './provider.ts';

/** SS + IST date + 6 random digits + a mod-10 check digit, e.g. SS2611261234567. */
export function selfShipReference(now = new Date()): string {
  const day = new Date(now.getTime() + 5.5 * 3600_000).toISOString().slice(2, 10).replace(/-/g, '');
  const digits = `${day}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
  const sum = [...digits].reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 3 : 1), 0);
  return `SS${digits}${(10 - (sum % 10)) % 10}`;
}

export const SELF_SHIP_REFERENCE = /^SS\d{13}$/;

export function selfShipProvider(courierName: string): ShippingProvider {
  return {
    kind: 'self',
    // The shop decides where it goes; every PIN the store accepts is one it delivers to.
    serviceability: async () => [
      { courierId: 'self', name: courierName, ratePaise: 0, etdDays: null },
    ],
    createShipment: async () => ({ providerOrderId: null, providerShipmentId: null }),
    assignAwb: async () => ({ awb: selfShipReference(), courier: courierName, trackingUrl: null }),
    schedulePickup: async () => undefined,
    courierLabel: async () => null,
    cancel: async () => undefined,
    // The shop's own courier is told in person; nothing to send.
    ndrAction: async () => undefined,
    track: async (awb) => ({ awb, status: null, expectedDelivery: null, events: [] }),
    // The shopper sends it back with the store's own reference on a label the store prints.
    reversePickup: async () => ({
      providerOrderId: null,
      providerShipmentId: null,
      awb: selfShipReference(),
      courier: courierName,
      trackingUrl: null,
    }),
    // Nothing was sent anywhere: the reference is simply no longer used.
    cancelReversePickup: async () => undefined,
  };
}
