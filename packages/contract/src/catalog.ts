import { z } from 'zod';
import { queryInt, rupees } from './common.ts';
import { LANGUAGES, MAX_FILTER_LENGTH, PRODUCT_SORTS } from './storefront-reads.ts';

// Shared with the storefront's first page, which must not import zod.
export { LANGUAGES, PAGE_SIZE, PRODUCT_SORTS, type Language } from './storefront-reads.ts';
export const MAX_PAGE_SIZE = 100;

/** `lang` of a catalog read: `hi` answers Hindi text where there is some (docs/decisions/032). */
export const langField = z.enum(LANGUAGES, { message: "lang must be 'en' or 'hi'" }).optional();

/**
 * With `lang=hi`: the Hindi name of each category, type and colour value in the answer, keyed by
 * the value as sent. The values themselves stay English, as filters and links use them; a value
 * missing here has no Hindi name and shows as it is.
 */
export const hindiNames = z.record(z.string(), z.string());

/** One attribute as docs/product/storefront.md section 3 receives it: a key and a list of values. */
export const productAttribute = z.object({ key: z.string(), value: z.array(z.string()) });

/** Ready for `<picture>`: a srcset per format, widths as `w` descriptors. */
export const photoSources = z.object({ avif: z.string(), webp: z.string() });

/**
 * One picture of a product. `url` is all the client in docs/product/storefront.md reads; a
 * photo the owner uploaded also carries its size, alt text and the srcset of each format, while
 * the drawn art of a product without photos has the url alone.
 */
export const productImage = z.object({
  url: z.string(),
  alt: z.string().optional(),
  width: z.number().int().optional(),
  height: z.number().int().optional(),
  srcset: photoSources.optional(),
  /** The colour the photo shows (one of the product's colours); absent: every colour. */
  color: z.string().optional(),
});
export type ProductImage = z.infer<typeof productImage>;

/**
 * A product in the "as received" shape in docs/product/storefront.md. The keys the spec's client reads are kept as they
 * are; subCategory, masterCategory, gender and inStock are additions a client may ignore.
 * Attribute keys: `size`, `color`, `featured` (value ['true'] when featured) and `inStockSizes`
 * (the sizes that can be bought now; a size missing from it is sold out).
 */
export const product = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  imgUrl: z.string(),
  category: z.string(),
  parentCategory: z.string(),
  subCategory: z.string(),
  masterCategory: z.string(),
  gender: z.string(),
  regularPrice: rupees,
  discountedPrice: rupees.nullable(),
  createdAt: z.string(),
  images: z.array(productImage),
  attributes: z.array(productAttribute),
  inStock: z.boolean(),
  /** Approved reviews' average stars (one decimal) and count; absent before the first. */
  rating: z.object({ average: z.number(), count: z.number().int() }).optional(),
  /** With `lang=hi`: Hindi names of its category, parent and master categories, subCategory and colours. */
  names: hindiNames.optional(),
  /**
   * GET /products/{id} only (docs/decisions/033-colour-variants.md): every size in every colour
   * (colour '' for a product without colours), whether it can be bought, and `left` when fewer
   * units are left than one cart line may hold (the quantity picker stops there).
   */
  variants: z
    .array(
      z.object({
        size: z.string(),
        color: z.string(),
        inStock: z.boolean(),
        left: z.number().int().optional(),
      }),
    )
    .optional(),
  /**
   * GET /products/{id} only: what the owner wrote of the fabric and its care, and for sarees the
   * drape's length in metres and whether a blouse piece comes with it; keys not said are absent.
   */
  details: z
    .object({
      fabric: z.string().optional(),
      care: z.string().optional(),
      sareeLength: z.number().optional(),
      blousePiece: z.boolean().optional(),
    })
    .optional(),
});
export type Product = z.infer<typeof product>;
export type ProductVariant = NonNullable<Product['variants']>[number];

export const productSort = z.enum(PRODUCT_SORTS);
export type ProductSort = z.infer<typeof productSort>;

const filterText = (name: string) =>
  z.string().max(MAX_FILTER_LENGTH, `${name} must be at most ${MAX_FILTER_LENGTH} characters`);

/** Most values of one filter a listing takes (`size=M&size=L` means either). */
export const MAX_FILTER_VALUES = 20;

/**
 * A filter that may be repeated: one value or several, each trimmed, empty ones dropped, always
 * read as a list.
 */
