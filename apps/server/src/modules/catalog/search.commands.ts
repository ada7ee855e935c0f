// The owner's search commands (docs/search.md): the shop's own words, and what shoppers searched
// for lately.
import {
  addSynonym,
  listSynonyms,
  removeSynonym,
  searchReport,
} from './search/synonyms.service.ts';
import { CliError, type CliCommand } from '../../kernel/store-module.ts';
import { asOwner, parseCommandArgs, stringOption, table } from '../../kernel/command-kit.ts';

export const searchSynonyms: CliCommand = {
  summary: "List, add or remove the shop's own search words (ghagra = lehenga)",
  help: [
    'Usage: npm run admin -- search:synonyms',
    '       npm run admin -- search:synonyms add <word> <means>',
    '       npm run admin -- search:synonyms remove <word>',
    '',
    'A word (one to three words) is read by search as what it means, in words search already',
    'knows: `search:synonyms add "dulhan joda" "bridal lehenga"`. Adding a known word again',
    'gives it the new meaning. Shoppers see the change at once.',
  ].join('\n'),
  async run(args, ctx) {
    const parsed = parseCommandArgs(
      'search:synonyms',
      args,
      {},
      { names: ['add|remove', 'word', 'means'], required: 0 },
    );
    const [action, word, means] = parsed.positionals;
    if (action === undefined) {
      const rows = await listSynonyms(ctx.db);
      if (rows.length === 0) {
        ctx.out('No words of your own yet. Add one: search:synonyms add <word> <means>');
        return;
      }
      for (const line of table(
        ['Word', 'Means'],
        rows.map((r) => [r.word, r.means]),
      )) {
        ctx.out(line);
      }
      return;
    }
    if (action === 'add') {
      if (!word || !means) throw new CliError('search:synonyms add needs <word> <means>');
      const row = await asOwner(() => addSynonym(ctx.db, word, means));
      ctx.out(`Search now reads "${row.word}" as "${row.means}".`);
      return;
    }
    if (action === 'remove') {
      if (!word || means) throw new CliError('search:synonyms remove needs <word> alone');
      await asOwner(() => removeSynonym(ctx.db, word));
      ctx.out(`Removed "${word}".`);
      return;
    }
    throw new CliError(`search:synonyms: unknown action "${action}" (add or remove)`);
  },
};

export const searchReportCommand: CliCommand = {
  summary: 'What shoppers searched for most, and what found nothing (last 7 or 30 days)',
  help: [
    'Usage: npm run admin -- search:report [--days 7|30]',
    '',
    'Two lists since the day shown (India dates, today included): the most searched queries,',
    'and the queries that found nothing. Fix the second by adding a word (search:synonyms add)',
    'or a product. Searches are kept per day and query only: no shopper, no time of day.',
  ].join('\n'),
  async run(args, ctx) {
    const parsed = parseCommandArgs(
      'search:report',
      args,
      { days: { type: 'string' } },
      { names: [], required: 0 },
    );
    const raw = stringOption(parsed, 'days') ?? '7';
    if (raw !== '7' && raw !== '30') throw new CliError('search:report: --days is 7 or 30');
    const report = await searchReport(ctx.db, raw === '7' ? 7 : 30);
    ctx.out(`Searches since ${report.since} (${report.days} days)`);
    ctx.out('');
    ctx.out('Most searched:');
    if (report.top.length === 0) ctx.out('  none yet');
    else
      for (const line of table(
        ['Query', 'Searches', 'Found nothing'],
        report.top.map((t) => [t.query, String(t.searches), String(t.empty)]),
      ))
        ctx.out(line);
    ctx.out('');
    ctx.out('Found nothing:');
    if (report.empty.length === 0) ctx.out('  none');
    else
      for (const line of table(
        ['Query', 'Times'],
        report.empty.map((t) => [t.query, String(t.empty)]),
      ))
        ctx.out(line);
  },
};
