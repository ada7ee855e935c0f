/**
 * Rupee amounts as an Indian reader expects them: the rupee sign, lakh and crore grouping and
 * two decimals (₹1,23,456.00), never a dollar sign (docs/product/rules.md section 3). One
 * formatter for the storefront and for the server's mails, so both always agree. No zod here:
 * the storefront's first page imports it.
 */
const rupeeFormat = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** An amount in rupees, e.g. ₹1,24,999.00. Anything that is not a finite number shows as ₹0.00. */
export function formatRupees(amount: number): string {
  return rupeeFormat.format(Number.isFinite(amount) ? amount : 0);
}

/** An amount in whole paise (how the server keeps money), e.g. 12345600 -> ₹1,23,456.00. */
export function formatPaise(paise: number): string {
  return formatRupees(paise / 100);
}

const wholeRupeeFormat = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

/**
 * An amount in whole paise as a sentence says it: ₹1,499 for whole rupees, ₹1,499.50 otherwise.
 * For messages and limits ("Add ₹500 more"), where ".00" is noise; prices and totals use
 * formatPaise.
 */
export function formatPaiseShort(paise: number): string {
  return paise % 100 === 0 ? wholeRupeeFormat.format(paise / 100) : formatPaise(paise);
}

/**
 * Σ price × quantity of lines priced in whole paise: the order calculator's subtotal
 * (order-calculator.ts re-exports it). It lives here, beside the formatter, so the storefront's
 * first page can sum a cart without loading the rest of the calculator.
 */
export function subtotalOf(lines: readonly { unitPaise: number; quantity: number }[]): number {
  let paise = 0;
  for (const l of lines) paise += l.unitPaise * l.quantity;
  return paise;
}
