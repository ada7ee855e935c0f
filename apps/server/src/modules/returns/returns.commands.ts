// The returns queue on the command line (docs/returns.md): the same steps as the admin, audited
// as the command line's. `returns:list` and `returns:report` read; the others move one request.
import { formatPaise, RETURN_REASON_LABELS } from '@store/contract';
import { asOwner, parseCommandArgs, stringOption, table } from '../../kernel/command-kit.ts';
import { CliError, type CliCommand, type CliContext } from '../../kernel/store-module.ts';
import { setExclusion } from './exclusions.service.ts';
import {
  approveReturn,
  exchangeReturn,
  receiveReturn,
  recordReturnPayout,
  refundReturn,
  rejectReturn,
  type OwnerContext,
} from './owner.service.ts';
import type { ReturnsPorts } from './ports.ts';
import { returnsCsv, returnsReport } from './report.service.ts';
import { findReturn, returnsQueue } from './returns.repository.ts';

const usage = (name: string, args: string, more: string[]) =>
  [`Usage: npm run admin -- returns:${name} ${args}`.trimEnd(), '', ...more].join('\n');

function idArg(command: string, raw: string | undefined): number {
  if (!raw || !/^\d{1,9}$/.test(raw))
    throw new CliError(`${command}: "${raw ?? ''}" is not a return number`);
  return Number(raw);
}

type Step = (
  c: OwnerContext,
  id: number,
  parsed: ReturnType<typeof parseCommandArgs>,
) => Promise<unknown>;

function stepCommand(
  ports: ReturnsPorts,
  name: string,
  summary: string,
  args: { usage: string; options: Parameters<typeof parseCommandArgs>[2]; more: string[] },
  run: Step,
): CliCommand {
  const command = `returns:${name}`;
  return {
    summary,
    help: usage(name, args.usage, args.more),
    async run(argv, ctx: CliContext) {
      const parsed = parseCommandArgs(command, argv, args.options, {
        names: ['return'],
        required: 1,
      });
      const id = idArg(command, parsed.positionals[0]);
      const c: OwnerContext = {
        db: ctx.db,
        actor: null,
        ports,
        publicUrl: ctx.config.publicUrl,
        place: { config: ctx.config },
      };
      await asOwner(() => run(c, id, parsed));
      const now = await findReturn(ctx.db, id);
      ctx.out(
        `Return ${id} (order ${now?.orderId ?? ''}): ${now?.state ?? ''}` +
          (now?.refundState ? `, refund ${now.refundState}` : '') +
          (now?.exchangeOrderId ? `, exchange order ${now.exchangeOrderId}` : ''),
      );
    },
  };
}

/** `lineId:restocked:writtenOff`, repeated. */
function receiveCounts(
  values: unknown,
): { id: number; restocked: number; writtenOff: number }[] | undefined {
  if (values === undefined) return undefined;
  const list = (Array.isArray(values) ? values : [values]).map(String);
  return list.map((v) => {
    const m = /^(\d+):(\d+):(\d+)$/.exec(v);
    if (!m)
      throw new CliError(`--line "${v}": write it as line:restocked:written-off, e.g. 12:1:0`);
    return { id: Number(m[1]), restocked: Number(m[2]), writtenOff: Number(m[3]) };
  });
}

