// Shiprocket's shipment status codes (its API documentation, "Tracking": the shipment table, not
// the order table) mapped onto the store's tracking statuses, with a rank so that an event that
// arrives late or twice never moves a shipment backwards.
import type { TrackingStatus } from '@store/contract';

const BY_CODE: Readonly<Record<number, TrackingStatus>> = {
  1: 'booked', // AWB assigned
  2: 'booked', // label generated
  3: 'booked', // pickup scheduled
  4: 'booked', // pickup queued
  5: 'booked', // manifest generated
  6: 'picked-up', // shipped
  7: 'delivered',
  8: 'cancelled',
  9: 'rto-initiated',
  10: 'returned-to-origin', // RTO delivered
  17: 'out-for-delivery',
  18: 'in-transit',
  21: 'delivery-failed', // undelivered
  22: 'in-transit', // delayed
  38: 'in-transit', // reached destination hub
  42: 'picked-up',
  46: 'rto-initiated', // RTO in transit
};

/** The status a Shiprocket shipment code stands for; null for codes the store does not act on. */
export function statusOfShiprocketCode(code: number): TrackingStatus | null {
  return BY_CODE[code] ?? null;
}

/**
 * How far along a status is. A failed attempt ranks with out-for-delivery (a new attempt may
 * follow it); the two ends rank highest.
 */
export const RANK: Readonly<Record<TrackingStatus, number>> = {
  booked: 1,
  'picked-up': 2,
  'in-transit': 3,
  'out-for-delivery': 4,
  'delivery-failed': 4,
  'rto-initiated': 5,
  delivered: 9,
  'returned-to-origin': 9,
  cancelled: 9,
};
