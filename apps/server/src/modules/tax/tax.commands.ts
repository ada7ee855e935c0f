// The owner's GST commands (docs/tax.md): rates per HSN, a product's HSN code, an order's
// invoice as a file, and the month's GSTR-1 tables for the accountant.
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { formatPaiseShort, formatRate, type TaxSlab } from '@store/contract';
import { setProductHsn } from '../catalog/index.ts';
import { parseOrderId } from '../../kernel/order-id.ts';
import { gstReport } from './gst-report.service.ts';
import { invoicePdf } from './invoice.service.ts';
import { setTaxRate, taxRules } from './tax.service.ts';
import { CliError, type CliCommand } from '../../kernel/store-module.ts';
import { asOwner, parseCommandArgs, stringOption, table } from '../../kernel/command-kit.ts';

/** "3", "2.5" or "18%" as basis points, or a CliError naming the option. */
function rateOption(name: string, raw: string | undefined): number {
  const m = raw === undefined ? null : /^(\d{1,2})(?:\.(\d{1,2}))?%?$/.exec(raw.trim());
  if (!m) throw new CliError(`--${name} must be a percentage such as 5, 2.5 or 18`);
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

function describeSlabs(slabs: TaxSlab[]): string {
  let from = 0;
  return slabs
    .map((s) => {
      const rate = formatRate(s.rateBasisPoints);
      if (s.upToPaise === null) {
        return slabs.length === 1 ? rate : `${rate} above ${formatPaiseShort(from)}`;
      }
      from = s.upToPaise;
      return `${rate} up to ${formatPaiseShort(s.upToPaise)}`;
    })
    .join(', ');
}

export const taxRate: CliCommand = {
  summary: 'Set the GST rate of an HSN code or chapter',
  help: [
    'Usage: npm run admin -- tax:rate --hsn <code> --rate <percent> [--up-to <rupees> --above <percent>]',
    '',
    'Sets the rate for every product whose HSN code starts with --hsn (2 to 8 digits), for',
    'example --hsn 7117 --rate 3. With --up-to and --above the rate has two slabs, judged on the',
    'taxable value of one piece: --rate while it is at most --up-to rupees, --above beyond it.',
    'Chapters 61 to 64 have the rates in force since 22 September 2025 until you set your own.',
    'Orders already placed keep the tax they were charged.',
  ].join('\n'),
  async run(args, ctx) {
    const parsed = parseCommandArgs(
      'tax:rate',
      args,
      {
        hsn: { type: 'string' },
        rate: { type: 'string' },
        'up-to': { type: 'string' },
        above: { type: 'string' },
      },
      { names: [], required: 0 },
    );
    const hsn = stringOption(parsed, 'hsn');
    if (!hsn) throw new CliError('tax:rate needs --hsn <code>');
    const rate = rateOption('rate', stringOption(parsed, 'rate'));
    const upTo = stringOption(parsed, 'up-to');
    const above = stringOption(parsed, 'above');
    if ((upTo === undefined) !== (above === undefined)) {
      throw new CliError('--up-to and --above go together');
    }
    let slabs: TaxSlab[] = [{ upToPaise: null, rateBasisPoints: rate }];
    if (upTo !== undefined) {
      if (!/^\d{1,9}$/.test(upTo)) throw new CliError('--up-to is whole rupees, such as 2500');
      slabs = [
        { upToPaise: Number(upTo) * 100, rateBasisPoints: rate },
        { upToPaise: null, rateBasisPoints: rateOption('above', above) },
      ];
    }
    const rule = await asOwner(() => setTaxRate(ctx.db, hsn, slabs));
    ctx.out(`HSN ${rule.hsnPrefix}: ${describeSlabs(rule.slabs)}`);
  },
};

export const taxRates: CliCommand = {
  summary: 'List the GST rates in force per HSN code',
  help: 'Usage: npm run admin -- tax:rates',
  async run(args, ctx) {
    parseCommandArgs('tax:rates', args, {}, { names: [], required: 0 });
    const rules = await taxRules(ctx.db);
    for (const line of table(
      ['HSN', 'Rate', 'Set by'],
      rules.map((r) => [r.rule.hsnPrefix, describeSlabs(r.rule.slabs), r.source]),
    )) {
      ctx.out(line);
    }
  },
};

export const productsHsn: CliCommand = {
  summary: "Set products' HSN code",
  help: [
    'Usage: npm run admin -- products:hsn <product id>... --hsn <code>|default',
    '',
    "Sets the HSN code printed on invoices and used for the product's GST rate; 'default'",
    'goes back to the code of its category.',
  ].join('\n'),
  async run(args, ctx) {
    const parsed = parseCommandArgs(
      'products:hsn',
      args,
      { hsn: { type: 'string' } },
      { names: Array.from({ length: 100 }, () => 'product id'), required: 1 },
    );
    const raw = stringOption(parsed, 'hsn');
    if (!raw) throw new CliError('products:hsn needs --hsn <code> or --hsn default');
    const ids = parsed.positionals.map((p) => {
      if (!/^[1-9]\d{0,8}$/.test(p)) throw new CliError(`"${p}" is not a product id`);
      return Number(p);
    });
    const n = await asOwner(() => setProductHsn(ctx.db, ids, raw === 'default' ? null : raw));
    ctx.out(`${n} product(s): HSN ${raw === 'default' ? 'of their category' : raw}`);
  },
};

export const ordersInvoice: CliCommand = {
  summary: "Write an order's tax invoice (or credit note) as a PDF file",
  help: [
    'Usage: npm run admin -- orders:invoice <order> [--out <file>] [--credit-note] [--refund <id>]',
    '',
    'The invoice is issued when the order ships. --credit-note writes the note of its',
    'cancellation; --refund <id> the credit note of a return refund (refunds:list shows ids).',
    'Without --out the file is invoice-<order>.pdf (credit-note-<order>[-<id>].pdf) in the',
    'current folder.',
  ].join('\n'),
  async run(args, ctx) {
    const parsed = parseCommandArgs(
      'orders:invoice',
      args,
      { out: { type: 'string' }, 'credit-note': { type: 'boolean' }, refund: { type: 'string' } },
      { names: ['order'], required: 1 },
    );
    const raw = parsed.positionals[0]!;
    const id = parseOrderId(raw);
    if (!id) throw new CliError(`orders:invoice: "${raw}" is not an order number like EE-7K2M9Q`);
    const refundArg = stringOption(parsed, 'refund');
    const refund = refundArg === undefined ? undefined : Number(refundArg);
    if (refund !== undefined && !(Number.isSafeInteger(refund) && refund > 0)) {
      throw new CliError(`orders:invoice: --refund is a refund's number, not "${refundArg}"`);
    }
    const which =
      parsed.values['credit-note'] === true || refund !== undefined ? 'credit-note' : 'invoice';
    const pdf = await invoicePdf(ctx.db, id, which, refund);
    if (!pdf) {
      throw new CliError(
        which === 'invoice'
          ? `${id} has no invoice: it is issued when the order ships`
          : refund === undefined
            ? `${id} has no credit note of a cancellation (a return's: --refund <id>)`
            : `Refund ${refund} of ${id} issued no credit note`,
      );
    }
    const name = refund === undefined ? `${which}-${id}` : `credit-note-${id}-${refund}`;
    const file = resolve(stringOption(parsed, 'out') ?? `${name}.pdf`);
    await writeFile(file, pdf);
    ctx.out(`Wrote ${file}`);
  },
};

export const gstReportCommand: CliCommand = {
  summary: "Write a month's GSTR-1 tables as CSV files",
  help: [
    'Usage: npm run admin -- gst:report --month <YYYY-MM> [--out <folder>]',
    '',
    'Writes b2b.csv, b2cl.csv, b2cs.csv, cdnr.csv, cdnur.csv and hsn.csv for the invoices and',
    'credit notes issued in that month (India time), in the column order of the GSTR-1 tables.',
    'Without --out the folder is gstr1-<YYYY-MM> in the current folder.',
  ].join('\n'),
  async run(args, ctx) {
    const parsed = parseCommandArgs(
      'gst:report',
      args,
      { month: { type: 'string' }, out: { type: 'string' } },
      { names: [], required: 0 },
    );
    const month = stringOption(parsed, 'month');
    if (!month) throw new CliError('gst:report needs --month <YYYY-MM>');
    const files = await asOwner(() => gstReport(ctx.db, month));
    const dir = resolve(stringOption(parsed, 'out') ?? `gstr1-${month}`);
    await mkdir(dir, { recursive: true });
    for (const f of files) {
      await writeFile(join(dir, f.name), f.csv);
      ctx.out(`${join(dir, f.name)}: ${f.rows} row(s)`);
    }
  },
};
