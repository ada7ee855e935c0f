// The admin's products and photos (/api/v1/admin/products...): what the owner's screens send
// and receive. Prices travel in rupees as everywhere on the wire; the server keeps paise.
import { z } from 'zod';
import { queryInt } from './common.ts';
import { pagination, photoSources } from './catalog.ts';
import { HSN_PATTERN } from './gst.ts';

export const PRODUCT_STATUSES = ['draft', 'active', 'archived'] as const;
/** draft: being prepared, archived: withdrawn once ordered; shoppers see active products only. */
export const productStatus = z.enum(PRODUCT_STATUSES);
export type ProductStatus = z.infer<typeof productStatus>;

export const STOCK_STATES = ['in', 'low', 'out'] as const;
/**
 * out: no size has a unit; low: some size is at or under the store's low-stock threshold (the
 * admin's store settings, as on the Today screen); in: every size has more.
 */
export const stockState = z.enum(STOCK_STATES);
export type StockState = z.infer<typeof stockState>;

export const MAX_PRODUCT_STOCK = 1_000_000;
export const MAX_PRODUCT_PHOTOS = 12;
export const PHOTO_MAX_MEGABYTES = 15;
export const PHOTO_MAX_MEGAPIXELS = 50;
/** What the photo picker offers; the server reads the real type from the bytes anyway. */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif';

const text = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** Rupees with at most two decimals, more than 0 (a price of ₹0 is a mistake, not a gift). */
const price = (label: string) =>
  z
    .number({ message: `${label} must be a number of rupees` })
    .positive(`${label} must be more than 0`)
    .max(9_999_999, `${label} must be at most 9999999`)
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, {
      message: `${label} may have at most two decimals`,
    });

const optionList = (label: string) =>
  z
    .array(text(label, 40))
    .max(40, `At most 40 ${label.toLowerCase()}s`)
    .refine((l) => new Set(l.map((v) => v.toLowerCase())).size === l.length, {
      message: `${label}s must not repeat`,
    });

export const SKU_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
const sku = z
  .string()
  .regex(SKU_PATTERN, 'SKU may use letters, digits, dots, dashes and underscores (at most 64)');

export const stockLine = z
  .object({
    size: text('Size', 40),
    /**
     * One of the product's colours when its stock is kept per colour; left out (or '') when one
     * count per size serves every colour. Either every line names a colour or none does.
     */
    color: z.string().max(40, 'Colour must be at most 40 characters').optional(),
    quantity: z
      .number()
      .int('Stock must be a whole number')
      .min(0, 'Stock cannot be negative')
      .max(MAX_PRODUCT_STOCK, `Stock must be at most ${MAX_PRODUCT_STOCK}`),
  })
  .strict();
export type StockLine = z.infer<typeof stockLine>;

// The one size of a product listed without sizes, zod-free for the storefront's pages.
export { ONE_SIZE } from './storefront-reads.ts';

const productFields = {
  title: text('Title', 200),
  description: text('Description', 5000),
  /** The Hindi title and description (docs/decisions/032); null: none, shoppers see English. */
  titleHi: text('Hindi title', 200).nullable(),
  descriptionHi: text('Hindi description', 5000).nullable(),
  category: text('Category', 100),
  /** Defaults to the category. */
  parentCategory: text('Parent category', 100),
  subCategory: text('Sub-category', 100),
  /** Apparel, Footwear, Accessories...; defaults to Apparel. */
  masterCategory: text('Master category', 100),
  /** Defaults to the category when it is Men or Women, else Unisex. */
  gender: text('Gender', 50),
  /** The printed maximum retail price. */
  mrp: price('MRP'),
  /** What the shopper pays; at most the MRP (equal means no discount). */
  sellingPrice: price('Selling price'),
  /** Empty means the product comes in one size ('One Size'). */
  sizes: optionList('Size'),
  /** At least one; write Default when there is no choice. */
  colors: optionList('Colour').refine((l) => l.length > 0, {
    message: 'Give at least one colour (Default when there is no choice)',
  }),
  /** Units per size; a size not named keeps its count (0 for a new one). */
  stock: z.array(stockLine).max(400),
  featured: z.boolean(),
  status: productStatus,
  sku: sku.nullable(),
  /** The goods' HSN code for GST (4, 6 or 8 digits); null: the default of its type. */
  hsn: z.string().trim().regex(HSN_PATTERN, 'HSN code is 4, 6 or 8 digits').nullable(),
  fabric: text('Fabric', 100).nullable(),
  care: text('Care', 500).nullable(),
  /** Sarees: the drape's length in metres (up to two decimals), null when not said. */
  sareeLength: z
    .number({ message: 'Saree length must be a number of metres' })
    .min(1, 'Saree length must be from 1 to 12 metres')
    .max(12, 'Saree length must be from 1 to 12 metres')
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, {
      message: 'Saree length may have at most two decimals',
    })
    .nullable(),
  /** Sarees: whether a blouse piece comes with it; null when not said. */
  blousePiece: z.boolean().nullable(),
};

