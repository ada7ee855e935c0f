// The shipping module's tables (docs/shipping.md): the courier settings, one shipment per order
// booked, and the courier's tracking events, each stored once.
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
// Foreign keys into other modules' tables go through the list, not the other module's files.
import { orders } from '../../db/schema.ts';
import { ts } from '../../kernel/columns.ts';

export interface TypePackage {
  type: string;
  weightGrams: number;
  lengthCm: number;
  breadthCm: number;
  heightCm: number;
}

/** One row (id 1): the provider, its credentials, the pickup address and the default package. */
export const shippingSettings = pgTable('shipping_settings', {
  id: smallint('id').primaryKey().default(1),
  provider: text('provider').notNull().default('self'),
  /** { name, phone, address, city, state, pin } or null until the owner fills it in. */
  pickup: jsonb('pickup'),
  weightGrams: integer('weight_grams').notNull().default(500),
  lengthCm: integer('length_cm').notNull().default(30),
  breadthCm: integer('breadth_cm').notNull().default(25),
  heightCm: integer('height_cm').notNull().default(5),
  selfCourierName: text('self_courier_name').notNull().default('Store courier'),
  shiprocketEmail: text('shiprocket_email').notNull().default(''),
  /** The dedicated API user's password; never sent back to a screen (only its last 4). */
  shiprocketPassword: text('shiprocket_password').notNull().default(''),
  shiprocketPickupLocation: text('shiprocket_pickup_location').notNull().default('Primary'),
  /** The token Shiprocket sends as x-api-key on every webhook call. */
  shiprocketWebhookToken: text('shiprocket_webhook_token').notNull().default(''),
  /** Empty means Shiprocket itself (or the loopback double when the sandbox is on). */
  shiprocketApiUrl: text('shiprocket_api_url').notNull().default(''),
  /**
   * The owner's package per product type (the product's sub-category, e.g. "Saree"):
   * [{ type, weightGrams, lengthCm, breadthCm, heightCm }]. A type not listed takes the default.
   */
  typePackages: jsonb('type_packages')
    .$type<TypePackage[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  updatedAt: ts('updated_at')
    .notNull()
    .default(sql`now()`),
});

/** A parcel booked with a courier for an order (one live shipment per order). */
export const shipments = pgTable(
  'shipments',
  {
    id: serial('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    provider: text('provider').notNull(),
    courier: text('courier').notNull(),
    awb: text('awb').notNull(),
    /** Shiprocket's own order and shipment ids (null for self-ship). */
    providerOrderId: text('provider_order_id'),
    providerShipmentId: text('provider_shipment_id'),
    trackingUrl: text('tracking_url'),
    weightGrams: integer('weight_grams').notNull(),
    lengthCm: integer('length_cm').notNull(),
    breadthCm: integer('breadth_cm').notNull(),
    heightCm: integer('height_cm').notNull(),
    /** What the courier collects at the door; 0 for a paid order. */
    codPaise: integer('cod_paise').notNull().default(0),
    /** The courier's estimate, as it last gave it (YYYY-MM-DD). */
    expectedDelivery: text('expected_delivery'),
    /** The latest tracking status (TRACKING_STATUSES in the contract). */
    status: text('status').notNull().default('booked'),
    /** The courier's rank of the latest status, so a late scan never moves it back. */
    rank: smallint('rank').notNull().default(0),
    /** The IST day the parcel was handed over, for the day's manifest. */
    manifestDay: text('manifest_day').notNull(),
    createdAt: ts('created_at')
      .notNull()
      .default(sql`now()`),
    lastPolledAt: ts('last_polled_at'),
    /** When the courier's own manifest was generated for it (Shiprocket); null before. */
    courierManifestedAt: ts('courier_manifested_at'),
  },
  (t) => [
    uniqueIndex('shipments_awb_key').on(t.provider, t.awb),
    uniqueIndex('shipments_order_key').on(t.orderId),
    index('shipments_manifest_day_idx').on(t.manifestDay),
  ],
);

/** The courier's events; the same event sent twice is stored once (its key is unique). */
export const shipmentEvents = pgTable(
  'shipment_events',
  {
    id: serial('id').primaryKey(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id),
    /** provider status code + time: a repeat of an event has the same key. */
    eventKey: text('event_key').notNull(),
    at: ts('at').notNull(),
    status: text('status').notNull(),
    location: text('location'),
    note: text('note'),
    receivedAt: ts('received_at')
      .notNull()
      .default(sql`now()`),
  },
  (t) => [uniqueIndex('shipment_events_key').on(t.shipmentId, t.eventKey)],
);

/**
 * One line of a courier's COD remittance (docs/shipping.md, "Cash on delivery"): the remittance
 * (its UTR or id) and an AWB, stored once. Only a `matched` line counts as money remitted; every
 * other outcome is a problem shown to the owner and applies nothing.
 */
export const codRemittanceLines = pgTable(
  'cod_remittance_lines',
  {
    id: serial('id').primaryKey(),
    /** The remittance's UTR (bank reference) or the courier's remittance id. */
    remittanceId: text('remittance_id').notNull(),
    awb: text('awb').notNull(),
    /** The shipment of the AWB, when the store knows it. */
    shipmentId: integer('shipment_id').references(() => shipments.id),
    amountPaise: integer('amount_paise').notNull(),
    /** What the store expected to be remitted (the shipment's COD), when known. */
    expectedPaise: integer('expected_paise'),
    /** matched | amount-differs | unknown-awb | not-delivered | not-cod | already-remitted */
    outcome: text('outcome').notNull(),
    remittedOn: text('remitted_on'),
    importedAt: ts('imported_at')
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    uniqueIndex('cod_remittance_lines_key').on(t.remittanceId, t.awb),
    index('cod_remittance_lines_shipment_idx').on(t.shipmentId),
  ],
);

/**
 * A reverse pickup (docs/shipping.md, "Reverse pickups"): the courier collects an approved
 * return from the shopper and brings it to the store. Keyed by the return's id, a plain integer:
 * the returns module's table is above this one, so there is no foreign key to it.
 */
export const reverseShipments = pgTable(
  'reverse_shipments',
  {
    id: serial('id').primaryKey(),
    returnId: integer('return_id').notNull(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    provider: text('provider').notNull(),
    courier: text('courier').notNull(),
    awb: text('awb').notNull(),
    providerOrderId: text('provider_order_id'),
    providerShipmentId: text('provider_shipment_id'),
    trackingUrl: text('tracking_url'),
    /** The order's items coming back: [{ orderItemId, quantity }]. */
    lines: jsonb('lines').$type<{ orderItemId: number; quantity: number }[]>().notNull(),
    weightGrams: integer('weight_grams').notNull(),
    status: text('status').notNull().default('booked'),
    rank: smallint('rank').notNull().default(1),
    createdAt: ts('created_at')
      .notNull()
      .default(sql`now()`),
    lastPolledAt: ts('last_polled_at'),
    /** When the courier reported it delivered back to the store. */
    receivedAt: ts('received_at'),
  },
  (t) => [
    uniqueIndex('reverse_shipments_return_key').on(t.returnId),
    uniqueIndex('reverse_shipments_awb_key').on(t.provider, t.awb),
  ],
);

/** The courier's events of a reverse pickup, each stored once (as shipment_events). */
export const reverseShipmentEvents = pgTable(
  'reverse_shipment_events',
  {
    id: serial('id').primaryKey(),
    reverseShipmentId: integer('reverse_shipment_id')
      .notNull()
      .references(() => reverseShipments.id),
    eventKey: text('event_key').notNull(),
    at: ts('at').notNull(),
    status: text('status').notNull(),
    location: text('location'),
    note: text('note'),
    receivedAt: ts('received_at')
      .notNull()
      .default(sql`now()`),
  },
  (t) => [uniqueIndex('reverse_shipment_events_key').on(t.reverseShipmentId, t.eventKey)],
);
