// What each storefront page says about itself to search engines and link previews: canonical
// address, description, Open Graph and Twitter card tags, and schema.org JSON-LD
// (docs/decisions/011-server-rendering.md). Pure functions of the page's address and the API
// answers the page carries, so they are tested without a browser.
import type {
  Product,
  ProductListResponse,
  ProductReviewsResponse,
  StoreInfo,
} from '@store/contract';
// schema.org's vocabulary as TypeScript types: the compiler checks every type and property name.
import type {
  BreadcrumbList,
  ItemList,
  Organization,
  Product as SchemaProduct,
  SearchAction,
  WebSite,
  WithContext,
} from 'schema-dts';

/** The pictures link previews show, 1200 x 630 (made by plugins/share-picture.ts). */
export const SHARE_WIDTH = 1200;
export const SHARE_HEIGHT = 630;
export const SHARE_PICTURE_PATH = '/share.png';
export const productSharePath = (id: number) => `/share/products/${id}.jpg`;

type StructuredData = WithContext<
  SchemaProduct | BreadcrumbList | ItemList | Organization | WebSite
>;

/** The six policy pages, by their address (apps/web/src/features/content/policies.ts). */
export const POLICY_SLUGS = ['terms', 'privacy', 'refund', 'return', 'shipping', 'about'] as const;

/** Addresses only the browser app shows: nothing to index, rendered in the browser as before. */
const CLIENT_ONLY = new Set([
  'cart',
  'wishlist',
  'checkout',
  'payment',
  'account',
  'orders',
  'order-success',
  'track-order',
  // The link in a cash-on-delivery order's mail (docs/offers.md): private, never indexed.
  'confirm-cod',
  // The review request mail's single-use link (issue 33): private, never indexed.
  'review',
  'login',
  'register',
  'forgot-password',
  'reset-password',
  'api-test',
]);

export type PageKind =
  | { kind: 'home' }
  | { kind: 'listing' }
  | { kind: 'product'; id: string }
  | { kind: 'policy'; slug: string }
  | { kind: 'contact' }
  | { kind: 'not-found' }
  | { kind: 'client-only' };

export function pageKindOf(pathname: string): PageKind {
  if (pathname === '/') return { kind: 'home' };
  if (pathname === '/products') return { kind: 'listing' };
  // The owner's admin (apps/web/src/admin): the browser's own, behind its sign-in.
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return { kind: 'client-only' };
  const product = /^\/product\/([^/]+)$/.exec(pathname);
  if (product?.[1]) return { kind: 'product', id: decodeURIComponent(product[1]) };
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length === 1) {
    const [slug = ''] = segments;
    if (slug === 'contact') return { kind: 'contact' };
    if ((POLICY_SLUGS as readonly string[]).includes(slug)) return { kind: 'policy', slug };
    if (CLIENT_ONLY.has(slug)) return { kind: 'client-only' };
  }
  return { kind: 'not-found' };
}

/** Query keys that only say where a visitor came from: never part of a page's address. */
export function isTrackingParam(key: string): boolean {
  return /^utm_/i.test(key) || key === 'fbclid' || key === 'gclid';
}

/** `url` (path and query) without tracking parameters. */
export function withoutTracking(url: URL): string {
  const params = new URLSearchParams();
  for (const [key, value] of url.searchParams) if (!isTrackingParam(key)) params.append(key, value);
  const search = params.toString();
  return search ? `${url.pathname}?${search}` : url.pathname;
}

/**
 * Where a request should be sent instead, so each page has one address: no trailing slash,
 * the listing's category in lower case. Undefined when the address is the page's own.
 */
export function preferredAddress(url: URL): string | undefined {
  const { pathname } = url;
  const trimmed =
    pathname.length > 1 && pathname.endsWith('/') ? pathname.replace(/\/+$/, '') || '/' : pathname;
  const category = url.searchParams.get('category');
  const listing = trimmed === '/products';
  const lower = listing && category !== null && category !== category.toLowerCase();
  // The filter panel's price band sent without the script (price=1000-1999): the listing's own
  // address says it as minPrice and maxPrice, as the script writes it.
  const band = listing && url.searchParams.has('price');
  if (trimmed === pathname && !lower && !band) return undefined;
  let search = url.search;
  if (lower || band) {
    const params = new URLSearchParams(url.search);
    if (lower) params.set('category', category.toLowerCase());
    if (band) priceBandToRange(params);
    const query = params.toString();
    search = query ? `?${query}` : '';
  }
  return `${trimmed}${search}`;
}

/** `price=MIN-MAX` (either end may be empty) as minPrice and maxPrice; anything else dropped. */
function priceBandToRange(params: URLSearchParams): void {
  const match = /^(\d{1,8})?-(\d{1,8})?$/.exec(params.get('price')?.trim() ?? '');
  params.delete('price');
  params.delete('page');
  if (!match) return;
  const [, min, max] = match;
  params.delete('minPrice');
  params.delete('maxPrice');
  if (min && Number(min) > 0) params.set('minPrice', String(Number(min)));
  if (max) params.set('maxPrice', String(Number(max)));
}

