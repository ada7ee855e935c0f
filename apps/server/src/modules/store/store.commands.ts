// The owner's store configuration: shown and replaced through the store module's service.
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { recordAudit } from '../../kernel/audit.ts';
import { saveStoreSettingsAudited, savedStoreSettings } from './store.service.ts';
import { CliError, type CliCommand } from '../../kernel/store-module.ts';
import { asOwner } from '../../kernel/command-kit.ts';

export const storeShow: CliCommand = {
  summary: "Print the store's configuration as JSON",
  help: 'Usage: npm run admin -- store:show\n\nPrints the store configuration (name, contact details, categories, policies, UPI VPA) as JSON.',
  async run(_args, ctx) {
    ctx.out(JSON.stringify(await savedStoreSettings(ctx.db), null, 2));
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
    'categories [names], policies {slug: HTML}, upiVpa, upiPayeeName, delivery {dispatchPin,',
    'handlingDays, cutoffTime, zones, holidays} (docs/delivery.md). Unknown fields are refused.',
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
    // Audited as the command line's change, as the admin's saves are as the owner's.
    await asOwner(() =>
      saveStoreSettingsAudited(ctx.db, json, (tx, change) =>
        recordAudit(tx, {
          actor: null,
          action: 'store.update',
          entity: 'store',
          entityId: 'settings',
          ...change,
        }),
      ),
    );
    ctx.out('Store configuration saved.');
  },
};
