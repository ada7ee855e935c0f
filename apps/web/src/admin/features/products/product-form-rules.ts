import { adminProductCreate, ONE_SIZE, type AdminProduct } from '@store/contract';
import { z } from 'zod';

/**
 * The editor's fields as the inputs hold them (prices and counts as typed text, colours as one
 * comma-separated line, one row per size with its stock), turned into the contract's create body
 * and checked by the contract's own schema, so the screen refuses what the server would and
 * with the same words.
 */
const typedNumber = (label: string) =>
  z
    .string()
    .trim()
    .transform((raw, ctx) => {
      const value = Number(raw.replace(/[₹,\s]/g, ''));
      if (raw === '' || !Number.isFinite(value)) {
        ctx.addIssue({ code: 'custom', message: `Enter the ${label}` });
        return z.NEVER;
      }
      return value;
    });

/** Text left empty is "not said" (null); the contract checks the rest. */
const orNull = (raw: string) => (raw.trim() === '' ? null : raw.trim());

/** Whether a type is a saree's, which alone has a drape length and a blouse piece. */
export const isSareeType = (type: string) => /saree|sari\b/i.test(type);

const sareeLength = z
  .string()
  .trim()
  .transform((raw, ctx) => {
    if (raw === '') return null;
    const value = Number(raw.replace(/\s*m(etres?)?$/i, ''));
    if (!Number.isFinite(value)) {
      ctx.addIssue({ code: 'custom', message: 'Saree length must be a number of metres' });
      return z.NEVER;
    }
    return value;
  });

export const BLOUSE_CHOICES = { '': null, yes: true, no: false } as const;

export const productForm = z
  .object({
    title: z.string(),
    description: z.string(),
    titleHi: z.string(),
    descriptionHi: z.string(),
    category: z.string(),
    parentCategory: z.string(),
    gender: z.string(),
    subCategory: z.string(),
    hsn: z.string(),
    fabric: z.string(),
    care: z.string(),
    sareeLength,
    blousePiece: z.enum(['', 'yes', 'no']),
    mrp: typedNumber('MRP in rupees'),
    sellingPrice: typedNumber('selling price in rupees'),
    colors: z.string(),
    stock: z.array(
      z.object({
        size: z.string(),
        quantity: typedNumber('stock'),
        /** Units per colour, by colour name, when the stock is counted per colour. */
        byColour: z.record(z.string(), z.string()).optional(),
      }),
    ),
    /** Count stock per size and colour (docs/decisions/033-colour-variants.md). */
    perColour: z.boolean().optional(),
    featured: z.boolean(),
    status: z.enum(['draft', 'active', 'archived']),
    sku: z.string(),
  })
  .transform(
    (
      {
        colors,
        stock,
        perColour,
        sku,
        hsn,
        fabric,
        care,
        sareeLength,
        blousePiece,
        titleHi,
        descriptionHi,
        ...rest
      },
      ctx,
    ) => {
      const rows = stock.map((row) => ({
        size: row.size.trim(),
        quantity: row.quantity,
        byColour: row.byColour ?? {},
      }));
      const sized = rows.filter((row) => row.size !== '');
      // A row left without a size is the piece's one size when no row names a size; beside named
      // sizes, its count would be lost, so it must be named or emptied.
      const unnamed = rows.flatMap((row, index) => (row.size === '' ? [{ ...row, index }] : []));
      const lost = sized.length > 0 ? unnamed : unnamed.slice(1);
      for (const row of lost.filter((r) => r.quantity > 0)) {
        ctx.addIssue({
          code: 'custom',
          message:
            sized.length > 0
              ? 'Name the size these are in, or set the stock to 0'
              : 'A piece without sizes has one stock row: put the count in the first',
          path: ['stock', row.index, 'quantity'],
        });
      }
      const oneSize = sized.length === 0 && unnamed.length > 0;
      const saree = isSareeType(rest.subCategory);
      const colours = colors
        .split(',')
        .map((c) => c.trim())
        .filter(Boolean);
      const counted = oneSize ? [{ ...unnamed[0]!, size: ONE_SIZE }] : sized;
      const perSize = counted.map(({ size, quantity }) => ({ size, quantity }));
      // Per colour: one count per size and colour, a blank one read as 0.
      const perSizeAndColour = counted.flatMap(({ size, byColour }) =>
        colours.map((color) => ({ size, color, quantity: Number(byColour[color]?.trim() || 0) })),
      );
      return {
        ...rest,
        hsn: orNull(hsn),
        // Left empty, the shop's Hindi pages show the English (docs/decisions/032).
        titleHi: orNull(titleHi),
        descriptionHi: orNull(descriptionHi),
        fabric: orNull(fabric),
        care: orNull(care),
        // Only a saree has these; for another type they are cleared rather than kept unseen.
        sareeLength: saree ? sareeLength : null,
        blousePiece: saree ? BLOUSE_CHOICES[blousePiece] : null,
        colors: colours,
        sizes: sized.map((row) => row.size),
        stock: perColour && colours.length > 0 ? perSizeAndColour : perSize,
        sku: sku.trim() === '' ? null : sku.trim(),
      };
    },
  )
  .transform((body, ctx) => {
    const checked = adminProductCreate.safeParse(body);
    if (checked.success) return checked.data;
    for (const issue of checked.error.issues) {
      // The sizes list is made from the stock rows, so its message belongs with them.
      const path = issue.path[0] === 'sizes' ? ['stock'] : issue.path;
      ctx.addIssue({ code: 'custom', message: issue.message, path });
    }
    return z.NEVER;
  });

