import type { ProductSort } from '@store/contract';
import { Columns2, LayoutGrid, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '../../components/ui/link';
import { buttonClass } from '../../components/ui/button-styles';
import { PageShell } from '../../components/ui/page-shell';
import { PageTitle, useStoreInfo } from '../../features/content';
import { cn } from '../../lib/cn';
import { scrollToTop } from '../../lib/scroll';
import {
  PAGE_SIZE,
  useProducts,
  categoryHeading,
  CategoryTiles,
  Pagination,
  ProductCard,
  ProductCardSkeleton,
} from '../../features/catalog';

const SORTS: Array<{ value: ProductSort; label: string }> = [
  { value: 'newest', label: 'Newest' },
  { value: 'price_asc', label: 'Price: Low to High' },
  { value: 'price_desc', label: 'Price: High to Low' },
];

function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function parseSort(value: string | null): ProductSort | undefined {
  return SORTS.some((s) => s.value === value) ? (value as ProductSort) : undefined;
}

const selectClass =
  'h-10 rounded-full border border-line bg-ivory-50 pl-4 pr-9 text-sm text-ink focus:border-maroon-700 focus:outline-none focus:ring-2 focus:ring-maroon-700';

export default function ProductsPage() {
  const [params, setParams] = useSearchParams();
  const { info } = useStoreInfo();
  const category = params.get('category')?.trim() ?? '';
  const parentCategory = params.get('parentCategory') ?? '';
  const subCategory = params.get('subCategory') ?? '';
  const q = params.get('q')?.trim() ?? '';
  const sort = parseSort(params.get('sort'));
  const page = parsePage(params.get('page'));
  const showTiles = !category && !q && !parentCategory && !subCategory;
  const [columns, setColumns] = useState<3 | 2>(3);

  const query = useProducts(
    {
      category: category.toLowerCase() === 'all' ? undefined : category,
      parentCategory,
      subCategory,
      q,
      sort,
      page,
      limit: PAGE_SIZE,
    },
    !showTiles,
  );

  /** Changes filters; any change but paging starts again from page 1. */
  const update = (changes: Record<string, string | null>, keepPage = false) => {
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      if (!keepPage) next.delete('page');
      return next;
    });
  };

  const goToPage = (next: number) => {
    update({ page: next > 1 ? String(next) : null }, true);
    scrollToTop();
  };

  if (showTiles) {
    return (
      <PageShell>
        <PageTitle
          eyebrow="Shop"
          title="Select a Category"
          lead="Begin with a collection, then narrow it down by style and type."
        />
        <CategoryTiles categories={info.categories} />
      </PageShell>
    );
  }

  const heading = q
    ? `Results for “${q}”`
    : category
      ? categoryHeading(category, info.categories)
      : parentCategory || subCategory;
  const data = query.data;
  const loading = query.isPending || query.isPlaceholderData;
  const facets = data?.facets ?? { parentCategories: [], subCategories: [] };
  const subCategories =
    subCategory && !facets.subCategories.includes(subCategory)
      ? [subCategory, ...facets.subCategories]
      : facets.subCategories;
  const filtersActive = Boolean(subCategory || parentCategory);
  // The toggle shows from 768 px, so the default grid has three columns from there: with two
  // it would look the same as the alternative and the toggle would do nothing on a tablet.
  const gridClass =
    columns === 3
      ? 'grid-cols-2 md:grid-cols-3 xl:grid-cols-4'
      : 'grid-cols-2 md:gap-x-8 lg:gap-x-10';

  return (
    <PageShell>
      <PageTitle
        eyebrow={q ? 'Search' : 'Collection'}
        title={heading}
        lead={
          data && !loading ? `${data.total} ${data.total === 1 ? 'piece' : 'pieces'}` : undefined
        }
      />

      {facets.parentCategories.length > 0 && (
        <div className="-mx-4 mb-5 overflow-x-auto px-4 sm:mx-0 sm:px-0">
          <ul className="flex w-max gap-2" aria-label="Filter by style">
            <li>
              <button
                type="button"
                aria-pressed={!parentCategory}
                onClick={() => update({ parentCategory: null, subCategory: null })}
                className={cn(
                  'h-9 rounded-full border px-4 text-sm font-medium transition-colors',
                  !parentCategory
                    ? 'border-maroon-700 bg-maroon-700 text-ivory-50'
                    : 'border-line bg-ivory-50 text-ink hover:border-maroon-700',
                )}
              >
                All
              </button>
            </li>
            {facets.parentCategories.map((name) => {
              const active = parentCategory.toLowerCase() === name.toLowerCase();
              return (
                <li key={name}>
                  <button
                    type="button"
                    aria-pressed={active}
                    onClick={() => update({ parentCategory: name, subCategory: null })}
                    className={cn(
                      'h-9 whitespace-nowrap rounded-full border px-4 text-sm font-medium transition-colors',
                      active
                        ? 'border-maroon-700 bg-maroon-700 text-ivory-50'
                        : 'border-line bg-ivory-50 text-ink hover:border-maroon-700',
                    )}
                  >
                    {name}
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      )}

      <div className="mb-8 grid grid-cols-2 items-end gap-3 border-y border-line py-4 md:flex">
        <div className="flex min-w-0 flex-col gap-1">
          <div className="flex items-baseline justify-between gap-2">
            <label
              htmlFor="filter-type"
              className="text-xs font-semibold uppercase tracking-wider text-muted"
            >
              Type
            </label>
            {subCategory && (
              <button
                type="button"
                onClick={() => update({ subCategory: null })}
                className="text-xs font-semibold text-maroon-700 underline underline-offset-4"
              >
                Clear
              </button>
            )}
          </div>
          <select
            id="filter-type"
            value={subCategory}
            onChange={(e) => update({ subCategory: e.target.value || null })}
            className={cn(selectClass, 'w-full md:w-48')}
          >
            <option value="">All Types</option>
            {subCategories.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className="flex min-w-0 flex-col gap-1">
          <label
            htmlFor="sort"
            className="text-xs font-semibold uppercase tracking-wider text-muted"
          >
            Sort by
          </label>
          <select
            id="sort"
            value={sort ?? 'newest'}
            onChange={(e) => update({ sort: e.target.value === 'newest' ? null : e.target.value })}
            className={cn(selectClass, 'w-full md:w-52')}
          >
            {SORTS.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </div>
        <div
          className="ml-auto hidden items-center gap-1 md:flex"
          role="group"
          aria-label="Grid layout"
        >
          <button
            type="button"
            aria-pressed={columns === 3}
            aria-label="Show more products per row"
            onClick={() => setColumns(3)}
            className={cn(
              'flex h-10 w-10 items-center justify-center rounded-full',
              columns === 3 ? 'bg-maroon-700 text-ivory-50' : 'text-maroon-700 hover:bg-maroon-50',
            )}
          >
            <LayoutGrid className="h-4 w-4" aria-hidden="true" />
          </button>
          <button
            type="button"
            aria-pressed={columns === 2}
            aria-label="Show two products per row"
            onClick={() => setColumns(2)}
            className={cn(
              'flex h-10 w-10 items-center justify-center rounded-full',
              columns === 2 ? 'bg-maroon-700 text-ivory-50' : 'text-maroon-700 hover:bg-maroon-50',
            )}
          >
            <Columns2 className="h-4 w-4" aria-hidden="true" />
          </button>
        </div>
      </div>

      <h2 className="sr-only">Products</h2>
      {query.isError && !data ? (
        <div
          role="alert"
          className="rounded-xl border border-line bg-ivory-50 px-6 py-16 text-center"
        >
          <p className="text-lg text-ink">Failed to load products. Please try again.</p>
          <button
            type="button"
            // SPEC.md section 2: a reload, which also retries whatever else failed with it.
            onClick={() => window.location.reload()}
            className={buttonClass('primary', 'md', 'mt-6')}
          >
            <RotateCcw className="h-4 w-4" aria-hidden="true" />
            Try Again
          </button>
        </div>
      ) : loading ? (
        <div className={cn('grid gap-x-4 gap-y-8 lg:gap-x-6', gridClass)} aria-busy="true">
          {Array.from({ length: PAGE_SIZE }, (_, i) => (
            <ProductCardSkeleton key={i} />
          ))}
          <span className="sr-only" role="status">
            Loading products
          </span>
        </div>
      ) : !data || data.products.length === 0 ? (
        <div className="rounded-xl border border-dashed border-line px-6 py-16 text-center">
          <p className="text-lg text-ink">No products found with the selected filters</p>
          {filtersActive && (
            <button
              type="button"
              onClick={() => update({ subCategory: null, parentCategory: null })}
              className={buttonClass('outline', 'md', 'mt-6')}
            >
              Clear Filters
            </button>
          )}
          {!filtersActive && q && (
            <Link to="/products" className={buttonClass('outline', 'md', 'mt-6')}>
              Browse Categories
            </Link>
          )}
        </div>
      ) : (
        <>
          <div className={cn('grid gap-x-4 gap-y-10 lg:gap-x-6', gridClass)}>
            {data.products.map((product, index) => (
              <ProductCard key={product.id} product={product} eager={index < 2} />
            ))}
          </div>
          <Pagination
            page={data.page}
            totalPages={data.totalPages}
            total={data.total}
            limit={data.limit}
            onPageChange={goToPage}
          />
        </>
      )}
    </PageShell>
  );
}
