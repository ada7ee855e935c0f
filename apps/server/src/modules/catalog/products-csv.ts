// Reading a products CSV file (docs/products-csv.md): every row is checked before anything is
// written, so the import (inventory.service.ts) gets either the whole file or its list of
// problems.
import { createHash } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { csvUndefused } from '../../lib/csv.ts';
import {
  ARTICLE_KINDS,
  ART_PATTERNS,
  type ArtPattern,
  type ArticleKind,
  type ProductArt,
} from '../../db/product-art.ts';
import type { ImportedProduct } from './catalog.repository.ts';
import type { StockEntry } from './stock.repository.ts';

export const REQUIRED_COLUMNS = [
  'sku',
  'title',
  'description',
  'category',
  'parentCategory',
  'subCategory',
  'masterCategory',
  'gender',
  'regularPrice',
  'sizes',
  'colors',
] as const;

export const OPTIONAL_COLUMNS = [
  'discountedPrice',
  'stock',
  'featured',
  'artKind',
  'artPattern',
  'artPrimary',
  'artSecondary',
  'artAccent',
  // The Hindi title and description (docs/decisions/032): empty clears it; a file without the
  // column leaves the product's Hindi as it is.
  'titleHi',
  'descriptionHi',
] as const;

type Column = (typeof REQUIRED_COLUMNS)[number] | (typeof OPTIONAL_COLUMNS)[number];
const ALL_COLUMNS: readonly Column[] = [...REQUIRED_COLUMNS, ...OPTIONAL_COLUMNS];

export const MAX_STOCK = 1_000_000;
const MAX_REPORTED_ERRORS = 50;

/**
 * A file's problems as the answer reports them: the first MAX_REPORTED_ERRORS, then how many
 * more there were. A header of 200,000 unknown columns answered 6 MB of errors before.
 */
class Problems {
  private readonly first: string[] = [];
  count = 0;
  add(text: string): void {
    this.count += 1;
    if (this.first.length < MAX_REPORTED_ERRORS) this.first.push(text);
  }
  list(): string[] {
    const more = this.count - this.first.length;
    return more > 0
      ? [...this.first, `(and ${more} more problem${more === 1 ? '' : 's'})`]
      : this.first;
  }
}

export interface ParsedImport {
  /** The rows in file order, each with the line it starts on. */
  rows: { line: number; product: ImportedProduct }[];
  /** "line N: column: problem", in file order; empty when the whole file is good. */
  errors: string[];
}

class RowError extends Error {
  constructor(
    readonly column: Column | null,
    message: string,
  ) {
    super(message);
  }
}

const fail = (column: Column | null, message: string): never => {
  throw new RowError(column, message);
};

function text(column: Column, value: string, max: number): string {
  if (!value) fail(column, 'is required');
  if (value.length > max) fail(column, `must be at most ${max} characters`);
  return value;
}

/** "1499" or "1499.50" rupees to paise; commas and the rupee sign are not accepted. */
function price(column: Column, value: string): number {
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(value)) {
    fail(column, `"${value}" is not an amount in rupees such as 1499 or 1499.50`);
  }
  const [whole = '0', fraction = ''] = value.split('.');
  const paise = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (paise <= 0) fail(column, 'must be more than 0');
  return paise;
}

/** A |-separated list without blanks or repeats (ignoring case). */
function list(column: Column, value: string, maxItem: number): string[] {
  const items = value
    .split('|')
    .map((s) => s.trim())
    .filter(Boolean);
  const seen = new Set<string>();
  for (const item of items) {
    if (item.length > maxItem) fail(column, `"${item}" is longer than ${maxItem} characters`);
    const key = item.toLowerCase();
    if (seen.has(key)) fail(column, `"${item}" is listed twice`);
    seen.add(key);
  }
  return items;
}

/**
 * "S:4|M:10" (or a bare "12" for a product with one size) to units per size; "S/Red:4|M/Red:0"
 * to units per size and colour (docs/products-csv.md). Either every entry names a colour or none.
 */
