// Cash on delivery's owner commands (docs/offers.md): record a parcel returned to origin, and
// issue a new confirmation link for a COD order that waits for one.
import { codLinkAsStaff, returnToOriginAsStaff } from './cod-admin.service.ts';
import { parseOrderId } from './order-reference.ts';
import { CliError, type CliCommand } from '../../kernel/store-module.ts';
import { asOwner, parseCommandArgs } from '../../kernel/command-kit.ts';

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
    // The admin's service, so the return is audited as the command line's.
    const r = await asOwner(() => returnToOriginAsStaff(ctx.db, null, id));
    ctx.out(
      `${id}: returned to origin; stock is back, and its phone has ${r.returnsOfPhone} returned parcel(s) on record.`,
    );
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
    ctx.out(await asOwner(() => codLinkAsStaff(ctx.db, null, id, ctx.config.publicUrl)));
  },
};
