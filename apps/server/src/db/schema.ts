// Every table of the store, for Drizzle's client and drizzle-kit: each module owns its tables in its own
// schema file (docs/decisions/021-module-descriptor.md). Keep this a plain list, one line per module.
export * from '../kernel/schema.ts';
export * from '../modules/accounts/schema.ts';
export * from '../modules/carts/schema.ts';
export * from '../modules/catalog/schema.ts';
export * from '../modules/catalog/search-schema.ts';
export * from '../modules/catalog/size-chart-schema.ts';
export * from '../modules/content/schema.ts';
export * from '../modules/delivery/schema.ts';
export * from '../modules/mail/schema.ts';
export * from '../modules/media/schema.ts';
export * from '../modules/offers/schema.ts';
export * from '../modules/orders/schema.ts';
export * from '../modules/payments/schema.ts';
export * from '../modules/staff/schema.ts';
export * from '../modules/store/schema.ts';
export * from '../modules/tax/schema.ts';
export * from '../modules/wishlist/schema.ts';
export * from '../modules/whatsapp/schema.ts';
export * from '../modules/reviews/schema.ts';
export * from '../modules/stock-alerts/schema.ts';
export * from '../modules/shipping/schema.ts';
export * from '../modules/returns/schema.ts';
export * from '../flows/refunds/schema.ts';
