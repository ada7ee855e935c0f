// Every rule both sides apply that needs no zod: what the storefront's screens without forms
// import (as @store/contract/rules) without carrying the schemas. The first page imports only
// @store/contract/line-quantity, as a module it imports is sent with it whole. The index
// exports all of it too.
export * from './india.ts';
export * from './order-status.ts';
export * from './limits.ts';
export * from './line-quantity.ts';
