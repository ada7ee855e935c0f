import { useQuery } from '@tanstack/react-query';
import {
  PRODUCT_STATUSES,
  STOCK_STATES,
  type AdminProductSummary,
  type ProductStatus,
  type StockState,
} from '@store/contract';
import { Download, Plus, Upload } from 'lucide-react';
import { useState } from 'react';
import { buttonClass } from '../../../components/ui/button-styles';
import { inputClass, labelClass } from '../../../components/ui/form-field';
import { Link } from '../../../components/ui/link';
import { apiAssetUrl } from '../../../lib/api-client';
import { formatRupees } from '../../../lib/money';
import { toast } from '../../../lib/toast';
import {
  AdminTitle,
  Badge,
  EmptyState,
  ErrorNotice,
  Loading,
  Pager,
  type BadgeTone,
} from '../../components/admin-ui';
import { AdminSearchBox } from '../../components/admin-search-box';
import { useAddressFilters } from '../../lib/address-filters';
import { errorText } from '../../lib/admin-api';
import { exportProducts, productsQuery, type ProductFilters } from './api/products-api';
import { adminTexts } from '../../admin-texts';

const texts = adminTexts.products;

const STOCK_LABEL: Record<StockState, [string, BadgeTone]> = {
  in: [texts.stockStates.in, 'good'],
  low: [texts.stockStates.low, 'warn'],
  out: [texts.stockStates.out, 'bad'],
};
const STATUS_TONE: Record<ProductStatus, BadgeTone> = {
  active: 'brand',
  draft: 'neutral',
  archived: 'neutral',
};

function readFilters(params: URLSearchParams): ProductFilters {
  const stock = params.get('stock') ?? '';
  const status = params.get('status') ?? '';
  return {
    q: params.get('q') || undefined,
    category: params.get('category') || undefined,
    stock: (STOCK_STATES as readonly string[]).includes(stock) ? (stock as StockState) : undefined,
    status: (PRODUCT_STATUSES as readonly string[]).includes(status)
      ? (status as ProductStatus)
      : undefined,
    page: Number(params.get('page')) || 1,
  };
}

function ProductRow({ product }: { product: AdminProductSummary }) {
  const [stockLabel, stockTone] = STOCK_LABEL[product.stockState];
  return (
    <li>
      <Link
        to={`/admin/products/${product.id}`}
        className="flex gap-3 rounded-xl border border-line bg-ivory-50 p-3 hover:border-maroon-700"
      >
        <img
          src={apiAssetUrl(product.thumbnailUrl)}
          alt=""
          width={64}
          height={80}
          loading="lazy"
          className="h-20 w-16 shrink-0 rounded-md bg-ivory-200 object-cover"
        />
        <div className="min-w-0 flex-1">
          <p className="line-clamp-2 font-medium text-ink">{product.title}</p>
          <p className="truncate text-sm text-muted">
            {product.category} · {product.subCategory}
            {product.sku && ` · ${product.sku}`}
          </p>
          <div className="mt-1 flex flex-wrap items-center gap-1.5">
            <span className="text-sm font-semibold">{formatRupees(product.sellingPrice)}</span>
            <Badge tone={STATUS_TONE[product.status]}>{product.status}</Badge>
            <Badge tone={stockTone}>{stockLabel}</Badge>
            <span className="text-xs text-muted">{texts.units(product.totalStock)}</span>
            {product.featured && <Badge tone="brand">{texts.featured}</Badge>}
          </div>
        </div>
      </Link>
    </li>
  );
}