function stock(value: string, sizes: string[], colors: string[]): StockEntry[] {
  const result: StockEntry[] = [];
  if (!value) return result;
  const qty = (q: string): number => {
    if (!/^\d{1,7}$/.test(q) || Number(q) > MAX_STOCK) {
      fail('stock', `"${q}" is not a whole number from 0 to ${MAX_STOCK}`);
    }
    return Number(q);
  };
  if (/^\d+$/.test(value)) {
    if (sizes.length !== 1) {
      fail('stock', `give units per size, as in ${sizes.map((s) => `${s}:5`).join('|')}`);
    }
    return [{ size: sizes[0]!, color: '', quantity: qty(value) }];
  }
  const variants = sizes.flatMap((size) => [
    { size, color: '', name: size.toLowerCase() },
    ...colors.map((color) => ({ size, color, name: `${size}/${color}`.toLowerCase() })),
  ]);
  const seen = new Set<string>();
  for (const part of value.split('|')) {
    const at = part.lastIndexOf(':');
    if (at < 1) fail('stock', `"${part.trim()}" is not size:units or size/colour:units`);
    const name = part.slice(0, at).trim();
    const found = variants.find((v) => v.name === name.replace(/\s*\/\s*/, '/').toLowerCase());
    if (!found) {
      fail('stock', `"${name}" is not one of the sizes (${sizes.join(', ')}), nor size/colour`);
    }
    if (seen.has(found!.name)) fail('stock', `"${name}" is given twice`);
    seen.add(found!.name);
    result.push({
      size: found!.size,
      color: found!.color,
      quantity: qty(part.slice(at + 1).trim()),
    });
  }
  if (result.some((e) => e.color) && result.some((e) => !e.color)) {
    fail('stock', 'give units per size/colour for every entry, or per size for all');
  }
  return result;
}

function featured(value: string): boolean {
  const v = value.toLowerCase();
  if (['', 'false', 'no', '0'].includes(v)) return false;
  if (['true', 'yes', '1'].includes(v)) return true;
  return fail('featured', `"${value}" is not true or false`);
}

/** The art kind named, or one guessed from the sub-category and title ("Silk Saree" -> saree). */
function artKind(value: string, subCategory: string, title: string): ArticleKind {
  if (value) {
    const kind = ARTICLE_KINDS.find((k) => k === value.toLowerCase());
    return kind ?? fail('artKind', `"${value}" is not one of ${ARTICLE_KINDS.join(', ')}`);
  }
  return (
    guessArticleKind(subCategory, title) ??
    fail('artKind', `cannot tell the kind of article; give one of ${ARTICLE_KINDS.join(', ')}`)
  );
}

/** The kind of article a sub-category and title name ("Silk Saree" -> saree), if any. */
function guessArticleKind(subCategory: string, title: string): ArticleKind | undefined {
  const words = ` ${subCategory} ${title} `.toLowerCase().replace(/[^a-z]+/g, ' ');
  // Longer names first, so "kurta set" is not taken for "kurta".
  const byLength = [...ARTICLE_KINDS].sort((a, b) => b.length - a.length);
  return byLength.find((k) => {
    const name = k.replace('-', ' ');
    return words.includes(` ${name} `) || words.includes(` ${name}s `);
  });
}

/**
 * The drawing that stands in for a product made in the admin until it has photos: the kind
 * guessed from its names (a kurta when nothing fits), shades from its colours.
 */
export function drawnArtFor(p: {
  key: string;
  title: string;
  subCategory: string;
  colors: string[];
}): ProductArt {
  return {
    kind: guessArticleKind(p.subCategory, p.title) ?? 'kurta',
    primary: shadeOf(p.colors[0] ?? p.key),
    secondary: shadeOf(p.colors[1] ?? 'gold'),
    accent: NAMED_COLOURS.gold!,
    pattern: 'plain',
    seed: hashOf(p.key) % 10_000,
  };
}

function artPattern(value: string): ArtPattern {
  if (!value) return 'plain';
  const pattern = ART_PATTERNS.find((p) => p === value.toLowerCase());
  return pattern ?? fail('artPattern', `"${value}" is not one of ${ART_PATTERNS.join(', ')}`);
}

