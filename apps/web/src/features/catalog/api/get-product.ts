import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Product, product } from '@store/contract';
import { ApiError, apiAssetUrl, apiRequest, firstAnswerOf } from '../../../lib/api-client';
import { toShopProduct } from '../../../lib/shop-product';

export async function getProduct(id: string, signal?: AbortSignal) {
  const wire = await apiRequest<Product>(`/products/${encodeURIComponent(id)}`, {
    answer: import.meta.env.DEV ? product : undefined,
    signal,
  });
  return toShopProduct(wire, apiAssetUrl);
}

export const productQueryOptions = (id: string | undefined) =>
  queryOptions({
    queryKey: ['product', id],
    queryFn: ({ signal }) => getProduct(id ?? '', signal),
    initialData: () => {
      const answer = id
        ? firstAnswerOf<Product>(
            `/products/${encodeURIComponent(id)}`,
            undefined,
            import.meta.env.DEV ? product : undefined,
          )
        : undefined;
      return answer && toShopProduct(answer, apiAssetUrl);
    },
    // docs/product/storefront.md section 7: nothing is fetched when the id is missing.
    enabled: Boolean(id),
    staleTime: 60_000,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });

export function useProduct(id: string | undefined) {
  return useQuery(productQueryOptions(id));
}
