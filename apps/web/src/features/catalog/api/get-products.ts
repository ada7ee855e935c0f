import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  type ProductListQuery,
  type ProductListResponse,
  type ProductSort,
  productListResponse,
} from '@store/contract';
import { apiAssetUrl, apiRequest, firstAnswerOf } from '../../../lib/api-client';
import { toShopProduct, type ShopProduct } from '../../../lib/shop-product';

export interface ProductFilters {
  category?: string;
  parentCategory?: string;
  subCategory?: string;
  q?: string;
  sort?: ProductSort;
  featured?: boolean;
  page?: number;
  limit?: number;
  size?: readonly string[];
  color?: readonly string[];
  fabric?: readonly string[];
  minPrice?: number;
  maxPrice?: number;
  discount?: number;
}

/** The narrowing filters' choices with how many pieces each would leave. */
export interface RefineFacets {
  sizes: { value: string; count: number }[];
  colors: { value: string; count: number }[];
  fabrics: { value: string; count: number }[];
  priceBands: { min: number; max: number | null; count: number }[];
  /** The counts were taken over a sample of the matches (a listing past the server's bound). */
  sampled?: boolean;
  /** Hindi names of the colours and fabrics (Hindi pages only): nameIn(). */
  names?: Readonly<Record<string, string>>;
}

export interface ProductPage {
  products: ShopProduct[];
  total: number;
  /** There are at least `total` matches (a search or narrowed listing past the server's bound). */
  totalAtLeast: boolean;
  page: number;
  limit: number;
  totalPages: number;
  facets: {
    parentCategories: string[];
    subCategories: string[];
    /** Hindi names of the values (Hindi pages only): nameIn(). */
    names?: Readonly<Record<string, string>>;
  };
  refine: RefineFacets;
  /** How the search was read, when there was one. */
  search: ProductListResponse['search'];
}

// docs/product/storefront.md section 9's page size, from the contract's zod-free part (the first page imports it).
import { PAGE_SIZE } from '@store/contract/storefront-reads';

export { PAGE_SIZE };

type WireQuery = { [K in keyof ProductListQuery]?: string | readonly string[] };

const list = (values: readonly string[] | undefined) =>
  values && values.length > 0 ? [...values].sort() : undefined;
const whole = (n: number | undefined) => (n === undefined ? undefined : String(n));

export function toWireQuery(filters: ProductFilters): WireQuery {
  const query: WireQuery = {
    page: String(filters.page ?? 1),
    limit: String(filters.limit ?? PAGE_SIZE),
    category: filters.category?.trim() || undefined,
    parentCategory: filters.parentCategory?.trim() || undefined,
    subCategory: filters.subCategory?.trim() || undefined,
    q: filters.q?.trim() || undefined,
    sort: filters.sort,
    featured: filters.featured ? 'true' : undefined,
    size: list(filters.size),
    color: list(filters.color),
    fabric: list(filters.fabric),
    minPrice: whole(filters.minPrice),
    maxPrice: whole(filters.maxPrice),
    discount: whole(filters.discount),
  };
  return query;
}

export function toProductPage(response: ProductListResponse, filters: ProductFilters): ProductPage {
  const limit = response.pagination?.limit ?? filters.limit ?? PAGE_SIZE;
  const total = response.pagination?.total ?? response.count ?? response.data.length;
  return {
    products: response.data.map((p) => toShopProduct(p, apiAssetUrl)),
    total,
    totalAtLeast: response.pagination?.totalAtLeast === true,
    page: response.pagination?.page ?? filters.page ?? 1,
    limit,
    totalPages: response.pagination?.totalPages ?? Math.ceil(total / Math.max(1, limit)),
    facets: {
      parentCategories: response.facets?.parentCategories ?? [],
      subCategories: response.facets?.subCategories ?? [],
      ...(response.facets?.names ? { names: response.facets.names } : {}),
    },
    refine: {
      sizes: response.facets?.sizes ?? [],
      colors: response.facets?.colors ?? [],
      fabrics: response.facets?.fabrics ?? [],
      priceBands: response.facets?.priceBands ?? [],
      ...(response.facets?.sampled ? { sampled: true } : {}),
      ...(response.facets?.names ? { names: response.facets.names } : {}),
    },
    search: response.search,
  };
}

export async function getProducts(filters: ProductFilters, signal?: AbortSignal) {
  const response = await apiRequest<ProductListResponse>('/products', {
    answer: import.meta.env.DEV ? productListResponse : undefined,
    query: toWireQuery(filters),
    signal,
  });
  return toProductPage(response, filters);
}

export const productsQueryOptions = (filters: ProductFilters) =>
  queryOptions({
    queryKey: ['products', toWireQuery(filters)],
    queryFn: ({ signal }) => getProducts(filters, signal),
    initialData: () => {
      const answer = firstAnswerOf<ProductListResponse>(
        '/products',
        toWireQuery(filters),
        import.meta.env.DEV ? productListResponse : undefined,
      );
      return answer && toProductPage(answer, filters);
    },
    staleTime: 60_000,
  });

/** The listing keeps the last page's data (and filter menus) on screen as a placeholder. */
export function useProducts(filters: ProductFilters, enabled = true) {
  return useQuery({ ...productsQueryOptions(filters), enabled, placeholderData: keepPreviousData });
}