const readCommands: Record<string, CliCommand> = {
  'returns:list': {
    summary: 'List returns and exchanges, newest first',
    help: usage('list', '[--state requested|approved|rejected|received|closed]', [
      'One line per request: number, order, state, what the shopper wants, units and refund.',
    ]),
    async run(argv, ctx) {
      const parsed = parseCommandArgs(
        'returns:list',
        argv,
        { state: { type: 'string' } },
        { names: [], required: 0 },
      );
      const rows = await returnsQueue(ctx.db, stringOption(parsed, 'state'));
      const lines = table(
        ['#', 'Order', 'State', 'Wants', 'Reason', 'Units', 'Refund'],
        rows.map((r) => [
          String(r.id),
          r.orderId,
          r.state + (r.refundState ? ` (refund ${r.refundState})` : ''),
          r.want,
          RETURN_REASON_LABELS[r.reason as keyof typeof RETURN_REASON_LABELS] ?? r.reason,
          String(r.lines.reduce((n, l) => n + l.quantity, 0)),
          formatPaise(r.refundPaise),
        ]),
      );
      for (const line of rows.length ? lines : ['No returns.']) ctx.out(line);
    },
  },
  'returns:report': {
    summary: 'Returns by reason and product, exchange share, days to refund',
    help: usage('report', '[--csv]', ['With --csv, every return line as CSV on standard output.']),
    async run(argv, ctx) {
      const parsed = parseCommandArgs(
        'returns:report',
        argv,
        { csv: { type: 'boolean' } },
        { names: [], required: 0 },
      );
      if (parsed.values.csv) return ctx.out((await returnsCsv(ctx.db)).trimEnd());
      const r = await returnsReport(ctx.db);
      ctx.out(`Awaiting action: ${r.awaitingAction}`);
      ctx.out(
        `Requests: ${r.requests}, exchanges: ${r.exchanges} (${Math.round(r.exchangeShare * 100)}%)`,
      );
      ctx.out(`Days from request to refund: ${r.daysToRefund ?? '-'}`);
      for (const x of r.byReason) ctx.out(`  ${RETURN_REASON_LABELS[x.reason]}: ${x.units}`);
      for (const x of r.byProduct.slice(0, 10)) ctx.out(`  #${x.productId} ${x.title}: ${x.units}`);
    },
  },
  'returns:not-returnable': {
    summary: 'Mark a product or category not returnable (or returnable again)',
    help: usage('not-returnable', '(--product <id> | --category <name>) [--off]', [
      'A not-returnable piece is shown to shoppers without "Return or exchange".',
      '--off makes it returnable again.',
    ]),
    async run(argv, ctx) {
      const parsed = parseCommandArgs(
        'returns:not-returnable',
        argv,
        { product: { type: 'string' }, category: { type: 'string' }, off: { type: 'boolean' } },
        { names: [], required: 0 },
      );
      const product = stringOption(parsed, 'product');
      const category = stringOption(parsed, 'category');
      if ((product === undefined) === (category === undefined)) {
        throw new CliError('returns:not-returnable: give --product or --category (one)');
      }
      const kind = product !== undefined ? 'product' : 'category';
      const value = (product ?? category)!;
      await asOwner(() =>
        setExclusion(ctx.db, null, { kind, value, notReturnable: !parsed.values.off }),
      );
      ctx.out(`${kind} ${value}: ${parsed.values.off ? 'returnable' : 'not returnable'}`);
    },
  },
};

export function returnsCommands(ports: ReturnsPorts): Record<string, CliCommand> {
  return {
    ...readCommands,
    'returns:approve': stepCommand(
      ports,
      'approve',
      'Approve a return (--pickup books a courier)',
      {
        usage: '<return> [--pickup]',
        options: { pickup: { type: 'boolean' } },
        more: ['Without --pickup, or when no courier can come, the shopper ships it back.'],
      },
      (c, id, p) => approveReturn(c, id, p.values.pickup === true),
    ),
    'returns:reject': stepCommand(
      ports,
      'reject',
      'Reject a return with a reason the shopper reads',
      {
        usage: '<return> --reason <text>',
        options: { reason: { type: 'string' } },
        more: ['A size kept aside for an exchange goes back on the shelf.'],
      },
      (c, id, p) => {
        const reason = stringOption(p, 'reason')?.trim() ?? '';
        if (reason.length < 3)
          throw new CliError('returns:reject: --reason of 3 characters or more');
        return rejectReturn(c, id, reason);
      },
    ),
    'returns:receive': stepCommand(
      ports,
      'receive',
      'Mark a return received: units restocked or written off',
      {
        usage: '<return> [--line <line>:<restocked>:<written-off> ...]',
        options: { line: { type: 'string', multiple: true } },
        more: ['Without --line every unit goes back on the shelf. Line numbers: returns:list.'],
      },
      (c, id, p) => receiveReturn(c, id, receiveCounts(p.values.line)),
    ),
    'returns:refund': stepCommand(
      ports,
      'refund',
      'Refund a received return',
      {
        usage: '<return>',
        options: {},
        more: [
          'Refunds what the lines were paid; a refund the owner pays herself becomes "payout due".',
        ],
      },
      (c, id) => refundReturn(c, id),
    ),
    'returns:payout': stepCommand(
      ports,
      'payout',
      'Record a payout-due refund as paid',
      {
        usage: '<return> --reference <UTR or note>',
        options: { reference: { type: 'string' } },
        more: ['The reference is the bank UTR, the UPI transaction id or the gateway refund id.'],
      },
      (c, id, p) => {
        const reference = stringOption(p, 'reference')?.trim() ?? '';
        if (reference.length < 3)
          throw new CliError('returns:payout: --reference of 3 characters or more');
        return recordReturnPayout(c, id, reference);
      },
    ),
    'returns:exchange': stepCommand(
      ports,
      'exchange',
      'Send the kept size as a ₹0 exchange order',
      {
        usage: '<return> [--tracking <number> --courier <name>]',
        options: { tracking: { type: 'string' }, courier: { type: 'string' } },
        more: ['With --tracking the exchange order is shipped at once; else ship it as any order.'],
      },
      (c, id, p) =>
        exchangeReturn(c, id, {
          trackingNumber: stringOption(p, 'tracking'),
          courier: stringOption(p, 'courier'),
        }),
    ),
  };
}