export interface PageFacts {
  /** The page's language (docs/decisions/031): English unless it is under /hi. */
  lang?: 'en' | 'hi';
  page: PageKind;
  /** The store's public address (PUBLIC_URL), no trailing slash. */
  publicUrl: string;
  /** The page's address, path and query, without tracking parameters. */
  address: string;
  /** The <title> the app rendered. */
  title: string;
  /** The page's HTTP status: anything but 200 is kept out of search results. */
  status?: number;
  storeInfo?: StoreInfo;
  product?: Product;
  /** The first page of the product's approved reviews, as the page shows them. */
  reviews?: ProductReviewsResponse | undefined;
  listing?: ProductListResponse;
}

/**
 * The product's rating and the reviews the page shows, following Google's review snippet rules:
 * ratings of the product itself (never of the store), from approved reviews only, each with its
 * author's name, rating and date. Nothing without an approved review.
 */
function reviewData(reviews: ProductReviewsResponse | undefined) {
  if (!reviews || reviews.count === 0) return {};
  return {
    aggregateRating: {
      '@type': 'AggregateRating' as const,
      ratingValue: reviews.average,
      reviewCount: reviews.count,
      bestRating: 5,
      worstRating: 1,
    },
    review: reviews.data.map((r) => ({
      '@type': 'Review' as const,
      name: r.title,
      reviewBody: clip(r.text, 5000),
      datePublished: r.createdAt.slice(0, 10),
      author: { '@type': 'Person' as const, name: r.author },
      reviewRating: {
        '@type': 'Rating' as const,
        ratingValue: r.rating,
        bestRating: 5,
        worstRating: 1,
      },
    })),
  };
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON inside a <script> block: no `</script>` or `<!--` can end it early. */
export const escapeScriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const DEFAULT_BRAND = 'Ethnic Elegance';
export const DEFAULT_DESCRIPTION =
  'Kurtas, sarees, lehengas, sherwanis, footwear and accessories: Indian ethnic wear for every celebration, priced in rupees.';

/**
 * The shop's name as pages, the tab and the home screen show it: the store name, else the
 * company's, else the demo's (the storefront's `resolveStoreInfo` reads it the same way).
 */
export const brandOf = (info?: Partial<Pick<StoreInfo, 'storeName' | 'companyName'>> | null) =>
  info?.storeName?.trim() || info?.companyName?.trim() || DEFAULT_BRAND;

function absolute(publicUrl: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${publicUrl}/`).toString();
}

/** Plain text of at most `max` characters, cut at a word. */
function clip(text: string, max = 160): string {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`;
}

const titleCase = (value: string) => value.replace(/\b\w/g, (c) => c.toUpperCase());

function listingHeading(address: string): string | undefined {
  const params = new URLSearchParams(address.split('?')[1] ?? '');
  const q = params.get('q')?.trim();
  if (q) return `Results for “${q}”`;
  const name = params.get('category') || params.get('parentCategory') || params.get('subCategory');
  return name ? titleCase(name) : undefined;
}

function descriptionOf(facts: PageFacts): string {
  const brand = brandOf(facts.storeInfo);
  const { page } = facts;
  switch (page.kind) {
    case 'home':
      return clip(facts.storeInfo?.description.trim() || DEFAULT_DESCRIPTION);
    case 'listing': {
      const heading = listingHeading(facts.address);
      if (!heading) {
        return `Shop ${brand} by category: kurtas, sarees, lehengas, sherwanis, footwear and accessories, priced in rupees.`;
      }
      const total = facts.listing?.pagination?.total ?? facts.listing?.data.length;
      const count = total === undefined ? '' : `${total} ${total === 1 ? 'piece' : 'pieces'} of `;
      return clip(
        `${heading} at ${brand}: ${count}Indian ethnic wear, priced in rupees and delivered across India.`,
      );
    }
    case 'product':
      return facts.product
        ? clip(facts.product.description || `${facts.product.title} from ${brand}.`)
        : 'This product could not be found.';
    case 'policy':
      return `${facts.title.split(' | ')[0] ?? ''}: how ${brand} works with its customers.`;
    case 'contact':
      return `Write to ${brand} about sizing, an order or a custom piece: email, phone, address and opening hours.`;
    default:
      return 'The page you are looking for may have moved, or never existed.';
  }
}

const rupees = (value: number) => value.toFixed(2);
const priceOf = (p: Product) => p.discountedPrice ?? p.regularPrice;

/** The schema.org objects the page carries as JSON-LD. */
export function structuredData(facts: PageFacts): StructuredData[] {
  const { publicUrl, page, storeInfo } = facts;
  const brand = brandOf(storeInfo);
  const home = `${publicUrl}/`;
  // A Hindi page's pieces and breadcrumbs link to Hindi pages, as its own canonical link does.
  const pages = facts.lang === 'hi' ? `${publicUrl}/hi` : publicUrl;
  const pageHome = facts.lang === 'hi' ? pages : home;
  if (page.kind === 'home') {
    const sameAs = Object.values(storeInfo?.socialLinks ?? {}).filter((u) =>
      /^https?:\/\//.test(u),
    );
    const logo = storeInfo?.companyLogoUrl.trim();
    return [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: storeInfo?.companyName.trim() || brand,
        url: home,
        logo: absolute(publicUrl, logo || '/favicon.svg'),
        ...(storeInfo?.companyEmail ? { email: storeInfo.companyEmail } : {}),
        ...(storeInfo?.companyPhone ? { telephone: storeInfo.companyPhone } : {}),
        ...(sameAs.length > 0 ? { sameAs } : {}),
      },
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: brand,
        url: home,
        // `query-input` is the search engines' extension of the vocabulary, not in its types.
        potentialAction: {
          '@type': 'SearchAction',
          target: {
            '@type': 'EntryPoint',
            urlTemplate: `${publicUrl}/products?q={search_term_string}`,
          },
          'query-input': 'required name=search_term_string',
        } as SearchAction,
      },
    ];
  }
  if (page.kind === 'listing' && facts.listing) {
    return [
      {
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        name: listingHeading(facts.address) ?? 'Products',
        numberOfItems: facts.listing.data.length,
        itemListElement: facts.listing.data.map((p, i) => ({
          '@type': 'ListItem',
          position: i + 1,
          url: `${pages}/product/${p.id}`,
          name: p.title,
        })),
      },
    ];
  }
  if (page.kind === 'product' && facts.product) {
    const p = facts.product;
    const url = `${pages}/product/${p.id}`;
    const images = [p.imgUrl, ...p.images.map((i) => i.url)]
      .filter(Boolean)
      .map((u) => absolute(publicUrl, u));
    const category = p.category.trim();
    return [
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: p.title,
        description: clip(p.description || p.title, 5000),
        sku: String(p.id),
        image: [...new Set(images)],
        ...(category ? { category } : {}),
        brand: { '@type': 'Brand', name: brand },
        offers: {
          '@type': 'Offer',
          url,
          price: rupees(priceOf(p)),
          priceCurrency: 'INR',
          availability: p.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
          itemCondition: 'https://schema.org/NewCondition',
          seller: { '@type': 'Organization', name: brand },
        },
        ...reviewData(facts.reviews),
      },
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem' as const, position: 1, name: 'Home', item: pageHome },
          ...(category
            ? [
                {
                  '@type': 'ListItem' as const,
                  position: 2,
                  name: titleCase(category),
                  item: `${pages}/products?category=${encodeURIComponent(category.toLowerCase())}`,
                },
              ]
            : []),
          { '@type': 'ListItem' as const, position: category ? 3 : 2, name: p.title, item: url },
        ],
      },
    ];
  }
  return [];
}

