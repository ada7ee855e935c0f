const rupeeFormat = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 2,
});

/** An amount in rupees with Indian digit grouping, e.g. ₹1,24,999.00. Never a dollar sign. */
export function formatRupees(amount: number): string {
  return rupeeFormat.format(Number.isFinite(amount) ? amount : 0);
}
