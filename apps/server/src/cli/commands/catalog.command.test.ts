import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productStock, products } from '../../db/schema.ts';
import { catalogVersion } from '../../kernel/catalog-version.ts';
import { HEADER, row } from '../../modules/catalog/products-csv.test-kit.ts';
import { createProduct, stockOf } from '../../modules/orders/test-fixtures.ts';
import { testDbKind } from '../../test/harness.ts';
import { CliError } from '../cli-types.ts';
import { createCliTestBed, type CliTestBed } from './cli-test-kit.ts';

let bed: CliTestBed;
let dir: string;

beforeAll(async () => {
  bed = await createCliTestBed();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'products-import-'));
});
afterAll(async () => {
  await bed?.database.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

let fileCounter = 0;
function csv(...rows: string[]): string {
  const file = path.join(dir, `import-${++fileCounter}.csv`);
  fs.writeFileSync(file, [HEADER, ...rows].join('\n') + '\n');
  return file;
}

async function productBySku(sku: string) {
  const [p] = await bed.database.db.select().from(products).where(eq(products.sku, sku));
  return p;
}

async function productCount(): Promise<number> {
  const [r] = await bed.database.db.select({ n: sql<number>`count(*)::int` }).from(products);
  return r!.n;
}

const failure = async (promise: Promise<unknown>): Promise<string> => {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(CliError);
  return (err as CliError).message;
};

describe(`products:import (${testDbKind})`, () => {
  it('creates products with prices in paise, sizes, colours, stock and art', async () => {
    const before = await catalogVersion(bed.database.db);
    const lines = await bed.run('products:import', csv(row('CK-100'), row('CK-101')));
    expect(lines[0]).toMatch(/^Created 2 product\(s\) and updated 0 from /);
    const p = (await productBySku('CK-100'))!;
    expect(p).toMatchObject({
      title: 'Chikankari Kurta CK-100',
      description: 'Hand-embroidered, soft cotton',
      regularPricePaise: 189_900,
      discountedPricePaise: 149_950,
      sizes: ['S', 'M', 'L'],
      colors: ['Ivory', 'Sky Blue'],
      featured: true,
      revision: 1,
    });
    expect(p.art).toMatchObject({ kind: 'kurta', pattern: 'chikankari', primary: '#f7f1e3' });
    expect(await stockOf(bed.database.db, p.id, 'M')).toBe(10);
    expect(await stockOf(bed.database.db, p.id, 'L')).toBe(0);
    expect(await catalogVersion(bed.database.db)).toBe(before + 1);
  });

  it('updates a product by sku, bumps its revision and keeps stock the file does not name', async () => {
    await bed.run('products:import', csv(row('CK-200')));
    const before = (await productBySku('CK-200'))!;
    await bed.run(
      'products:import',
      csv(
        row('CK-200', { regularPrice: '2099', discountedPrice: '', stock: 'S:7', sizes: 'S|M|XL' }),
      ),
    );
    const after = (await productBySku('CK-200'))!;
    expect(after.id).toBe(before.id);
    expect(after.revision).toBe(before.revision + 1);
    expect(after.regularPricePaise).toBe(209_900);
    expect(after.discountedPricePaise).toBeNull();
    expect(await stockOf(bed.database.db, after.id, 'S')).toBe(7);
    expect(await stockOf(bed.database.db, after.id, 'M')).toBe(10);
    expect(await stockOf(bed.database.db, after.id, 'XL')).toBe(0);
    // L is no longer a size of the product, so it no longer has stock.
    const sizes = await bed.database.db
      .select({ size: productStock.size })
      .from(productStock)
      .where(eq(productStock.productId, after.id));
    expect(sizes.map((s) => s.size).sort()).toEqual(['M', 'S', 'XL']);
  });

  it('matches a stored sku whatever its case, updating instead of making a second product', async () => {
    await bed.run('products:import', csv(row('ck-310')));
    const before = (await productBySku('ck-310'))!;
    const count = await productCount();
    await bed.run('products:import', csv(row('CK-310', { regularPrice: '2199' })));
    expect(await productCount()).toBe(count);
    const after = (await productBySku('CK-310'))!;
    expect(after.id).toBe(before.id);
    expect(after.regularPricePaise).toBe(219_900);
  });

  it('imports nothing from a file with one bad row, and names its line', async () => {
    const before = await productCount();
    const message = await failure(
      bed.run(
        'products:import',
        csv(row('CK-300'), row('CK-301', { regularPrice: '"₹1,499"' }), row('CK-302')),
      ),
    );
    expect(message).toMatch(/was not imported; nothing changed/);
    expect(message).toContain(
      'line 3: regularPrice: "₹1,499" is not an amount in rupees such as 1499 or 1499.50',
    );
    expect(await productCount()).toBe(before);
  });

  it('counts lines the way an editor does, across quoted line breaks and blank lines', async () => {
    const file = csv(
      row('CK-400', { description: '"Two\nlines"' }),
      '',
      row('CK-401', { sizes: 'S|S' }),
    );
    const message = await failure(bed.run('products:import', file));
    expect(message).toContain('line 5: sizes: "S" is listed twice');
  });

  it('with --dry-run says what would change and changes nothing', async () => {
    await bed.run('products:import', csv(row('CK-600')));
    const before = await productCount();
    const version = await catalogVersion(bed.database.db);
    const lines = await bed.run(
      'products:import',
      csv(row('CK-600', { regularPrice: '2199' }), row('CK-601')),
      '--dry-run',
    );
    expect(lines[0]).toMatch(
      /^Would create 1 product\(s\) and update 1 from .*\(dry run: nothing changed\)$/,
    );
    // A row the store already has as it is, is neither created nor updated.
    const same = await bed.run('products:import', csv(row('CK-600')), '--dry-run');
    expect(same[0]).toMatch(/^Would create 0 product\(s\) and update 0 from .*; 1 unchanged /);
    expect(await productCount()).toBe(before);
    expect(await catalogVersion(bed.database.db)).toBe(version);
  });

  it('says clearly when the file cannot be read', async () => {
    expect(await failure(bed.run('products:import', path.join(dir, 'missing.csv')))).toMatch(
      /^Cannot read .*missing\.csv/,
    );
    expect(await failure(bed.run('products:import'))).toBe('products:import needs <file.csv>');
  });
});

describe(`stock:set (${testDbKind})`, () => {
  it('sets the units of one size and bumps the catalog version', async () => {
    const p = await createProduct(bed.database.db, { title: 'Mojari', sizes: ['7', '8'] });
    const version = await catalogVersion(bed.database.db);
    expect(await bed.run('stock:set', String(p.id), '--size', '8', '--quantity', '12')).toEqual([
      `Mojari (product ${p.id}), size 8: 5 -> 12 in stock`,
    ]);
    expect(await stockOf(bed.database.db, p.id, '8')).toBe(12);
    expect(await stockOf(bed.database.db, p.id, '7')).toBe(5);
    expect(await catalogVersion(bed.database.db)).toBe(version + 1);
  });

  it('matches the size without regard to case', async () => {
    const p = await createProduct(bed.database.db, { sizes: ['One Size'] });
    await bed.run('stock:set', String(p.id), '--size', 'one size', '--quantity', '0');
    expect(await stockOf(bed.database.db, p.id, 'One Size')).toBe(0);
  });

  it.each([
    [['999999', '--size', 'M', '--quantity', '1'], 'There is no product 999999'],
    [['abc', '--size', 'M', '--quantity', '1'], '"abc" is not a product id'],
    [['PID', '--size', 'XXL', '--quantity', '1'], /has no size "XXL"; its sizes are: S, M, L/],
    [['PID', '--size', 'M', '--quantity=-3'], /--quantity must be a whole number from 0/],
    [['PID', '--size', 'M'], 'stock:set needs --quantity <units>'],
    [['PID', '--quantity', '2'], 'stock:set needs --size <size>'],
  ])('refuses %j', async (args, message) => {
    const p = await createProduct(bed.database.db);
    const real = args.map((a) => (a === 'PID' ? String(p.id) : a));
    const got = await failure(bed.run('stock:set', ...real));
    if (typeof message === 'string') expect(got).toBe(message);
    else expect(got).toMatch(message);
    expect(await stockOf(bed.database.db, p.id, 'M')).toBe(5);
  });
});
