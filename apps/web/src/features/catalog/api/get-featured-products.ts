import { useQuery } from '@tanstack/react-query';
import { FEATURED_COUNT } from '@store/contract/storefront-reads';
import { getProducts } from './get-products';

export { FEATURED_COUNT };

/**
 * docs/product/rules.md section 2: GET /products?featured=true&category={first store category}&limit=4.
 * docs/product/storefront.md section 8: a failure is logged and shows the empty state.
 */
export function useFeaturedProducts(firstCategory: string | undefined) {
  const category = firstCategory?.trim().toLowerCase();
  return useQuery({
    queryKey: ['products', 'featured', category],
    enabled: category !== undefined,
    staleTime: 60_000,
    queryFn: async ({ signal }) => {
      try {
        const page = await getProducts(
          { featured: true, category, limit: FEATURED_COUNT, page: 1 },
          signal,
        );
        return page.products;
      } catch (error) {
        if (signal.aborted) throw error;
        console.error('Failed to load featured products', error);
        return [];
      }
    },
  });
}