export type ProductFormValues = z.input<typeof productForm>;
export type ProductFormOutput = z.output<typeof productForm>;

export const emptyProduct: ProductFormValues = {
  title: '',
  description: '',
  titleHi: '',
  descriptionHi: '',
  category: '',
  parentCategory: '',
  gender: 'Women',
  subCategory: '',
  hsn: '',
  fabric: '',
  care: '',
  sareeLength: '',
  blousePiece: '',
  mrp: '',
  sellingPrice: '',
  colors: 'Default',
  stock: [{ size: '', quantity: '0', byColour: {} }],
  perColour: false,
  featured: false,
  status: 'draft',
  sku: '',
};

export function formValuesOf(product: AdminProduct): ProductFormValues {
  const perColour = product.stock.some((s) => s.color !== '');
  const stockOf = new Map(product.stock.filter((s) => !s.color).map((s) => [s.size, s.quantity]));
  const byColourOf = (size: string) =>
    Object.fromEntries(
      product.stock
        .filter((s) => s.size === size && s.color)
        .map((s) => [s.color, String(s.quantity)]),
    );
  const sizes = product.sizes.length > 0 ? product.sizes : product.stock.map((s) => s.size);
  return {
    title: product.title,
    description: product.description,
    titleHi: product.titleHi ?? '',
    descriptionHi: product.descriptionHi ?? '',
    category: product.category,
    parentCategory: product.parentCategory,
    gender: product.gender,
    subCategory: product.subCategory,
    hsn: product.hsn ?? '',
    fabric: product.fabric ?? '',
    care: product.care ?? '',
    sareeLength: product.sareeLength === null ? '' : String(product.sareeLength),
    blousePiece: product.blousePiece === null ? '' : product.blousePiece ? 'yes' : 'no',
    mrp: product.mrp.toFixed(2),
    sellingPrice: product.sellingPrice.toFixed(2),
    colors: product.colors.join(', '),
    stock: sizes.map((size) => ({
      size,
      quantity: String(stockOf.get(size) ?? 0),
      byColour: byColourOf(size),
    })),
    perColour,
    featured: product.featured,
    status: product.status,
    sku: product.sku ?? '',
  };
}
