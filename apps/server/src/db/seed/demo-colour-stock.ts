// Stock per colour for a few demo products (issue 33, docs/decisions/033-colour-variants.md): the
// first Sherwani, Lehenga and Kurta Set with several colours keep their units per size and
// colour, so the demo shows a colour with a size sold out. Every other product keeps one count
// per size for all its colours. Each size in stock stays in stock in the first colour.
import type { DemoProduct } from './demo-catalog.ts';

const PER_COLOUR_TYPES = ['Sherwani', 'Lehenga', 'Kurta Set'];

/** Which demo products get per-colour stock: indexes into the catalog. */
export function perColourDemoProducts(catalog: DemoProduct[]): Set<number> {
  const picked = new Set<number>();
  for (const type of PER_COLOUR_TYPES) {
    const i = catalog.findIndex((p) => p.subCategory === type && p.colors.length > 1);
    if (i >= 0) picked.add(i);
  }
  return picked;
}

/** The stock rows of one demo product: per colour when picked, else one per size (colour ''). */
export function demoStockRows(
  p: DemoProduct,
  perColour: boolean,
): { size: string; color: string; quantity: number }[] {
  if (!perColour) return p.sizes.map((size) => ({ size, color: '', quantity: p.stock[size] ?? 0 }));
  const firstInStock = p.sizes.find((s) => (p.stock[s] ?? 0) > 0);
  return p.sizes.flatMap((size) =>
    p.colors.map((color, k) => {
      const n = p.stock[size] ?? 0;
      let quantity = k === 0 ? Math.ceil(n / 2) : k === 1 ? Math.floor(n / 2) : Math.min(n, 2);
      // The second colour is sold out in the first size the product has units of.
      if (k === 1 && size === firstInStock) quantity = 0;
      if (k === 0 && size === firstInStock) quantity = n;
      return { size, color, quantity };
    }),
  );
}
