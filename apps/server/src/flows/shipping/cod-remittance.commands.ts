// The owner's command line for cash on delivery (docs/shipping.md, "Cash on delivery"):
// `shipping:remittance <file.csv>` imports a courier's remittance report, `shipping:cod` shows
// what each courier collected, remitted and still owes.
import fs from 'node:fs';
import type { RemittanceImportResult } from '@store/contract';
import { CliError, type CliCommand } from '../../kernel/store-module.ts';
import { asOwner, formatPaise, parseCommandArgs, table } from '../../kernel/command-kit.ts';
import { codLedgerOf, importRemittance, parseRemittanceCsv } from '../../modules/shipping/index.ts';

const MAX_FILE_BYTES = 2_000_000;
const rupees = (amount: number) => formatPaise(Math.round(amount * 100));

function readReport(file: string): string {
  try {
    if (fs.statSync(file).size > MAX_FILE_BYTES) throw new CliError(`${file} is larger than 2 MB`);
    return fs.readFileSync(file, 'utf8');
  } catch (err) {
    if (err instanceof CliError) throw err;
    throw new CliError(`Cannot read ${file}: ${(err as Error).message}`);
  }
}

export function importSummary(result: RemittanceImportResult): string[] {
  const lines = [
    `${result.lines} lines: ${result.matched} matched, ${result.alreadyImported} imported before, ` +
      `${result.problems.length} not applied.`,
  ];
  for (const p of result.problems) {
    const expected = p.expected === null ? '' : ` (expected ${rupees(p.expected)})`;
    lines.push(`  ${p.awb} in ${p.remittanceId}: ${p.outcome}, ${rupees(p.amount)}${expected}`);
  }
  return lines;
}

const remittance: CliCommand = {
  summary: "Import a courier's COD remittance report (CSV) and match it to delivered orders",
  help: [
    'Usage: npm run admin -- shipping:remittance <file.csv>',
    '',
    "Reads the courier's COD remittance report (the CSV Shiprocket lets sellers download) and",
    'matches each line (UTR or remittance id, AWB, amount) to a delivered cash-on-delivery parcel.',
    'Lines whose amount differs, whose AWB is unknown, not delivered, not COD or paid already are',
    'listed and not applied. Importing the same file again changes nothing.',
  ].join('\n'),
  readInput: async (args) => {
    const file = args.find((a) => !a.startsWith('-'));
    return file ? readReport(file) : undefined;
  },
  async run(args, ctx) {
    const parsed = parseCommandArgs(
      'shipping:remittance',
      args,
      {},
      {
        names: ['file.csv'],
        required: 1,
      },
    );
    const text = ctx.input ?? readReport(parsed.positionals[0]!);
    const { lines, errors } = parseRemittanceCsv(text);
    if (errors.length) {
      throw new CliError(
        [
          `${parsed.positionals[0]} was not imported; nothing changed:`,
          ...errors.map((e) => `  ${e}`),
        ].join('\n'),
      );
    }
    const result = await asOwner(() => importRemittance(ctx.db, lines, null));
    for (const line of importSummary(result)) ctx.out(line);
  },
};

const ledger: CliCommand = {
  summary: 'Cash on delivery per courier: collected, remitted, still owed',
  help: 'Usage: npm run admin -- shipping:cod\n\nPer courier: cash collected on delivered COD parcels, remitted, still owed.',
  async run(args, ctx) {
    parseCommandArgs('shipping:cod', args, {}, { names: [], required: 0 });
    const l = await codLedgerOf(ctx.db);
    if (l.couriers.length === 0) {
      ctx.out('No cash-on-delivery parcel has been delivered yet.');
      return;
    }
    const rows = l.couriers.map((c) => [
      c.courier,
      String(c.deliveredParcels),
      rupees(c.collected),
      rupees(c.remitted),
      rupees(c.owed),
    ]);
    for (const line of table(['Courier', 'Parcels', 'Collected', 'Remitted', 'Owed'], rows)) {
      ctx.out(line);
    }
    for (const p of l.unremitted) {
      ctx.out(`  ${p.orderId} ${p.awb} ${rupees(p.codAmount)}, delivered ${p.ageDays} days ago`);
    }
  },
};

export const codRemittanceCommands = {
  'shipping:remittance': remittance,
  'shipping:cod': ledger,
};
