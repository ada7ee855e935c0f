// How much a returned unit gives back (docs/returns.md, "What is refunded"): what the shopper
// paid for the line, after its share of the offer code's discount, spread over its units. Units
// returned in several requests never add up to more than the line was paid: each request takes
// the difference of the rounded-down shares before and after it. Shipping and the COD fee are
// not part of a line and are not refunded for a return.

export interface PaidLine {
  unitPricePaise: number;
  quantity: number;
  discountPaise: number;
}

/** What the whole line was paid, never below zero. */
export function linePaidPaise(line: PaidLine): number {
  return Math.max(0, line.unitPricePaise * line.quantity - line.discountPaise);
}

/** The refund for `units` more units of `line` when `before` units were already returned. */
export function refundForUnits(line: PaidLine, before: number, units: number): number {
  if (units <= 0 || line.quantity <= 0) return 0;
  const paid = linePaidPaise(line);
  const upTo = Math.min(line.quantity, before + units);
  const share = (n: number) => Math.floor((paid * n) / line.quantity);
  return share(upTo) - share(Math.min(before, line.quantity));
}
