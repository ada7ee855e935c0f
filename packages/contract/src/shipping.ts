// Couriers: booking parcels, labels, manifests and tracking (docs/shipping.md, decision 026).
import { z } from 'zod';
import { PIN_CODE_PATTERN } from './india.ts';
import { plainText } from './plain-text.ts';
import { ADDRESS_LENGTH_MESSAGE, isAddressLine } from './shipping-address.ts';

/** Who carries the parcels: Shiprocket's API, or the shop itself (own courier, post office). */
export const SHIPPING_PROVIDERS = ['shiprocket', 'self'] as const;
export const shippingProviderKind = z.enum(SHIPPING_PROVIDERS);
export type ShippingProviderKind = z.infer<typeof shippingProviderKind>;

/** The store's own names for a courier's tracking events, whichever courier sent them. */
export const TRACKING_STATUSES = [
  'booked',
  'picked-up',
  'in-transit',
  'out-for-delivery',
  'delivered',
  'delivery-failed',
  'rto-initiated',
  'returned-to-origin',
  'cancelled',
] as const;
export const trackingStatus = z.enum(TRACKING_STATUSES);
export type TrackingStatus = z.infer<typeof trackingStatus>;

const text = (name: string, max: number) =>
  plainText(z.string().trim().min(1, `${name} is required`).max(max), name);

/** The address parcels leave from and come back to; printed on every label as the return address. */
export const pickupAddress = z
  .object({
    name: text('name', 80),
    phone: z
      .string()
      .trim()
      .regex(/^(\+91)?[6-9]\d{9}$/, 'A phone number is 10 digits from 6-9'),
    address: text('address', 200),
    city: text('city', 60),
    state: text('state', 60),
    pin: z.string().regex(PIN_CODE_PATTERN, 'A PIN code is 6 digits and does not start with 0'),
  })
  .strict();
export type PickupAddress = z.infer<typeof pickupAddress>;

const grams = z.number().int().min(10).max(50_000);
const cm = z.number().int().min(1).max(200);

export const packageSize = z
  .object({ weightGrams: grams, lengthCm: cm, breadthCm: cm, heightCm: cm })
  .strict();
export type PackageSize = z.infer<typeof packageSize>;

/** The package a product type (the product's sub-category, e.g. "Saree") ships in by default. */
export const typePackage = z
  .object({ type: text('type', 60) })
  .merge(packageSize)
  .strict();
export type TypePackage = z.infer<typeof typePackage>;

/** The settings as the admin reads them: the password and webhook token only as their last 4. */
export const shippingSettingsView = z
  .object({
    provider: shippingProviderKind,
    pickup: pickupAddress.nullable(),
    defaultPackage: packageSize,
    /** Packages per product type; a type not listed takes defaultPackage. */
    typePackages: z.array(typePackage),
    selfCourierName: z.string(),
    shiprocket: z
      .object({
        email: z.string(),
        passwordSet: z.boolean(),
        passwordHint: z.string().nullable(),
        pickupLocation: z.string(),
        webhookTokenHint: z.string().nullable(),
        apiUrl: z.string(),
      })
      .strict(),
    /** Where Shiprocket must post tracking updates (Settings > API > Webhooks). */
    webhookUrl: z.string(),
    /** The loopback Shiprocket double answers at apiUrl (development and tests only). */
    sandbox: z.boolean(),
  })
  .strict();
export type ShippingSettingsView = z.infer<typeof shippingSettingsView>;

/** A secret left out keeps its stored value; an empty string clears it. */
export const shippingSettingsUpdate = z
  .object({
    provider: shippingProviderKind.optional(),
    pickup: pickupAddress.optional(),
    defaultPackage: packageSize.optional(),
    /** The whole list, replacing the stored one (owner only, like every setting). */
    typePackages: z.array(typePackage).max(50).optional(),
    selfCourierName: text('selfCourierName', 60).optional(),
    shiprocket: z
      .object({
        email: z.string().trim().max(120).optional(),
        password: z.string().max(200).optional(),
        pickupLocation: z.string().trim().max(60).optional(),
        webhookToken: z.string().max(200).optional(),
        apiUrl: z
          .string()
          .trim()
          .regex(/^https?:\/\/[^\s]+$/, 'An http(s) address')
          .optional(),
      })
      .strict()
      .optional(),
  })
  .strict();
export type ShippingSettingsUpdate = z.infer<typeof shippingSettingsUpdate>;