const repeatable = (name: string, max: number) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((v) => (Array.isArray(v) ? v : [v]).map((s) => s.trim()).filter(Boolean))
    .pipe(
      z
        .array(z.string().max(max, `each ${name} must be at most ${max} characters`))
        .max(MAX_FILTER_VALUES, `at most ${MAX_FILTER_VALUES} values of ${name}`),
    );

/**
 * GET /products query. Empty values are dropped by the client (docs/product/storefront.md section 7); the server
 * treats an empty string the same as an absent filter. Unknown keys are rejected.
 */
export const productListQuery = z
  .object({
    page: queryInt('page', 1, 100_000).optional(),
    limit: queryInt('limit', 1, MAX_PAGE_SIZE).optional(),
    category: filterText('category').optional(),
    parentCategory: filterText('parentCategory').optional(),
    subCategory: filterText('subCategory').optional(),
    gender: filterText('gender').optional(),
    filter: filterText('filter').optional(),
    featured: z
      .enum(['true', 'false'], { message: "featured must be 'true' or 'false'" })
      .optional(),
    q: filterText('q').optional(),
    sort: productSort.optional(),
    size: repeatable('size', 40).optional(),
    color: repeatable('color', 40).optional(),
    fabric: repeatable('fabric', 40).optional(),
    minPrice: queryInt('minPrice', 0, 10_000_000).optional(),
    maxPrice: queryInt('maxPrice', 0, 10_000_000).optional(),
    discount: queryInt('discount', 1, 95).optional(),
    lang: langField,
  })
  .strict()
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    message: 'minPrice must not be more than maxPrice',
    path: ['minPrice'],
  });
export type ProductListQuery = z.infer<typeof productListQuery>;

export const pagination = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
  /**
   * A search or a narrowed listing with more matches than it counts: there are at least `total`
   * (shown as "1,000+"), and its pages rank the newest matches. Absent when `total` is exact.
   */
  totalAtLeast: z.literal(true).optional(),
});

/**
 * The parent categories and sub-categories present under the requested category (ignoring the
 * parentCategory and subCategory filters), so a client can fill its filter menus without
 * downloading a hundred products to find them.
 */
const valueCount = z.object({ value: z.string(), count: z.number().int() });

export const productFacets = z.object({
  parentCategories: z.array(z.string()),
  subCategories: z.array(z.string()),
  /**
   * The narrowing filters' choices, each counted over every other filter: sizes in stock,
   * colours offered, fabrics, and price bands in rupees (the last band has no upper end).
   * This server always sends them; they are optional for clients and fixtures made before them.
   */
  sizes: z.array(valueCount).optional(),
  colors: z.array(valueCount).optional(),
  fabrics: z.array(valueCount).optional(),
  priceBands: z
    .array(
      z.object({
        min: z.number().int(),
        max: z.number().int().nullable(),
        count: z.number().int(),
      }),
    )
    .optional(),
  /** With `lang=hi`: Hindi names of the parent categories, sub-categories, colours and fabrics. */
  names: hindiNames.optional(),
  /**
   * The sizes, colours, fabrics and price bands were counted over the listing's newest matches,
   * not all of them (with `pagination.totalAtLeast`). Absent when they are exact.
   */
  sampled: z.literal(true).optional(),
});

/**
 * How a search was read (present when `q` was given): `showing` is the query as understood, in
 * the request's language (with `lang=hi` in Hindi: "पुरुषों का कुर्ता सेट, ₹2,000 से कम"; words
 * search does not know stay as the shopper typed them), `corrected` when a word was read as a near spelling of a known one ("Showing results for ..."),
 * `relaxed` when nothing matched all of it and the closest matches are shown instead.
 */
export const searchReading = z.object({
  query: z.string(),
  showing: z.string(),
  corrected: z.boolean(),
  relaxed: z.boolean(),
});
export type SearchReading = z.infer<typeof searchReading>;

export const productListResponse = z.object({
  data: z.array(product),
  count: z.number().int(),
  pagination,
  facets: productFacets,
  search: searchReading.optional(),
});
export type ProductListResponse = z.infer<typeof productListResponse>;

/** Any text is accepted here: an id that is not a product is a 404, not a 400. */
export const productIdParams = z.object({ id: z.string().max(40) }).strict();

/** GET /products/:id query: the language only. */
export const productQuery = z.object({ lang: langField }).strict();
