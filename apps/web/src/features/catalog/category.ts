/** Category names and links as docs/product/storefront.md section 2 words them. */
import { t } from '../../lib/i18n';

export function categoryHref(name: string): string {
  return `/products?category=${encodeURIComponent(name.trim().toLowerCase())}`;
}

function titleCase(value: string): string {
  return value.replace(/\b\p{L}/gu, (c) => c.toUpperCase());
}

/**
 * The listing heading for a category: All Products, Men's Collection, Women's Collection,
 * Accessories, or the store's own spelling of the category made possessive, as docs/product/storefront.md section 2
 * asks: "'s Collection", or just the apostrophe after a final s ("Kurtas & Kurta Sets'
 * Collection"), as English writes a plural possessive.
 */
export function categoryHeading(category: string, storeCategories: readonly string[]): string {
  const key = category.trim().toLowerCase();
  if (!key || key === 'all') return t('All Products');
  if (key === 'men') return t("Men's Collection");
  if (key === 'women') return t("Women's Collection");
  if (key === 'accessories') return t('Accessories');
  const name = storeCategories.find((c) => c.trim().toLowerCase() === key) ?? titleCase(key);
  return name.endsWith('s') ? `${name}' Collection` : `${name}'s Collection`;
}
