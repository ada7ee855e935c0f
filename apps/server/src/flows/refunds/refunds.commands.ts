// The owner's commands for refunds and store credit (docs/payments.md): the payouts still to
// make, recording one, and adjusting a shopper's credit.
import { asOwner, parseCommandArgs } from '../../kernel/command-kit.ts';
import { paiseToRupees } from '../../kernel/money.ts';
import { CliError, type CliCommand } from '../../kernel/store-module.ts';
import { adjustCredit, listRefunds, recordPayoutAsStaff } from './refunds-admin.service.ts';

const inr = (rupees: number) => `₹${rupees.toFixed(2)}`;

export const refundsList: CliCommand = {
  summary: 'List refunds: those the owner must pay out by hand, or all of one state',
  help: [
    'Usage: npm run admin -- refunds:list [--state payout_due|pending|done|failed]',
    '',
    'Without --state, lists the refunds waiting for a payout (cash on delivery and direct UPI',
    'orders): pay each to the UPI ID or bank account shown, then record it with refunds:payout.',
  ].join('\n'),
  async run(args, ctx) {
    const parsed = parseCommandArgs(
      'refunds:list',
      args,
      { state: { type: 'string' } },
      { names: [], required: 0 },
    );
    const state = (parsed.values.state as string | undefined) ?? 'payout_due';
    if (!['payout_due', 'pending', 'done', 'failed'].includes(state)) {
      throw new CliError(`refunds:list: unknown state "${state}"`);
    }
    const rows = await listRefunds(ctx.db, { state: state as 'payout_due' });
    if (rows.length === 0) ctx.out(`No refunds ${state.replace('_', ' ')}.`);
    for (const r of rows) {
      const bank = r.payout?.bank;
      const to =
        r.payout?.upiId ??
        (bank ? `${bank.accountName} ${bank.accountNumber} ${bank.ifsc}` : r.destination);
      ctx.out(`#${r.id}  ${r.orderId}  ${inr(r.amount)}  ${r.state}  to ${to}`);
    }
  },
};

export const refundsPayout: CliCommand = {
  summary: 'Record a refund paid out by hand, with the transfer reference',
  help: [
    'Usage: npm run admin -- refunds:payout <refund-id> <reference>',
    '',
    'The refund becomes done with the reference (a UPI or bank transfer UTR). Recording the',
    'same reference twice changes nothing.',
  ].join('\n'),
  async run(args, ctx) {
    const parsed = parseCommandArgs(
      'refunds:payout',
      args,
      {},
      { names: ['refund-id', 'reference'], required: 2 },
    );
    const id = Number(parsed.positionals[0]);
    if (!Number.isSafeInteger(id) || id <= 0) {
      throw new CliError(`refunds:payout: "${parsed.positionals[0]}" is not a refund number`);
    }
    const r = await asOwner(() => recordPayoutAsStaff(ctx.db, null, id, parsed.positionals[1]!));
    ctx.out(
      `Refund #${r.id} of ${r.orderId} (${inr(r.amount)}) is ${r.state}, reference ${r.payoutRef}.`,
    );
  },
};

export const creditAdjust: CliCommand = {
  summary: "Add or take back store credit on a shopper's account",
  help: [
    'Usage: npm run admin -- credit:adjust <email> <rupees> --note "<why>" [--take-back]',
    '',
    "Adds the amount to the shopper's store credit, or with --take-back takes it away (never",
    'below zero). She sees the balance on her account page and can spend it at checkout.',
  ].join('\n'),
  async run(args, ctx) {
    const parsed = parseCommandArgs(
      'credit:adjust',
      args,
      { note: { type: 'string' }, 'take-back': { type: 'boolean' } },
      { names: ['email', 'rupees'], required: 2 },
    );
    const amount = Number(parsed.positionals[1]);
    if (!Number.isFinite(amount) || amount <= 0) {
      throw new CliError(`credit:adjust: "${parsed.positionals[1]}" is not an amount in rupees`);
    }
    const note = (parsed.values.note as string | undefined) ?? '';
    if (!note.trim()) throw new CliError('credit:adjust: say why with --note "..."');
    const balance = await asOwner(() =>
      adjustCredit(ctx.db, null, {
        email: parsed.positionals[0]!,
        amountRupees: parsed.values['take-back'] ? -amount : amount,
        note,
      }),
    );
    ctx.out(`Store credit of ${parsed.positionals[0]} is now ${inr(paiseToRupees(balance))}.`);
  },
};