const sellingAtMostMrp = (v: { mrp?: number; sellingPrice?: number }) =>
  v.mrp === undefined || v.sellingPrice === undefined || v.sellingPrice <= v.mrp;
const sellingMessage = {
  message: 'Selling price must not be more than the MRP',
  path: ['sellingPrice'],
};

export const adminProductCreate = z
  .object(productFields)
  .extend({
    parentCategory: productFields.parentCategory.optional(),
    masterCategory: productFields.masterCategory.optional(),
    gender: productFields.gender.optional(),
    sizes: productFields.sizes.default([]),
    stock: productFields.stock.default([]),
    featured: productFields.featured.default(false),
    /** New products start as drafts unless said otherwise. */
    status: productFields.status.default('draft'),
    sku: productFields.sku.optional(),
    hsn: productFields.hsn.default(null),
    titleHi: productFields.titleHi.default(null),
    descriptionHi: productFields.descriptionHi.default(null),
    fabric: productFields.fabric.default(null),
    care: productFields.care.default(null),
    sareeLength: productFields.sareeLength.default(null),
    blousePiece: productFields.blousePiece.default(null),
  })
  .strict()
  .refine(sellingAtMostMrp, sellingMessage);
export type AdminProductCreate = z.infer<typeof adminProductCreate>;
export type AdminProductCreateInput = z.input<typeof adminProductCreate>;

/** Only the fields sent change; `version` is the one the editor was reading. */
export const adminProductPatch = z
  .object(productFields)
  .partial()
  .extend({ version: z.number().int().positive() })
  .strict()
  .refine(sellingAtMostMrp, sellingMessage);
export type AdminProductPatch = z.infer<typeof adminProductPatch>;

export const adminProductImage = z.object({
  id: z.string(),
  position: z.number().int(),
  alt: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** The 640-wide WebP (or the widest below it): a plain <img src>. */
  url: z.string(),
  srcset: photoSources,
  /** The colour the photo shows (one of the product's colours), or null for every colour. */
  color: z.string().nullable(),
});
export type AdminProductImage = z.infer<typeof adminProductImage>;