/** An order waiting to be shipped, as the Ship screen lists it. */
export const shipQueueEntry = z
  .object({
    orderId: z.string(),
    createdAt: z.string(),
    fullName: z.string(),
    city: z.string(),
    postalCode: z.string(),
    items: z.number().int(),
    /** Rupees the courier collects at the door; 0 when paid. */
    codAmount: z.number(),
    /** The package it starts with: its product types' defaults (docs/shipping.md). */
    package: packageSize,
  })
  .strict();
export const shipQueueResponse = z
  .object({
    data: z.array(shipQueueEntry),
    defaultPackage: packageSize,
    provider: shippingProviderKind,
  })
  .strict();
export type ShipQueueResponse = z.infer<typeof shipQueueResponse>;

export const bookParcelsRequest = z
  .object({
    parcels: z
      .array(
        z
          .object({ orderId: z.string().min(1).max(40) })
          // A size left out is the order's package default (its product types').
          .merge(packageSize.partial())
          .strict(),
      )
      .min(1)
      .max(50),
  })
  .strict();
export type BookParcelsRequest = z.infer<typeof bookParcelsRequest>;

export const bookedParcel = z.discriminatedUnion('outcome', [
  z
    .object({
      orderId: z.string(),
      outcome: z.literal('booked'),
      awb: z.string(),
      courier: z.string(),
    })
    .strict(),
  z.object({ orderId: z.string(), outcome: z.literal('failed'), reason: z.string() }).strict(),
]);
export const bookParcelsResponse = z
  .object({ data: z.array(bookedParcel), labelsUrl: z.string().nullable() })
  .strict();
export type BookParcelsResponse = z.infer<typeof bookParcelsResponse>;

export const labelsQuery = z
  .object({
    orders: z
      .string()
      .regex(/^[A-Za-z0-9-]+(,[A-Za-z0-9-]+){0,49}$/, 'Order references, comma separated'),
  })
  .strict();
export const manifestQuery = z
  .object({
    date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'A date as YYYY-MM-DD')
      .optional(),
  })
  .strict();

/** The courier's own manifest of a day's parcels (Shiprocket): where its PDF is. */
export const courierManifestResponse = z
  .object({
    /** The manifest PDF's address at the courier. */
    manifestUrl: z.string(),
    /** The day's parcels it lists, and how many of them were manifested by this call. */
    parcels: z.number().int(),
    generated: z.number().int(),
  })
  .strict();
export type CourierManifestResponse = z.infer<typeof courierManifestResponse>;

/** One courier event on the order's timeline (docs/product/rules.md, "Shipment on the order"). */
export const shipmentEvent = z
  .object({
    at: z.string(),
    status: trackingStatus,
    location: z.string().optional(),
    note: z.string().optional(),
  })
  .strict();
export const orderShipment = z
  .object({
    courier: z.string(),
    awb: z.string(),
    trackingUrl: z.string().nullable(),
    expectedDelivery: z.string().nullable(),
    events: z.array(shipmentEvent),
  })
  .strict();
export type OrderShipment = z.infer<typeof orderShipment>;
export const orderShipmentAnswer = z.object({ shipment: orderShipment.nullable() }).strict();

/** A parcel whose latest word from the courier is a failed delivery attempt (issue 32 item 5). */
export const failedDelivery = z
  .object({
    orderId: z.string(),
    awb: z.string(),
    courier: z.string(),
    fullName: z.string(),
    phone: z.string(),
    city: z.string(),
    postalCode: z.string(),
    at: z.string(),
    reason: z.string().nullable(),
    codAmount: z.number(),
  })
  .strict();
export const failedDeliveryList = z.object({ data: z.array(failedDelivery) }).strict();
export type FailedDeliveryList = z.infer<typeof failedDeliveryList>;

/** "Try again" (with a new date, or an address or phone correction) or "return to origin". */
export const failedDeliveryAction = z
  .object({
    action: z.enum(['re-attempt', 'return']),
    date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'A date as YYYY-MM-DD')
      .optional(),
    /** The corrected address line, written to the order too: checkout's rule for it. */
    address: plainText(
      z.string().trim().max(300, 'address must be at most 300 characters'),
      'address',
    )
      .refine((v) => v !== '' && isAddressLine(v), ADDRESS_LENGTH_MESSAGE)
      .optional(),
    phone: z
      .string()
      .trim()
      .regex(/^(\+91)?[6-9]\d{9}$/, 'A phone number is 10 digits from 6-9')
      .optional(),
  })
  .strict();
export type FailedDeliveryAction = z.infer<typeof failedDeliveryAction>;
