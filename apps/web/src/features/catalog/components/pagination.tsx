import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { paginationWindow, shownRange } from '../pagination-window';
import { ListingForm } from './listing-form';
import { t, tf } from '../../../lib/i18n';

const pageButton =
  'flex h-10 min-w-10 items-center justify-center rounded-full px-3 text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-40';

/** docs/product/storefront.md section 2: hidden for one page; first, last, two either side, ellipses, prev/next. */
export function Pagination({
  page,
  totalPages,
  total,
  totalAtLeast = false,
  limit,
  onPageChange,
  params,
}: {
  page: number;
  totalPages: number;
  total: number;
  /** There are more than `total` matches: "of 1,000+ items". */
  totalAtLeast?: boolean;
  limit: number;
  onPageChange: (page: number) => void;
  /** The listing's address, which the buttons submit with their page before the script runs. */
  params?: URLSearchParams;
}) {
  if (totalPages <= 1) return null;
  const { from, to } = shownRange(page, limit, total);
  return (
    <nav aria-label={t('Pagination')} className="mt-12 flex flex-col items-center gap-4">
      <ListingForm params={params} omit={['page']}>
        <ul className="flex flex-wrap items-center justify-center gap-1">
          <li>
            <button
              type="submit"
              name="page"
              value={page - 1}
              className={cn(pageButton, 'text-maroon-700 hover:bg-maroon-50')}
              onClick={() => onPageChange(page - 1)}
              disabled={page <= 1}
              aria-label={t('Previous page')}
            >
              <ChevronLeft className="h-4 w-4" aria-hidden="true" />
            </button>
          </li>
          {paginationWindow(page, totalPages).map((item) =>
            typeof item === 'number' ? (
              <li key={item}>
                <button
                  type="submit"
                  name="page"
                  value={item}
                  onClick={() => onPageChange(item)}
                  aria-current={item === page ? 'page' : undefined}
                  aria-label={tf('Page {page}', { page: item })}
                  className={cn(
                    pageButton,
                    item === page
                      ? 'bg-maroon-700 text-ivory-50'
                      : 'text-ink hover:bg-maroon-50 hover:text-maroon-700',
                  )}
                >
                  {item}
                </button>
              </li>
            ) : (
              <li key={item} aria-hidden="true" className="px-1 text-muted">
                …
              </li>
            ),
          )}
          <li>
            <button
              type="submit"
              name="page"
              value={page + 1}
              className={cn(pageButton, 'text-maroon-700 hover:bg-maroon-50')}
              onClick={() => onPageChange(page + 1)}
              disabled={page >= totalPages}
              aria-label={t('Next page')}
            >
              <ChevronRight className="h-4 w-4" aria-hidden="true" />
            </button>
          </li>
        </ul>
      </ListingForm>
      <p className="text-sm text-muted">
        {totalAtLeast
          ? tf('Showing {from} to {to} of {total}+ items', {
              from,
              to,
              total: total.toLocaleString('en-IN'),
            })
          : tf('Showing {from} to {to} of {total} items', { from, to, total })}
      </p>
    </nav>
  );
}
