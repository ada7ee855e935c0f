import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles';
import { Link } from '../../../components/ui/link';
import { cn } from '../../../lib/cn';
import { scrollToTop } from '../../../lib/scroll';
import { reloadPage } from '../../../lib/reload-page';
import { PageTitle, useStoreInfo } from '../../content';
import { PAGE_SIZE, useProducts } from '../api/get-products';
import { categoryHeading } from '../category';
import {
  changeListingParams,
  readListingParams,
  REFINE_KEYS,
  toggleListingValue,
} from '../listing-params';
import { CategoryTiles } from './category-tiles';
import { ListingFilters, type ListingColumns } from './listing-filters';
import { Pagination } from './pagination';
import { ProductCard, ProductCardSkeleton } from './product-card';
import { RefinePanel } from './refine-panel';
import { SearchReadingNote } from './search-reading-note';
import { t, tf } from '../../../lib/i18n';

/** The listing's changes of address: each filter change starts again from page 1. */
function useListingActions(setParams: ReturnType<typeof useSearchParams>[1]) {
  /** Changes filters; any change but paging starts again from page 1. */
  const update = (changes: Record<string, string | null>, keepPage = false) => {
    setParams((current) => changeListingParams(current, changes, keepPage));
  };

  const toggle = (name: string, value: string) => {
    setParams((current) => toggleListingValue(current, name, value));
  };
  const setPrice = (band: { min: number; max: number | null } | null) => {
    update({
      minPrice: band && band.min > 0 ? String(band.min) : null,
      maxPrice: band?.max != null ? String(band.max) : null,
      // The script-less form's one field for both ends (the server turns it into these two).
      price: null,
    });
  };
  const clearRefinements = () => update(Object.fromEntries(REFINE_KEYS.map((key) => [key, null])));
  const clearAll = () => {
    clearRefinements();
    update({ subCategory: null, parentCategory: null });
  };

  const goToPage = (next: number) => {
    update({ page: next > 1 ? String(next) : null }, true);
    scrollToTop();
  };

  return { update, toggle, setPrice, clearRefinements, clearAll, goToPage };
}

/**
 * The products listing at /products (docs/product/storefront.md section 2, "Products"): its state
 * lives in the address, so a listing can be shared, reloaded and stepped through with Back.
 * Without a category, style, type or search it shows the category tiles.
 */
export function ProductListing() {
  const [params, setParams] = useSearchParams();
  const { info } = useStoreInfo();
  const listing = readListingParams(params);
  const { category, parentCategory, subCategory, q, sort, page, showsTiles } = listing;
  const [columns, setColumns] = useState<ListingColumns>(3);

  const query = useProducts(
    {
      category: category.toLowerCase() === 'all' ? undefined : category,
      parentCategory,
      subCategory,
      q,
      sort,
      page,
      limit: PAGE_SIZE,
      size: listing.size,
      color: listing.color,
      fabric: listing.fabric,
      minPrice: listing.minPrice,
      maxPrice: listing.maxPrice,
      discount: listing.discount,
    },
    !showsTiles,
  );

  const { update, toggle, setPrice, clearRefinements, clearAll, goToPage } =
    useListingActions(setParams);

  if (showsTiles) {
    return (
      <>
        <PageTitle
          eyebrow={t('Shop')}
          title={t('Select a Category')}
          lead={t('Begin with a collection, then narrow it down by style and type.')}
        />
        <CategoryTiles
          categories={info.categories}
          tiles={info.categoryTiles}
          names={info.categoryNames}
        />
      </>
    );
  }

  const heading = q
    ? tf('Results for “{q}”', { q })
    : category
      ? categoryHeading(category, info.categories)
      : parentCategory || subCategory;
  const data = query.data;
  const loading = query.isPending || query.isPlaceholderData;
  const facets = data?.facets ?? { parentCategories: [], subCategories: [] };
  const filtersActive = Boolean(subCategory || parentCategory || listing.refined);
  // The toggle shows from 768 px, so the default grid has three columns from there: with two
  // it would look the same as the alternative and the toggle would do nothing on a tablet.
  const gridClass =
    columns === 3
      ? 'grid-cols-2 md:grid-cols-3 xl:grid-cols-4'
      : 'grid-cols-2 md:gap-x-8 lg:gap-x-10';

  return (
    <>
      <PageTitle
        eyebrow={t(q ? 'Search' : 'Collection')}
        title={heading}
        lead={
          data && !loading
            ? data.totalAtLeast
              ? tf('{n}+ pieces', { n: data.total.toLocaleString('en-IN') })
              : tf(data.total === 1 ? '{n} piece' : '{n} pieces', { n: data.total })
            : undefined
        }
      />

      <ListingFilters
        parentCategory={parentCategory}
        subCategory={subCategory}
        sort={sort}
        facets={facets}
        columns={columns}
        onColumnsChange={setColumns}
        onChange={update}
        params={params}
        searching={Boolean(q)}
      />

      {q && data?.search && !loading && <SearchReadingNote reading={data.search} />}

      <div className="lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8">
        <div>
          {data && (
            <RefinePanel
              facets={data.refine}
              listing={listing}
              params={params}
              onToggle={toggle}
              onPrice={setPrice}
              onClear={clearRefinements}
            />
          )}
        </div>
        <ListingResults
          query={query}
          loading={loading}
          gridClass={gridClass}
          filtersActive={filtersActive}
          q={q}
          onClearAll={clearAll}
          onPageChange={goToPage}
          params={params}
        />
      </div>
    </>
  );
}

