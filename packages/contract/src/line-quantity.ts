// How many of a product one order line holds, applied by the cart and by the server. Its own
// module, with no zod and nothing else, because the storefront's first page imports it: any
// module that page imports is sent whole with it.

/** docs/product/rules.md section 3: a line holds 1 to 10 of a product. */
export const MIN_LINE_QUANTITY = 1;
export const MAX_LINE_QUANTITY = 10;
export const LINE_QUANTITY_MESSAGE = `quantity must be a whole number from ${MIN_LINE_QUANTITY} to ${MAX_LINE_QUANTITY}`;

/** A whole quantity within the line limits, whatever number was asked for. */
export function clampLineQuantity(quantity: number): number {
  return Math.min(MAX_LINE_QUANTITY, Math.max(MIN_LINE_QUANTITY, Math.floor(quantity)));
}
