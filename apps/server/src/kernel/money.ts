// Paise inside, rupees at the wire (docs/architecture.md house style 5).

export const paiseToRupees = (paise: number): number => paise / 100;

/** Rupees with at most two decimals to whole paise; rejects anything that is not exact. */
export function rupeesToPaise(rupees: number): number {
  const paise = Math.round(rupees * 100);
  if (!Number.isFinite(rupees) || Math.abs(paise - rupees * 100) > 1e-6) {
    throw new RangeError(`Not a rupee amount: ${rupees}`);
  }
  return paise;
}

/** "1499.00": the two-decimal form payment protocols expect. */
export const paiseToDecimalString = (paise: number): string =>
  `${Math.trunc(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