// Colours as the trade names them, for art drawn from a colour name alone.
const NAMED_COLOURS: Record<string, string> = {
  red: '#b3202a',
  maroon: '#7a1f2b',
  wine: '#5e1a2e',
  pink: '#e75480',
  'rani pink': '#c2185b',
  magenta: '#b0236f',
  peach: '#f4b183',
  coral: '#f0776b',
  orange: '#e8762d',
  rust: '#b4532a',
  saffron: '#f4a300',
  yellow: '#e8b923',
  mustard: '#c99a2e',
  gold: '#c9a227',
  green: '#2e7d32',
  'bottle green': '#0b5d3b',
  olive: '#708238',
  mint: '#98d8c8',
  teal: '#0f7c80',
  turquoise: '#2bb3b1',
  blue: '#1f5aa6',
  'royal blue': '#2748a8',
  'sky blue': '#6fb1e0',
  navy: '#1b2a4a',
  'navy blue': '#1b2a4a',
  purple: '#6a2c91',
  lavender: '#b59fd6',
  beige: '#d9c3a0',
  cream: '#f3e9d2',
  ivory: '#f7f1e3',
  'off white': '#f2ede4',
  white: '#fafafa',
  black: '#1c1c1c',
  grey: '#8a8a8a',
  gray: '#8a8a8a',
  silver: '#c0c0c0',
  brown: '#6b4226',
  tan: '#c08a5a',
};

function hashOf(s: string): number {
  return createHash('sha256').update(s).digest().readUInt32BE(0);
}

