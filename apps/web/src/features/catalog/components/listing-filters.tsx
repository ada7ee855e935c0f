import type { ProductSort } from '@store/contract';
import { Columns2, LayoutGrid } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { SORT_OPTIONS, typeOptions } from '../listing-params';
import { ListingForm } from './listing-form';
import { nameIn, t } from '../../../lib/i18n';

const selectClass =
  'h-10 rounded-full border border-line bg-ivory-50 pl-4 pr-9 text-sm text-ink focus:border-maroon-700 focus:outline-none focus:ring-2 focus:ring-maroon-700';

/** How many products a row of the listing shows from 768 px. */
export type ListingColumns = 3 | 2;

const chipClass = (active: boolean) =>
  cn(
    'h-9 whitespace-nowrap rounded-full border px-4 text-sm font-medium transition-colors',
    active
      ? 'border-maroon-700 bg-maroon-700 text-ivory-50'
      : 'border-line bg-ivory-50 text-ink hover:border-maroon-700',
  );

type OnChange = (changes: Record<string, string | null>) => void;

/** The style chips: each a submit button, so they work before the script runs too. */
function StyleChips({
  parentCategory,
  parentCategories,
  names,
  onChange,
  params,
}: {
  parentCategory: string;
  parentCategories: readonly string[];
  names: Readonly<Record<string, string>> | undefined;
  onChange: OnChange;
  params?: URLSearchParams | undefined;
}) {
  return (
    <ListingForm
      params={params}
      omit={['parentCategory', 'subCategory']}
      className="-mx-4 mb-5 overflow-x-auto px-4 sm:mx-0 sm:px-0"
    >
      <ul className="flex w-max gap-2" aria-label={t('Filter by style')}>
        <li>
          <button
            type="submit"
            name="parentCategory"
            value=""
            aria-pressed={!parentCategory}
            onClick={() => onChange({ parentCategory: null, subCategory: null })}
            className={chipClass(!parentCategory)}
          >
            {t('All')}
          </button>
        </li>
        {parentCategories.map((name) => {
          const active = parentCategory.toLowerCase() === name.toLowerCase();
          return (
            <li key={name}>
              <button
                type="submit"
                name="parentCategory"
                value={name}
                aria-pressed={active}
                onClick={() => onChange({ parentCategory: name, subCategory: null })}
                className={chipClass(active)}
              >
                {nameIn(names, name)}
              </button>
            </li>
          );
        })}
      </ul>
    </ListingForm>
  );
}

function TypeSelect({
  subCategory,
  subCategories,
  names,
  onChange,
}: {
  subCategory: string;
  subCategories: readonly string[];
  names: Readonly<Record<string, string>> | undefined;
  onChange: OnChange;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <div className="flex items-baseline justify-between gap-2">
        <label
          htmlFor="filter-type"
          className="text-xs font-semibold uppercase tracking-wider text-muted"
        >
          {t('Type')}
        </label>
        {subCategory && (
          <button
            type="button"
            onClick={() => onChange({ subCategory: null })}
            className="text-xs font-semibold text-maroon-700 underline underline-offset-4"
          >
            {t('Clear')}
          </button>
        )}
      </div>
      <select
        id="filter-type"
        name="subCategory"
        value={subCategory}
        onChange={(e) => onChange({ subCategory: e.target.value || null })}
        className={cn(selectClass, 'w-full md:w-48')}
      >
        <option value="">{t('All Types')}</option>
        {subCategories.map((name) => (
          <option key={name} value={name}>
            {nameIn(names, name)}
          </option>
        ))}
      </select>
    </div>
  );
}

function SortSelect({
  sort,
  searching,
  onChange,
}: {
  sort: ProductSort | undefined;
  searching: boolean;
  onChange: OnChange;
}) {
  const defaultSort: ProductSort = searching ? 'relevance' : 'newest';
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor="sort" className="text-xs font-semibold uppercase tracking-wider text-muted">
        {t('Sort by')}
      </label>
      <select
        id="sort"
        name="sort"
        value={sort ?? defaultSort}
        onChange={(e) => onChange({ sort: e.target.value === defaultSort ? null : e.target.value })}
        className={cn(selectClass, 'w-full md:w-52')}
      >
        {SORT_OPTIONS.filter((s) => searching || s.value !== 'relevance').map((s) => (
          <option key={s.value} value={s.value}>
            {t(s.label)}
          </option>
        ))}
      </select>
    </div>
  );
}

const gridButtonClass = (active: boolean) =>
  cn(
    'flex h-10 w-10 items-center justify-center rounded-full',
    active ? 'bg-maroon-700 text-ivory-50' : 'text-maroon-700 hover:bg-maroon-50',
  );

function GridToggle({
  columns,
  onColumnsChange,
}: {
  columns: ListingColumns;
  onColumnsChange: (columns: ListingColumns) => void;
}) {
  return (
    <div
      className="ml-auto hidden items-center gap-1 md:flex"
      role="group"
      aria-label={t('Grid layout')}
    >
      <button
        type="button"
        aria-pressed={columns === 3}
        aria-label={t('Show more products per row')}
        onClick={() => onColumnsChange(3)}
        className={gridButtonClass(columns === 3)}
      >
        <LayoutGrid className="h-4 w-4" aria-hidden="true" />
      </button>
      <button
        type="button"
        aria-pressed={columns === 2}
        aria-label={t('Show two products per row')}
        onClick={() => onColumnsChange(2)}
        className={gridButtonClass(columns === 2)}
      >
        <Columns2 className="h-4 w-4" aria-hidden="true" />
      </button>
    </div>
  );
}

/**
 * The listing's filters (docs/product/storefront.md section 2, "Products"): the style chips, the
 * type and sort menus and the grid toggle. Every change goes out through onChange as the
 * address's keys to set (a null removes one).
 */
export function ListingFilters({
  parentCategory,
  subCategory,
  sort,
  facets,
  columns,
  onColumnsChange,
  onChange,
  params,
  searching = false,
}: {
  parentCategory: string;
  subCategory: string;
  sort: ProductSort | undefined;
  facets: {
    parentCategories: readonly string[];
    subCategories: readonly string[];
    names?: Readonly<Record<string, string>> | undefined;
  };
  columns: ListingColumns;
  onColumnsChange: (columns: ListingColumns) => void;
  onChange: OnChange;
  /** The listing's address, which the filters submit with their changes before the script runs. */
  params?: URLSearchParams;
  /** A search's default order is relevance (and Relevance is offered); a listing's is newest. */
  searching?: boolean;
}) {
  return (
    <>
      {facets.parentCategories.length > 0 && (
        <StyleChips
          parentCategory={parentCategory}
          parentCategories={facets.parentCategories}
          names={facets.names}
          onChange={onChange}
          params={params}
        />
      )}

      <ListingForm
        params={params}
        omit={['subCategory', 'sort']}
        className="mb-8 grid grid-cols-2 items-end gap-3 border-y border-line py-4 md:flex"
      >
        <TypeSelect
          subCategory={subCategory}
          subCategories={typeOptions(subCategory, facets.subCategories)}
          names={facets.names}
          onChange={onChange}
        />
        <SortSelect sort={sort} searching={searching} onChange={onChange} />
        <noscript>
          {/* Without the script a change of menu applies with this button. */}
          <button
            type="submit"
            className="h-10 rounded-full bg-maroon-700 px-5 text-sm font-medium text-ivory-50"
          >
            {t('Apply')}
          </button>
        </noscript>
        <GridToggle columns={columns} onColumnsChange={onColumnsChange} />
      </ListingForm>
    </>
  );
}
