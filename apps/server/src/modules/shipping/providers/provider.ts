// One interface for every courier (docs/shipping.md): the booking flow, the tracking webhook and
// the polling job speak only this, and each provider maps it onto its courier's own protocol.
import type { PackageSize, TrackingStatus } from '@store/contract';

export interface Parcel extends PackageSize {
  /** The store's order reference, the courier's "order id" on our side. */
  orderId: string;
  orderedAt: Date;
  to: {
    name: string;
    phone: string;
    email: string;
    address: string;
    city: string;
    state: string;
    pin: string;
  };
  items: { name: string; sku: string; units: number; sellingPricePaise: number }[];
  totalPaise: number;
  /** What the courier collects at the door; 0 for a prepaid parcel. */
  codPaise: number;
}

export interface CourierOption {
  courierId: string;
  name: string;
  ratePaise: number;
  etdDays: number | null;
}

export interface CreatedShipment {
  providerOrderId: string | null;
  providerShipmentId: string | null;
}

export interface AssignedAwb {
  awb: string;
  courier: string;
  trackingUrl: string | null;
}

export interface TrackingEvent {
  /** The courier's code for the event (a repeat carries the same code and time). */
  code: string;
  at: Date;
  status: TrackingStatus;
  location?: string | undefined;
  note?: string | undefined;
}

export interface TrackingUpdate {
  awb: string;
  status: TrackingStatus | null;
  /** The courier's estimate of the delivery day, YYYY-MM-DD. */
  expectedDelivery: string | null;
  events: TrackingEvent[];
}

/** What the owner corrects for a re-attempt: the day, the address line, the phone (10 digits). */
export interface NdrCorrections {
  date?: string | undefined;
  address?: string | undefined;
  phone?: string | undefined;
}

/** A failure of the courier's side (down, refused, unreachable): the order stays Processing. */
export class CourierError extends Error {}

/** The courier does not pick up from that PIN (or for that parcel): its own reason. */
export class PickupUnavailable extends CourierError {}

/** An approved return the courier collects from the shopper and brings to the store. */
export interface ReverseParcel extends PackageSize {
  /** The store's reference for it on the courier's side (unique per return). */
  reference: string;
  /** Where it is collected: the shopper's delivery address. */
  from: Parcel['to'];
  items: Parcel['items'];
  /** What the returned items are worth (the courier's declared value). */
  valuePaise: number;
}

export interface BookedReversePickup extends CreatedShipment, AssignedAwb {}

export interface ShippingProvider {
  readonly kind: 'shiprocket' | 'self';
  /** Couriers that reach `deliveryPin` from the pickup PIN for this weight, cheapest first. */
  serviceability(q: {
    pickupPin: string;
    deliveryPin: string;
    weightGrams: number;
    cod: boolean;
  }): Promise<CourierOption[]>;
  createShipment(parcel: Parcel): Promise<CreatedShipment>;
  assignAwb(created: CreatedShipment, parcel: Parcel): Promise<AssignedAwb>;
  schedulePickup(providerShipmentIds: string[]): Promise<void>;
  /** The courier's own label (Shiprocket answers a label_url); the store prints its own as well. */
  courierLabel(providerShipmentIds: string[]): Promise<string | null>;
  cancel(awbs: string[]): Promise<void>;
  track(awb: string): Promise<TrackingUpdate>;
  /** After a failed attempt: deliver again (with the owner's corrections) or return it. */
  ndrAction(
    awb: string,
    action: 're-attempt' | 'return',
    comments: string,
    corrections?: NdrCorrections,
  ): Promise<void>;
  /**
   * A pickup from the shopper back to the store's pickup address, for an approved return:
   * booked with its AWB, or a PickupUnavailable when no courier collects from that PIN.
   */
  reversePickup(parcel: ReverseParcel): Promise<BookedReversePickup>;
  /** Cancels a reverse pickup booked for a return that will not come back (its courier order). */
  cancelReversePickup(booked: CreatedShipment & { awb: string }): Promise<void>;
  /**
   * The courier's own manifest, where it keeps one (Shiprocket; self-ship has none): `generate`
   * manifests shipments whose pickup is scheduled (a shipment manifested before is refused),
   * `print` answers the URL of the manifest PDF of those orders.
   */
  readonly manifests?: {
    generate(providerShipmentIds: string[]): Promise<void>;
    print(providerOrderIds: string[]): Promise<string>;
  };
}
