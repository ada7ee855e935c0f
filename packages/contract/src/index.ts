export * from './common.ts';
export * from './catalog.ts';
export * from './store.ts';
export * from './wishlist.ts';
export * from './content.ts';
export * from './accounts.ts';
export * from './orders.ts';
export * from './payments.ts';
