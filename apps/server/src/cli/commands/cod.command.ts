// Cash on delivery's owner commands (docs/offers.md): record a parcel returned to origin, and
// issue a new confirmation link for a COD order that waits for one.
import {
  issueCodLink,
  parseOrderId,
  returnToOrigin,
  statusName,
} from '../../modules/orders/index.ts';
import { terminalSafe as safe } from '../../lib/terminal-text.ts';
import { CliError, type CliCommand } from '../cli-types.ts';
import { parseCommandArgs } from './command-kit.ts';

function orderArg(command: string, raw: string | undefined): string {
  const id = raw === undefined ? null : parseOrderId(raw);
  if (!id) throw new CliError(`${command}: "${raw ?? ''}" is not an order number like EE-7K2M9Q`);
  return id;
}

export const ordersRto: CliCommand = {
  summary: 'Record a shipped parcel that came back undelivered (return to origin)',
  help: [
    'Usage: npm run admin -- orders:rto <order-number>',
    '',
    'The order becomes Cancelled as returned to origin, its units go back in stock, and the',
    "return counts against the shipping phone: past the store's cod.rtoLimit that phone is not",
    'offered cash on delivery again.',
  ].join('\n'),
  async run(args, ctx) {
    const parsed = parseCommandArgs(
      'orders:rto',
      args,
      {},
      { names: ['order-number'], required: 1 },
    );
    const id = orderArg('orders:rto', parsed.positionals[0]);
    const result = await returnToOrigin(ctx.db, id);
    switch (result.outcome) {
      case 'returned':
        ctx.out(
          `${id}: returned to origin; stock is back, and ${safe(result.order.phone)} has a returned parcel on record.`,
        );
        return;
      case 'not-found':
        throw new CliError(`There is no order ${id}`);
      case 'not-allowed':
        throw new CliError(
          `${id} is ${statusName(result.current)}: only a shipped order can come back to origin`,
        );
    }
  },
};

export const ordersCodLink: CliCommand = {
  summary: 'Issue a new confirmation link for a cash-on-delivery order that waits for one',
  help: [
    'Usage: npm run admin -- orders:cod-link <order-number>',
    '',
    'Prints a new single-use link the shopper opens to confirm the order; the earlier link',
    'stops working. Links are kept only as hashes, so an old one cannot be shown again.',
  ].join('\n'),
  async run(args, ctx) {
    const parsed = parseCommandArgs(
      'orders:cod-link',
      args,
      {},
      { names: ['order-number'], required: 1 },
    );
    const id = orderArg('orders:cod-link', parsed.positionals[0]);
    const url = await issueCodLink(ctx.db, id, ctx.config.publicUrl);
    if (!url) throw new CliError(`${id} is not a cash-on-delivery order waiting for confirmation`);
    ctx.out(url);
  },
};
