import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPinDirectory, readBundledDirectory } from '../../modules/delivery/index.ts';
import { testDbKind } from '../../test/harness.ts';
import { CliError } from '../cli-types.ts';
import { createCliTestBed, type CliTestBed } from './cli-test-kit.ts';

let bed: CliTestBed;

beforeAll(async () => {
  bed = await createCliTestBed();
  // A slice of the directory is enough here; the whole one is loaded in delivery.routes.test.ts.
  const rows = readBundledDirectory().filter((r) => r.pin >= 790_000 && r.pin < 800_000);
  await loadPinDirectory(bed.database.db, rows);
});
afterAll(async () => bed?.database.close());

describe(`pincodes:block, pincodes:allow and pincodes:rules (${testDbKind})`, () => {
  it('starts with every PIN served', async () => {
    expect(await bed.run('pincodes:rules')).toEqual([
      'Every PIN is served, with cash on delivery.',
    ]);
  });

  it('blocks a range, turns cash on delivery off for a PIN inside it, and lists both', async () => {
    expect(await bed.run('pincodes:block', '790001-792999')).toEqual([
      '790001-792999 is now not served.',
    ]);
    expect(await bed.run('pincodes:block', '791001', '--cod-only')).toEqual([
      'Cash on delivery is now off for 791001.',
    ]);
    const lines = await bed.run('pincodes:rules', '791001');
    expect(lines.slice(2)).toEqual([
      '790001-791000  not served',
      '791001         no cash on delivery',
      '791002-792999  not served',
      expect.stringMatching(
        /^791001: .*, Arunachal Pradesh; served, without cash on delivery; delivery \d{4}-\d\d-\d\d to \d{4}-\d\d-\d\d$/,
      ),
    ]);
  });

  it('allows a range again, keeping what lies outside it', async () => {
    expect(await bed.run('pincodes:allow', '790001-791500')).toEqual([
      '790001-791500 is served normally again.',
    ]);
    expect((await bed.run('pincodes:rules')).slice(2)).toEqual(['791501-792999  not served']);
    expect(await bed.run('pincodes:allow', '110001')).toEqual([
      '110001 had no rule; nothing changed.',
    ]);
  });

  it('refuses what is not a PIN range', async () => {
    await expect(bed.run('pincodes:block', '79001-792999')).rejects.toThrow(
      new CliError('"79001-792999" is not a PIN code or a range of them like 790001-792999'),
    );
    await expect(bed.run('pincodes:block', '792999-790001')).rejects.toThrow(
      new CliError('The range 792999-790001 ends before it starts'),
    );
    await expect(bed.run('pincodes:block')).rejects.toThrow(CliError);
  });
});
