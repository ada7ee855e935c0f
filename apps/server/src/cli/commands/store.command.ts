import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { readStoreSettings, writeStoreSettings } from '../../modules/store/store.repository.ts';
import { storeSettingsSchema } from '../../modules/store/store-settings.ts';
import { bumpCatalogVersion } from '../../modules/catalog/catalog-version.repository.ts';
import { CliError, type CliCommand } from '../cli-types.ts';

export const storeShow: CliCommand = {
  summary: "Print the store's configuration as JSON",
  help: 'Usage: npm run admin -- store:show\n\nPrints the store configuration (name, contact details, categories, policies, UPI VPA) as JSON.',
  async run(_args, ctx) {
    ctx.out(JSON.stringify(await readStoreSettings(ctx.db), null, 2));
  },
};

export const storeSet: CliCommand = {
  summary: "Replace the store's configuration from a JSON file",
  help: [
    'Usage: npm run admin -- store:set --file store.json',
    '',
    'Replaces the whole store configuration with the JSON file. Start from the output of',
    'store:show. Fields: storeName, companyName, description, companyAddress, companyPhone,',
    'companyEmail, companyLogoUrl, website, socialLinks {instagram, facebook, twitter},',
    'categories [names], policies {slug: HTML}, upiVpa, upiPayeeName. Unknown fields are refused.',
  ].join('\n'),
  async run(args, ctx) {
    const { values } = parseArgs({ args, options: { file: { type: 'string' } }, strict: true });
    if (!values.file) throw new CliError('store:set needs --file <path>');
    let json: unknown;
    try {
      json = JSON.parse(fs.readFileSync(values.file, 'utf8'));
    } catch (err) {
      throw new CliError(`Cannot read ${values.file}: ${(err as Error).message}`);
    }
    const parsed = storeSettingsSchema.safeParse(json);
    if (!parsed.success) {
      const first = parsed.error.issues[0];
      throw new CliError(
        `Invalid store configuration at ${first?.path.join('.')}: ${first?.message}`,
      );
    }
    await writeStoreSettings(ctx.db, parsed.data);
    // Every API process drops its cached store info within a second.
    await bumpCatalogVersion(ctx.db);
    ctx.out('Store configuration saved.');
  },
};
