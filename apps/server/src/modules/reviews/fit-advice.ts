// The fit summary on the product page (issue 33): "Most say: runs small, take one size up".
// Said only when more than half of at least three reviews agree; otherwise nothing, since a
// split or a single voice is no advice.
export function fitAdvice(fit: { small: number; true: number; large: number }): string | null {
  const total = fit.small + fit.true + fit.large;
  if (total < 3) return null;
  if (fit.small * 2 > total) return 'Most say: runs small, take one size up';
  if (fit.large * 2 > total) return 'Most say: runs large, take one size down';
  if (fit.true * 2 > total) return 'Most say: true to size';
  return null;
}