/** A named colour's shade, or a steady one drawn from the name for names not in the table. */
function shadeOf(name: string): string {
  const known = NAMED_COLOURS[name.toLowerCase().replace(/[-_]/g, ' ').trim()];
  if (known) return known;
  const h = hashOf(name.toLowerCase());
  const hue = h % 360;
  // HSL with fixed saturation and lightness to hex: rich, not neon.
  const s = 0.55;
  const l = 0.42;
  const f = (n: number) => {
    const k = (n + hue / 30) % 12;
    const c = l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(c * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

function hex(column: Column, value: string): string | undefined {
  if (!value) return undefined;
  if (!/^#[0-9a-fA-F]{6}$/.test(value)) fail(column, `"${value}" is not a colour like #7a1f2b`);
  return value.toLowerCase();
}

function art(cells: Record<Column, string>, colors: string[], sku: string): ProductArt {
  return {
    kind: artKind(cells.artKind, cells.subCategory, cells.title),
    primary: hex('artPrimary', cells.artPrimary) ?? shadeOf(colors[0] ?? sku),
    secondary: hex('artSecondary', cells.artSecondary) ?? shadeOf(colors[1] ?? 'gold'),
    accent: hex('artAccent', cells.artAccent) ?? NAMED_COLOURS.gold!,
    pattern: artPattern(cells.artPattern),
    seed: hashOf(sku) % 10_000,
  };
}

/** A Hindi text: undefined when the file has no such column, null when its cell is empty. */
function hindi(
  column: Column,
  value: string,
  max: number,
  has: boolean,
): string | null | undefined {
  if (!has) return undefined;
  if (value.length > max) fail(column, `must be at most ${max} characters`);
  return value || null;
}

function productFromCells(
  cells: Record<Column, string>,
  has: (c: Column) => boolean,
): ImportedProduct {
  const sku = cells.sku;
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/.test(sku)) {
    fail(
      'sku',
      sku ? `"${sku}" may use letters, digits, dots, dashes and underscores` : 'is required',
    );
  }
  const regularPricePaise = price('regularPrice', cells.regularPrice);
  const discountedPricePaise = cells.discountedPrice
    ? price('discountedPrice', cells.discountedPrice)
    : null;
  if (discountedPricePaise !== null && discountedPricePaise >= regularPricePaise) {
    fail('discountedPrice', 'must be less than regularPrice (leave it empty for no discount)');
  }
  const listedSizes = list('sizes', cells.sizes, 40);
  const sizes = listedSizes.length ? listedSizes : ['One Size'];
  const colors = list('colors', cells.colors, 40);
  if (colors.length === 0) fail('colors', 'is required (write Default when there is no choice)');
  return {
    sku,
    title: text('title', cells.title, 200),
    description: text('description', cells.description, 5000),
    titleHi: hindi('titleHi', cells.titleHi, 200, has('titleHi')),
    descriptionHi: hindi('descriptionHi', cells.descriptionHi, 5000, has('descriptionHi')),
    category: text('category', cells.category, 100),
    parentCategory: text('parentCategory', cells.parentCategory, 100),
    subCategory: text('subCategory', cells.subCategory, 100),
    masterCategory: text('masterCategory', cells.masterCategory, 100),
    gender: text('gender', cells.gender, 50),
    regularPricePaise,
    discountedPricePaise,
    sizes,
    colors,
    featured: featured(cells.featured),
    art: art(cells, colors, sku),
    stock: stock(cells.stock, sizes, colors),
  };
}

/**
 * Reads a products CSV. Every row is checked; the answer has either all rows or the list of
 * what is wrong, each with the line it starts on (counting the header as line 1).
 */
export function parseProductsCsv(input: string): ParsedImport {
  // One line ending throughout, so that line numbers and quoted line breaks come out right.
  const normalised = input.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  let records: { record: string[]; raw: string }[];
  try {
    // With raw: true each record comes with its source text, which gives its line number.
    records = parse(normalised, {
      raw: true,
      skip_empty_lines: true,
      relax_column_count: true,
    }) as unknown as { record: string[]; raw: string }[];
  } catch (err) {
    const e = err as { message?: string; lines?: number };
    return { rows: [], errors: [`line ${e.lines ?? '?'}: ${e.message ?? 'not valid CSV'}`] };
  }

  let newlinesBefore = 0;
  const numbered = records.map(({ record, raw }) => {
    const leadingBlank = /^\n*/.exec(raw)?.[0].length ?? 0;
    const line = 1 + newlinesBefore + leadingBlank;
    newlinesBefore += raw.split('\n').length - 1;
    return { line, record };
  });

  const [header, ...body] = numbered;
  if (!header) return { rows: [], errors: ['line 1: the file is empty; expected a header row'] };
  const problems = new Problems();
  const index = new Map<Column, number>();
  header.record.forEach((rawName, i) => {
    const name = rawName.trim();
    const column = ALL_COLUMNS.find((c) => c.toLowerCase() === name.toLowerCase());
    const shown = name.length > 40 ? `${name.slice(0, 40)}…` : name;
    if (!column) problems.add(`line 1: unknown column "${shown}"`);
    else if (index.has(column)) problems.add(`line 1: column "${column}" appears twice`);
    else index.set(column, i);
  });
  const missing = REQUIRED_COLUMNS.filter((c) => !index.has(c));
  if (missing.length) problems.add(`line 1: missing column(s): ${missing.join(', ')}`);
  if (problems.count) return { rows: [], errors: problems.list() };
  if (body.length === 0) return { rows: [], errors: ['line 2: no products after the header'] };

  const rows: ParsedImport['rows'] = [];
  const firstLineOfSku = new Map<string, number>();
  for (const { line, record } of body) {
    if (record.length !== header.record.length) {
      problems.add(
        `line ${line}: has ${record.length} fields, the header has ${header.record.length}`,
      );
      continue;
    }
    const cells = Object.fromEntries(
      ALL_COLUMNS.map((c) => {
        const i = index.get(c);
        return [c, i === undefined ? '' : csvUndefused((record[i] ?? '').trim())];
      }),
    ) as Record<Column, string>;
    try {
      const product = productFromCells(cells, (c) => index.has(c));
      const seen = firstLineOfSku.get(product.sku.toLowerCase());
      if (seen !== undefined) fail('sku', `"${product.sku}" is also on line ${seen}`);
      firstLineOfSku.set(product.sku.toLowerCase(), line);
      rows.push({ line, product });
    } catch (err) {
      if (!(err instanceof RowError)) throw err;
      problems.add(`line ${line}: ${err.column ? `${err.column}: ` : ''}${err.message}`);
    }
  }
  return problems.count ? { rows: [], errors: problems.list() } : { rows, errors: [] };
}