export const adminProduct = z.object({
  id: z.number().int(),
  sku: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  /** The Hindi title and description; null where the owner wrote none. */
  titleHi: z.string().nullable(),
  descriptionHi: z.string().nullable(),
  category: z.string(),
  parentCategory: z.string(),
  subCategory: z.string(),
  masterCategory: z.string(),
  gender: z.string(),
  mrp: z.number(),
  sellingPrice: z.number(),
  sizes: z.array(z.string()),
  colors: z.array(z.string()),
  stock: z.array(z.object({ size: z.string(), color: z.string(), quantity: z.number().int() })),
  stockState,
  featured: z.boolean(),
  status: productStatus,
  /** As set; null: the type's default, which `gstHsn` names. */
  hsn: z.string().nullable(),
  /** The HSN code the tax is worked out with: the product's own, else its type's default. */
  gstHsn: z.string(),
  fabric: z.string().nullable(),
  care: z.string().nullable(),
  sareeLength: z.number().nullable(),
  blousePiece: z.boolean().nullable(),
  /** Send it back with an edit: a save over someone else's newer one is refused (409). */
  version: z.number().int(),
  images: z.array(adminProductImage),
  /** The drawn picture shown while a product has no photos. */
  artUrl: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminProduct = z.infer<typeof adminProduct>;

export const adminProductSummary = adminProduct
  .pick({
    id: true,
    sku: true,
    title: true,
    category: true,
    subCategory: true,
    mrp: true,
    sellingPrice: true,
    stockState: true,
    featured: true,
    status: true,
    version: true,
    updatedAt: true,
  })
  .extend({
    totalStock: z.number().int(),
    /** The first photo (320 wide WebP), or the drawn picture when there is none. */
    thumbnailUrl: z.string(),
  });
export type AdminProductSummary = z.infer<typeof adminProductSummary>;

export const adminProductListQuery = z
  .object({
    q: z.string().max(200, 'q must be at most 200 characters').optional(),
    category: z.string().max(100, 'category must be at most 100 characters').optional(),
    stock: stockState.optional(),
    status: productStatus.optional(),
    page: queryInt('page', 1, 100_000).optional(),
    limit: queryInt('limit', 1, 100).optional(),
  })
  .strict();
export type AdminProductListQuery = z.infer<typeof adminProductListQuery>;

export const adminProductListResponse = z.object({
  data: z.array(adminProductSummary),
  pagination,
});
export type AdminProductListResponse = z.infer<typeof adminProductListResponse>;

export const adminProductParams = z
  .object({ id: z.string().regex(/^[1-9]\d{0,8}$/, 'Product not found') })
  .strict();
export const adminProductImageParams = z
  .object({
    id: z.string().regex(/^[1-9]\d{0,8}$/, 'Product not found'),
    imageId: z.string().uuid('Photo not found'),
  })
  .strict();

/**
 * POST /admin/products/{id}/duplicate: a copy for a new colourway. It copies every field but
 * the photos (they show the old colour), starts as a draft with the given SKU (or none), and
 * keeps the stock per size only when asked (else every size starts at 0).
 */
export const adminProductDuplicate = z
  .object({
    colors: productFields.colors,
    sku: productFields.sku.default(null),
    copyStock: z.boolean().default(false),
  })
  .strict();
export type AdminProductDuplicate = z.infer<typeof adminProductDuplicate>;
export type AdminProductDuplicateInput = z.input<typeof adminProductDuplicate>;

export const adminProductImagePatch = z
  .object({
    alt: z.string().trim().max(300, 'Alt text must be at most 300 characters').optional(),
    /** 0 is first; a position past the end moves the photo last. */
    position: z.number().int().min(0).optional(),
    /** One of the product's colours, or null for a photo of every colour. */
    color: z.string().trim().max(40, 'Colour must be at most 40 characters').nullable().optional(),
  })
  .strict();
export type AdminProductImagePatch = z.infer<typeof adminProductImagePatch>;

/** Every photo of the product, in the new order. */
export const adminProductImageOrder = z
  .object({ imageIds: z.array(z.string().uuid()).min(1).max(MAX_PRODUCT_PHOTOS) })
  .strict();
export type AdminProductImageOrder = z.infer<typeof adminProductImageOrder>;

export const adminProductImagesResponse = z.object({ images: z.array(adminProductImage) });
export type AdminProductImagesResponse = z.infer<typeof adminProductImagesResponse>;

/** POST /admin/products/import: the CSV text (docs/products-csv.md). */
export const adminProductImportRequest = z
  .object({
    csv: z.string().min(1, 'The file is empty').max(5_000_000, 'The file is larger than 5 MB'),
  })
  .strict();
export const adminProductImportQuery = z
  .object({
    dryRun: z.enum(['true', 'false'], { message: "dryRun must be 'true' or 'false'" }).optional(),
  })
  .strict();

export const importFieldChange = z.object({
  field: z.string(),
  before: z.string().nullable(),
  after: z.string(),
});
export const importRowChange = z.object({
  line: z.number().int(),
  sku: z.string(),
  action: z.enum(['create', 'update', 'unchanged']),
  productId: z.number().int().nullable(),
  changes: z.array(importFieldChange),
});
export const adminProductImportResponse = z.object({
  dryRun: z.boolean(),
  /** "line N: column: problem"; when there are any, nothing is (or would be) written. */
  errors: z.array(z.string()),
  rows: z.array(importRowChange),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
});
export type AdminProductImportResponse = z.infer<typeof adminProductImportResponse>;

/** What a Hindi name names: a category (any category column), a type or a colour. */
export const catalogNameKind = z.enum(['category', 'type', 'colour']);

/**
 * A name used in the catalog and its Hindi (docs/decisions/032); nameHi null: none yet, shoppers
 * on the Hindi pages see the English.
 */
export const catalogName = z.object({
  kind: catalogNameKind,
  name: z.string(),
  nameHi: z.string().nullable(),
});
export type CatalogName = z.infer<typeof catalogName>;
export const catalogNamesResponse = z.object({ data: z.array(catalogName) });

/** PUT /admin/catalog-names: one name's Hindi; an empty nameHi removes it. */
export const saveCatalogNameRequest = z
  .object({
    kind: catalogNameKind,
    name: z
      .string()
      .trim()
      .min(1, 'name is required')
      .max(100, 'name must be at most 100 characters'),
    nameHi: z.string().trim().max(100, 'nameHi must be at most 100 characters'),
  })
  .strict();
