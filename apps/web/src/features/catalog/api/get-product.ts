import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Product, product } from '@store/contract';
import { ApiError, apiAssetUrl, apiRequest, firstAnswerOf } from '../../../lib/api-client';
import { toShopProduct, type ShopProduct } from '../../../lib/shop-product';

/** The shop's product with what only its own page carries: variants, photo colours, details. */
function toPageProduct(wire: Product): ShopProduct {
  const photoColours: Record<string, string> = {};
  for (const image of wire.images ?? []) {
    if (image.color) photoColours[apiAssetUrl(image.url)] = image.color;
  }
  return {
    ...toShopProduct(wire, apiAssetUrl),
    ...(wire.variants && { variants: wire.variants }),
    photoColours,
    ...(wire.details && { details: wire.details }),
  };
}

export async function getProduct(id: string, signal?: AbortSignal) {
  const wire = await apiRequest<Product>(`/products/${encodeURIComponent(id)}`, {
    answer: import.meta.env.DEV ? product : undefined,
    signal,
  });
  return toPageProduct(wire);
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
      return answer && toPageProduct(answer);
    },
    // docs/product/storefront.md section 7: nothing is fetched when the id is missing.
    enabled: Boolean(id),
    staleTime: 60_000,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });

export function useProduct(id: string | undefined) {
  return useQuery(productQueryOptions(id));
}