/** The listing's products: an error to retry, the skeletons, the empty state, or the grid. */
function ListingResults({
  query,
  loading,
  gridClass,
  filtersActive,
  q,
  onClearAll,
  onPageChange,
  params,
}: {
  query: ReturnType<typeof useProducts>;
  loading: boolean;
  gridClass: string;
  filtersActive: boolean;
  q: string;
  onClearAll: () => void;
  onPageChange: (page: number) => void;
  params: URLSearchParams;
}) {
  const data = query.data;
  return (
    <div>
      <h2 className="sr-only">{t('Products')}</h2>
      {query.isError && !data ? (
        <div
          role="alert"
          className="rounded-xl border border-line bg-ivory-50 px-6 py-16 text-center"
        >
          <p className="text-lg text-ink">{t('Failed to load products. Please try again.')}</p>
          <button
            type="button"
            // docs/product/storefront.md section 2: a reload, which also retries whatever else failed with it.
            onClick={reloadPage}
            className={buttonClass('primary', 'md', 'mt-6')}
          >
            <RotateCcw className="h-4 w-4" aria-hidden="true" />
            {t('Try Again')}
          </button>
        </div>
      ) : loading ? (
        <div className={cn('grid gap-x-4 gap-y-8 lg:gap-x-6', gridClass)} aria-busy="true">
          {Array.from({ length: PAGE_SIZE }, (_, i) => (
            <ProductCardSkeleton key={i} />
          ))}
          <span className="sr-only" role="status">
            {t('Loading products')}
          </span>
        </div>
      ) : !data || data.products.length === 0 ? (
        <div className="rounded-xl border border-dashed border-line px-6 py-16 text-center">
          <p className="text-lg text-ink">
            {filtersActive
              ? t('No products found with the selected filters')
              : q
                ? tf('Nothing in the shop matches “{q}” yet', { q })
                : t('No products here yet')}
          </p>
          {filtersActive && (
            <button
              type="button"
              onClick={onClearAll}
              className={buttonClass('outline', 'md', 'mt-6')}
            >
              {t('Clear Filters')}
            </button>
          )}
          {!filtersActive && q && (
            <Link to="/products" className={buttonClass('outline', 'md', 'mt-6')}>
              {t('Browse Categories')}
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
            totalAtLeast={data.totalAtLeast}
            limit={data.limit}
            onPageChange={onPageChange}
            params={params}
          />
        </>
      )}
    </div>
  );
}