/** The tags that go into the page's <head>, after its <title>. */
export function headTags(facts: PageFacts): string {
  const { publicUrl, page, product } = facts;
  const brand = brandOf(facts.storeInfo);
  const canonical = `${publicUrl}${facts.address === '/' ? '/' : facts.address}`;
  const description = descriptionOf(facts);
  const missing = page.kind === 'not-found' || (facts.status ?? 200) !== 200;
  // 1200 x 630 pictures made for link previews (plugins/share-picture.ts).
  const image = absolute(publicUrl, product ? productSharePath(product.id) : SHARE_PICTURE_PATH);
  const meta: Array<[string, string, string]> = [
    ['property', 'og:site_name', brand],
    ['property', 'og:title', facts.title],
    ['property', 'og:description', description],
    ['property', 'og:url', canonical],
    ['property', 'og:type', page.kind === 'product' && product ? 'product' : 'website'],
    ['property', 'og:locale', facts.lang === 'hi' ? 'hi_IN' : 'en_IN'],
    ['property', 'og:image', image],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', facts.title],
    ['name', 'twitter:description', description],
    ['name', 'twitter:image', image],
    ['property', 'og:image:width', String(SHARE_WIDTH)],
    ['property', 'og:image:height', String(SHARE_HEIGHT)],
    ['property', 'og:image:type', product ? 'image/jpeg' : 'image/png'],
  ];
  if (product) {
    meta.push(['property', 'og:image:alt', product.title]);
    meta.push(['property', 'product:price:amount', rupees(priceOf(product))]);
    meta.push(['property', 'product:price:currency', 'INR']);
    meta.push(['property', 'product:availability', product.inStock ? 'in stock' : 'out of stock']);
  }
  const tags = [
    `<meta name="description" content="${escapeAttribute(description)}">`,
    ...(missing ? ['<meta name="robots" content="noindex">'] : []),
    ...(missing ? [] : [`<link rel="canonical" href="${escapeAttribute(canonical)}">`]),
    ...meta.map(
      ([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeAttribute(value)}">`,
    ),
    ...structuredData(facts).map(
      (data) => `<script type="application/ld+json">${escapeScriptJson(data)}</script>`,
    ),
  ];
  return tags.join('');
}
