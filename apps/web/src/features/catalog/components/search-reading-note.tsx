import { tx } from '../../../lib/i18n';
import type { ProductPage } from '../api/get-products';

/**
 * Says how a search was read when it was not taken word for word: a near spelling read as the
 * word it is closest to, or no exact match and the closest ones shown instead. Never a dead end.
 */
export function SearchReadingNote({ reading }: { reading: NonNullable<ProductPage['search']> }) {
  if (!reading.corrected && !reading.relaxed) return null;
  return (
    <p role="status" className="mb-5 rounded-lg bg-ivory-100 px-4 py-3 text-sm text-ink">
      {reading.relaxed
        ? tx('No exact matches for “{query}”. Showing results for {showing} instead.', {
            query: reading.query,
            showing: <strong>{reading.showing}</strong>,
          })
        : tx('Showing results for {showing}. Did you mean something else? Try other words.', {
            showing: <strong>{reading.showing}</strong>,
          })}
    </p>
  );
}
