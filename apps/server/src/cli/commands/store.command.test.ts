import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKind } from '../../test/harness.ts';
import { CliError } from '../cli-types.ts';
import { createCliTestBed, type CliTestBed } from './cli-test-kit.ts';

let bed: CliTestBed;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-command-'));
const file = (name: string, content: unknown) => {
  const p = path.join(dir, name);
  fs.writeFileSync(p, typeof content === 'string' ? content : JSON.stringify(content));
  return p;
};

beforeAll(async () => {
  bed = await createCliTestBed();
});
afterAll(async () => {
  await bed?.database.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe(`store:show and store:set (${testDbKind})`, () => {
  it('shows null before anything is saved', async () => {
    expect(await bed.run('store:show')).toEqual(['null']);
  });

  it('refuses a missing file option, an unreadable file and a configuration that breaks the rules', async () => {
    await expect(bed.run('store:set')).rejects.toThrow(
      new CliError('store:set needs --file <path>'),
    );
    await expect(bed.run('store:set', '--file', path.join(dir, 'absent.json'))).rejects.toThrow(
      /^Cannot read .*absent\.json: /,
    );
    const bad = file('bad.json', { storeName: 'Rangoli', upiVpa: 'nope' });
    const refusal = bed.run('store:set', '--file', bad);
    await expect(refusal).rejects.toBeInstanceOf(CliError);
    await expect(refusal).rejects.toThrow(
      'Invalid store configuration at upiVpa: upiVpa must look like name@bank',
    );
    expect(await bed.run('store:show')).toEqual(['null']);
  });

  it('saves the file and shows it back', async () => {
    const good = file('good.json', { storeName: 'Rangoli', categories: ['Women'] });
    expect(await bed.run('store:set', '--file', good)).toEqual(['Store configuration saved.']);
    const shown = JSON.parse((await bed.run('store:show')).join('\n')) as Record<string, unknown>;
    expect(shown).toMatchObject({ storeName: 'Rangoli', categories: ['Women'], upiVpa: '' });
  });
});