/** Add, import and export: export holds its button while the file is made. */
function ProductsActions() {
  const [exporting, setExporting] = useState(false);
  const onExport = async () => {
    setExporting(true);
    try {
      await exportProducts();
    } catch (error) {
      toast.error(texts.exportFailed, { description: errorText(error) });
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <Link to="/admin/products/new" className={buttonClass('primary', 'sm', 'h-11 sm:h-11')}>
        <Plus className="h-4 w-4" aria-hidden="true" />
        {texts.addProduct}
      </Link>
      <Link to="/admin/products/import" className={buttonClass('outline', 'sm', 'h-11 sm:h-11')}>
        <Upload className="h-4 w-4" aria-hidden="true" />
        {texts.importCsv}
      </Link>
      <button
        type="button"
        onClick={() => void onExport()}
        disabled={exporting}
        className={buttonClass('outline', 'sm', 'h-11 sm:h-11')}
      >
        <Download className="h-4 w-4" aria-hidden="true" />
        {exporting ? texts.exporting : texts.exportCsv}
      </button>
    </>
  );
}

function StockAndStatus({
  filters,
  onChange,
}: {
  filters: ProductFilters;
  onChange: (next: Partial<ProductFilters>) => void;
}) {
  return (
    <div className="grid grid-cols-2 gap-2 lg:contents">
      <div>
        <label htmlFor="products-stock" className={labelClass}>
          {texts.stock}
        </label>
        <select
          id="products-stock"
          value={filters.stock ?? ''}
          onChange={(e) => onChange({ stock: (e.target.value || undefined) as StockState })}
          className={`${inputClass} h-[3.125rem]`}
        >
          <option value="">{texts.any}</option>
          <option value="in">{texts.stockOptions.in}</option>
          <option value="low">{texts.stockOptions.low}</option>
          <option value="out">{texts.stockOptions.out}</option>
        </select>
      </div>
      <div>
        <label htmlFor="products-status" className={labelClass}>
          {texts.status}
        </label>
        <select
          id="products-status"
          value={filters.status ?? ''}
          onChange={(e) => onChange({ status: (e.target.value || undefined) as ProductStatus })}
          className={`${inputClass} h-[3.125rem]`}
        >
          <option value="">{texts.any}</option>
          <option value="active">{texts.statusOptions.active}</option>
          <option value="draft">{texts.statusOptions.draft}</option>
          <option value="archived">{texts.statusOptions.archived}</option>
        </select>
      </div>
    </div>
  );
}

/** Products: search and filters; a list of cards that becomes a grid on wider screens. */
export default function ProductsPage() {
  const { filters, update, search, setSearch, onSearch } = useAddressFilters(readFilters);
  const products = useQuery(productsQuery(filters));

  return (
    <>
      <AdminTitle title={texts.title} actions={<ProductsActions />} />
      <div className="mb-4 grid grid-cols-1 gap-3 lg:grid-cols-[minmax(0,1fr)_12rem_10rem_10rem] lg:items-end">
        <AdminSearchBox
          id="products-q"
          value={search}
          onChange={setSearch}
          onSubmit={onSearch}
          placeholder={texts.searchPlaceholder}
          maxLength={200}
        />
        <div>
          <label htmlFor="products-category" className={labelClass}>
            {texts.category}
          </label>
          <input
            id="products-category"
            defaultValue={filters.category ?? ''}
            onBlur={(e) => update({ category: e.target.value.trim() || undefined })}
            onKeyDown={(e) => {
              if (e.key === 'Enter')
                update({ category: e.currentTarget.value.trim() || undefined });
            }}
            className={inputClass}
          />
        </div>
        <StockAndStatus filters={filters} onChange={update} />
      </div>
      {products.isPending ? (
        <Loading label={texts.loading} />
      ) : products.isError ? (
        <ErrorNotice error={products.error} onReload={() => void products.refetch()} />
      ) : products.data.data.length === 0 ? (
        <EmptyState>{texts.noneMatch}</EmptyState>
      ) : (
        <>
          <p className="mb-2 text-sm text-muted">{texts.count(products.data.pagination.total)}</p>
          <ul className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-3">
            {products.data.data.map((product) => (
              <ProductRow key={product.id} product={product} />
            ))}
          </ul>
          <Pager
            page={products.data.pagination.page}
            pages={products.data.pagination.totalPages}
            hasMore={products.data.pagination.page < products.data.pagination.totalPages}
            onPage={(page) => update({ page })}
          />
        </>
      )}
    </>
  );
}
