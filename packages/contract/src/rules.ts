// Every rule both sides apply that needs no zod: what the storefront's first page may import
// (as @store/contract/rules) without carrying the schemas. The index exports all of it too.
export * from './india.ts';
export * from './order-status.ts';
export * from './limits.ts';
