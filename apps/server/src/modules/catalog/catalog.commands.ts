// The owner's catalog maintenance: products from a CSV file, and stock per size.
import fs from 'node:fs';
import { OPTIONAL_COLUMNS, REQUIRED_COLUMNS, MAX_STOCK } from './products-csv.ts';
import { applyProductImport, previewProductImport } from './product-import.service.ts';
import { setProductStock } from './inventory.service.ts';
import { CliError, type CliCommand } from '../../kernel/store-module.ts';
import { asOwner, intOption, parseCommandArgs, stringOption } from '../../kernel/command-kit.ts';

/** Larger files are refused before reading: a catalog of a few thousand rows is far below it. */
const MAX_CSV_BYTES = 20 * 1024 * 1024;

export const productsImport: CliCommand = {
  summary: 'Create or update products from a CSV file (all or nothing)',
  help: [
    'Usage: npm run admin -- products:import <file.csv> [--dry-run]',
    '',
    'Each row is one product, matched by sku: a known sku updates that product, a new one',
    'creates it. Every row is checked first; if any is wrong, each problem is printed with its',
    'line number and nothing is imported. Otherwise the whole file is written in one go.',
    '',
    `Required columns: ${REQUIRED_COLUMNS.join(', ')}`,
    `Optional columns: ${OPTIONAL_COLUMNS.join(', ')}`,
    'Prices are rupees (1499 or 1499.50); sizes and colors are |-separated (S|M|L);',
    'stock is size:units|size:units (S:4|M:10), or one number for a one-size product.',
    'The full format, with an example, is in docs/products-csv.md.',
    '  --dry-run  check the file and say what would change, without changing anything',
  ].join('\n'),
  async run(args, ctx) {
    const parsed = parseCommandArgs(
      'products:import',
      args,
      { 'dry-run': { type: 'boolean' } },
      { names: ['file.csv'], required: 1 },
    );
    const file = parsed.positionals[0]!;
    let text: string;
    try {
      if (fs.statSync(file).size > MAX_CSV_BYTES) {
        throw new CliError(`${file} is larger than ${MAX_CSV_BYTES / 1024 / 1024} MB`);
      }
      text = fs.readFileSync(file, 'utf8');
    } catch (err) {
      if (err instanceof CliError) throw err;
      throw new CliError(`Cannot read ${file}: ${(err as Error).message}`);
    }
    // The admin's import, row by row: the preview lists every problem; the import writes the
    // rows that change, with one audit entry, in one transaction.
    const preview = await previewProductImport(ctx.db, text);
    if (preview.errors.length) {
      throw new CliError(
        [`${file} was not imported; nothing changed:`, ...preview.errors.map((e) => `  ${e}`)].join(
          '\n',
        ),
      );
    }
    const dryRun = parsed.values['dry-run'] === true;
    const result = dryRun ? preview : await asOwner(() => applyProductImport(ctx.db, null, text));
    const skus = (action: 'create' | 'update' | 'unchanged') =>
      result.rows.filter((r) => r.action === action).map((r) => r.sku);
    const [created, updated, unchanged] = [skus('create'), skus('update'), skus('unchanged')];
    const verb = dryRun ? 'Would create' : 'Created';
    ctx.out(
      `${verb} ${created.length} product(s) and ${dryRun ? 'update' : 'updated'} ${updated.length} from ${file}${unchanged.length ? `; ${unchanged.length} unchanged` : ''}${dryRun ? ' (dry run: nothing changed)' : ''}`,
    );
    if (created.length) ctx.out(`  new: ${created.join(', ')}`);
    if (updated.length) ctx.out(`  updated: ${updated.join(', ')}`);
  },
};

export const stockSet: CliCommand = {
  summary: 'Set the units in stock of one size of a product',
  help: [
    'Usage: npm run admin -- stock:set <product-id> --size S [--color C] --quantity N',
    '',
    'Sets (does not add to) the units left of one size. Products without sizes use',
    `--size "One Size". N is a whole number from 0 to ${MAX_STOCK}; 0 shows the size as sold out.`,
    'A product whose stock is kept per colour needs --color; one with one count per size',
    'for all its colours takes none.',
  ].join('\n'),
  async run(args, ctx) {
    const parsed = parseCommandArgs(
      'stock:set',
      args,
      { size: { type: 'string' }, color: { type: 'string' }, quantity: { type: 'string' } },
      { names: ['product-id'], required: 1 },
    );
    const rawId = parsed.positionals[0]!;
    if (!/^[1-9]\d{0,8}$/.test(rawId)) throw new CliError(`"${rawId}" is not a product id`);
    const size = stringOption(parsed, 'size');
    if (!size?.trim()) throw new CliError('stock:set needs --size <size>');
    if (stringOption(parsed, 'quantity') === undefined) {
      throw new CliError('stock:set needs --quantity <units>');
    }
    const quantity = intOption(parsed, 'quantity', 0, 0, MAX_STOCK);
    const color = stringOption(parsed, 'color') ?? '';
    const r = await asOwner(() =>
      setProductStock(ctx.db, Number(rawId), size, quantity, null, color),
    );
    const what = r.color ? `size ${r.size} in ${r.color}` : `size ${r.size}`;
    ctx.out(`${r.title} (product ${rawId}), ${what}: ${r.before} -> ${r.after} in stock`);
  },
};
