// The owner moves orders along (docs/product/rules.md section 4): list, show, mark paid, ship, deliver,
// cancel, and cancel the unpaid ones that have expired.
import { STATUS_NAMES, parseStatusName, statusName, type OrderStatusCode } from './order-status.ts';
import {
  TRACKING_NUMBER,
  cancelOrder,
  deliverOrder,
  shipOrder,
  type MoveResult,
} from './order-moves.service.ts';
import { auditedOrderChange } from './order-admin.service.ts';
import { cancelExpiredOrders } from './order-expiry.service.ts';
import { getOrderForOwner, listOrdersForOwner } from './order-lookup.service.ts';
import { parseOrderId } from './order-reference.ts';
import { type OrderRow, type OrderWithItems } from './orders.repository.ts';
import type { AdminOrderPayments } from './order-admin.service.ts';
import { terminalSafe as safe } from '../../lib/terminal-text.ts';
import { CliError, type CliCommand, type CliContext } from '../../kernel/store-module.ts';
import {
  asOwner,
  formatPaise,
  formatTime,
  intOption,
  parseCommandArgs,
  stringOption,
  table,
} from '../../kernel/command-kit.ts';

const STATUS_LIST = Object.values(STATUS_NAMES).join('|');

/** "4998", "4,998.50" or "₹4998" as whole paise, or null when it is not an amount of rupees. */
function parseRupees(raw: string): number | null {
  const compact = raw.replace(/[₹,\s]/g, '');
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(compact);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

function orderIdArg(command: string, raw: string | undefined): string {
  const id = raw === undefined ? null : parseOrderId(raw);
  if (!id) throw new CliError(`${command}: "${raw ?? ''}" is not an order number like EE-7K2M9Q`);
  return id;
}

async function requireOrder(ctx: CliContext, id: string): Promise<OrderWithItems> {
  const order = await getOrderForOwner(ctx.db, id);
  if (!order) throw new CliError(`There is no order ${id}`);
  return order;
}

/** Says what happened, or why the move was refused, in the owner's words. */
function reportMove(
  ctx: CliContext,
  id: string,
  result: MoveResult,
  action: 'shipped' | 'delivered' | 'cancelled',
  done: string,
): OrderRow {
  switch (result.outcome) {
    case 'moved':
      ctx.out(`${id}: ${done}`);
      return result.order;
    case 'not-found':
      throw new CliError(`There is no order ${id}`);
    case 'not-allowed':
      throw new CliError(
        `${id} is ${statusName(result.current)} and cannot be ${action} (orders go ${ALLOWED_HINT})`,
      );
  }
}

const ALLOWED_HINT =
  'pending -> processing (paid) -> shipped -> delivered; pending or processing -> cancelled';

const ordersList: CliCommand = {
  summary: 'List orders, newest first (filter by status)',
  help: [
    `Usage: npm run admin -- orders:list [--status ${STATUS_LIST}] [--limit N]`,
    '',
    'Lists orders newest first: number, time placed (IST), status, total, units, email, phone.',
    '  --status   only orders in this status',
    '  --limit    at most this many (default 50, at most 1000)',
  ].join('\n'),
  async run(args, ctx) {
    const parsed = parseCommandArgs(
      'orders:list',
      args,
      { status: { type: 'string' }, limit: { type: 'string' } },
      { names: [], required: 0 },
    );
    const rawStatus = stringOption(parsed, 'status');
    let status: OrderStatusCode | undefined;
    if (rawStatus !== undefined) {
      const code = parseStatusName(rawStatus);
      if (code === null) throw new CliError(`--status must be one of ${STATUS_LIST}`);
      status = code;
    }
    const limit = intOption(parsed, 'limit', 50, 1, 1000);
    const orders = await listOrdersForOwner(ctx.db, { status, limit });
    if (orders.length === 0) {
      ctx.out(status === undefined ? 'No orders yet.' : `No ${STATUS_NAMES[status]} orders.`);
      return;
    }
    const rows = orders.map((o) => [
      o.id,
      formatTime(o.createdAt),
      statusName(o.status),
      formatPaise(o.totalPaise),
      String(o.items.reduce((n, i) => n + i.quantity, 0)),
      safe(o.email),
      safe(o.phone),
    ]);
    for (const line of table(
      ['ORDER', 'PLACED', 'STATUS', 'TOTAL', 'UNITS', 'EMAIL', 'PHONE'],
      rows,
    )) {
      ctx.out(line);
    }
    ctx.out(`${orders.length} order${orders.length === 1 ? '' : 's'}`);
  },
};

const ordersShow = (payments: AdminOrderPayments): CliCommand => ({
  summary: 'Show one order in full',
  help: [
    'Usage: npm run admin -- orders:show <order-number>',
    '',
    'Prints the order: status, customer, shipping address, payment, tracking and every line.',
  ].join('\n'),
  async run(args, ctx) {
    const parsed = parseCommandArgs(
      'orders:show',
      args,
      {},
      { names: ['order-number'], required: 1 },
    );
    const order = await requireOrder(ctx, orderIdArg('orders:show', parsed.positionals[0]));
    const marked = await payments.ownerPayments(ctx.db, order.id);
    const paid = order.paidAt ? `paid ${formatTime(order.paidAt)}` : 'not paid';
    ctx.out(`Order ${order.id}: ${statusName(order.status)}`);
    ctx.out(`Placed:    ${formatTime(order.createdAt)}`);
    // Everything the shopper typed is printed through safe(): see lib/terminal-text.ts.
    ctx.out(`Customer:  ${safe(order.email)}`);
    ctx.out(`Ship to:   ${safe(order.fullName)}`);
    ctx.out(`           ${safe(order.address)}`);
    ctx.out(`           ${safe(order.city)}, ${safe(order.state)} ${safe(order.postalCode)}`);
    ctx.out(`Phone:     ${safe(order.phone)}`);
    ctx.out(`Payment:   ${safe(order.paymentMethod ?? 'none yet')}, ${paid}`);
    for (const p of marked) {
      ctx.out(
        `           marked paid by the owner ${formatTime(p.at)} (${safe(p.method)}${p.reference ? `, reference ${safe(p.reference)}` : ''})`,
      );
    }
    ctx.out(`Tracking:  ${safe(order.trackingNumber ?? 'none')}`);
    if (order.shippedAt) ctx.out(`Shipped:   ${formatTime(order.shippedAt)}`);
    if (order.deliveredAt) ctx.out(`Delivered: ${formatTime(order.deliveredAt)}`);
    if (order.cancelledAt) ctx.out(`Cancelled: ${formatTime(order.cancelledAt)}`);
    ctx.out('Items:');
    for (const i of order.items) {
      const options = safe([i.size, i.color].filter(Boolean).join(', '));
      ctx.out(
        `  ${i.quantity} x ${safe(i.title)}${options ? ` (${options})` : ''} [product ${i.productId}] at ${formatPaise(i.unitPricePaise)} = ${formatPaise(i.unitPricePaise * i.quantity)}`,
      );
    }
    // The price beyond the lines (docs/offers.md): shown only when the order has it.
    if (order.discountPaise > 0) {
      ctx.out(`Discount:  -${formatPaise(order.discountPaise)} (${safe(order.couponCode ?? '')})`);
    }
    if (order.shippingPaise > 0) ctx.out(`Shipping:  ${formatPaise(order.shippingPaise)}`);
    if (order.codFeePaise > 0) ctx.out(`COD fee:   ${formatPaise(order.codFeePaise)}`);
    if (order.codConfirmBy) {
      ctx.out(`Awaiting:  the shopper's COD confirmation until ${formatTime(order.codConfirmBy)}`);
    }
    if (order.returnedToOriginAt) {
      ctx.out(`Returned:  to origin ${formatTime(order.returnedToOriginAt)}`);
    }
    ctx.out(`Total:     ${formatPaise(order.totalPaise)}`);
  },
});

/** The command line's moves are audited (as 'command line') only when the order moved. */
const moved = (r: MoveResult) => r.outcome === 'moved';

const ordersMarkPaid = (payments: AdminOrderPayments): CliCommand => ({
  summary: 'Record that a pending order has been paid (it moves to processing)',
  help: [
    'Usage: npm run admin -- orders:mark-paid <order-number> --amount <rupees> [--reference R] [--method M]',
    '',
    'For a payment you have seen yourself, such as a UPI credit in the bank app. The order',
    'moves from pending to processing; the reference is kept with the order.',
    '  --amount     the rupees you received, e.g. 4998 or 4998.50: it must equal the order',
    '               total (a UPI payer can change the amount), else nothing changes; without',
    "               it the command prints the order's total",
    '  --reference  the UPI transaction id, bank reference or receipt number',
    '  --method     how it was paid: upi (default), card, netbanking, bank-transfer, cash, ...',
  ].join('\n'),
  async run(args, ctx) {
    const parsed = parseCommandArgs(
      'orders:mark-paid',
      args,
      { amount: { type: 'string' }, reference: { type: 'string' }, method: { type: 'string' } },
      { names: ['order-number'], required: 1 },
    );
    const id = orderIdArg('orders:mark-paid', parsed.positionals[0]);
    const rawAmount = stringOption(parsed, 'amount');
    const method = (stringOption(parsed, 'method') ?? 'upi').trim().toLowerCase();
    if (!/^[a-z][a-z-]{1,30}$/.test(method)) {
      throw new CliError('--method is one word such as upi, card, netbanking, bank-transfer, cash');
    }
    const reference = stringOption(parsed, 'reference')?.trim() || null;
    if (reference !== null && !/^[\x20-\x7e]{1,100}$/.test(reference)) {
      throw new CliError('--reference must be 1 to 100 printable characters');
    }
    const order = await requireOrder(ctx, id);
    if (rawAmount === undefined) {
      throw new CliError(
        `orders:mark-paid needs --amount <rupees>: the total of ${id} is ${formatPaise(order.totalPaise)}; give the amount you received`,
      );
    }
    const amountPaise = parseRupees(rawAmount);
    if (amountPaise === null) {
      throw new CliError('--amount must be rupees such as 4998 or 4998.50');
    }
    const outcome = await asOwner(() =>
      auditedOrderChange(
        ctx.db,
        null,
        'order.mark-paid',
        id,
        (tx) => payments.markPaid(tx, id, { method, reference, amountPaise }),
        (o) => o === 'paid',
      ),
    );
    switch (outcome) {
      case 'paid':
        ctx.out(`${id}: marked paid (${method}); it is now processing`);
        return;
      case 'already-paid':
        ctx.out(`${id} was already paid or accepted for cash on delivery; nothing changed`);
        return;
      case 'not-payable':
        throw new CliError(
          `${id} is ${statusName(order.status)} and cannot be paid${order.status === 4 ? '; its stock has been released' : ''}`,
        );
    }
  },
});

const ordersShip = (payments: AdminOrderPayments): CliCommand => ({
  summary: 'Ship a processing order with its tracking number',
  help: [
    'Usage: npm run admin -- orders:ship <order-number> --tracking <number>',
    '',
    "Moves a processing (paid or cash on delivery) order to shipped and stores the carrier's",
    'tracking number, which the shopper then sees on their orders and tracking pages.',
  ].join('\n'),
  async run(args, ctx) {
    const parsed = parseCommandArgs(
      'orders:ship',
      args,
      { tracking: { type: 'string' } },
      { names: ['order-number'], required: 1 },
    );
    const id = orderIdArg('orders:ship', parsed.positionals[0]);
    const tracking = stringOption(parsed, 'tracking')?.trim();
    if (!tracking) throw new CliError('orders:ship needs --tracking <number>');
    if (!TRACKING_NUMBER.test(tracking)) {
      throw new CliError('--tracking must be 3 to 64 letters, digits, spaces, dashes or slashes');
    }
    const result = await asOwner(() =>
      auditedOrderChange(
        ctx.db,
        null,
        'order.ship',
        id,
        async (tx) => {
          await payments.refuseSandboxPaid(tx, id);
          return shipOrder(tx, id, tracking);
        },
        moved,
      ),
    );
    reportMove(ctx, id, result, 'shipped', `shipped with tracking number ${tracking}`);
  },
});

const ordersDeliver: CliCommand = {
  summary: 'Mark a shipped order delivered',
  help: [
    'Usage: npm run admin -- orders:deliver <order-number>',
    '',
    'Moves a shipped order to delivered. For cash on delivery this also records the payment.',
  ].join('\n'),
  async run(args, ctx) {
    const parsed = parseCommandArgs(
      'orders:deliver',
      args,
      {},
      { names: ['order-number'], required: 1 },
    );
    const id = orderIdArg('orders:deliver', parsed.positionals[0]);
    const result = await auditedOrderChange(
      ctx.db,
      null,
      'order.deliver',
      id,
      (tx) => deliverOrder(tx, id),
      moved,
    );
    reportMove(ctx, id, result, 'delivered', 'delivered');
  },
};

const ordersCancel: CliCommand = {
  summary: 'Cancel a pending or processing order (its stock goes back)',
  help: [
    'Usage: npm run admin -- orders:cancel <order-number>',
    '',
    'Cancels a pending or processing order and puts its units back in stock. A shipped or',
    'delivered order cannot be cancelled. If it was paid, refund the shopper yourself.',
  ].join('\n'),
  async run(args, ctx) {
    const parsed = parseCommandArgs(
      'orders:cancel',
      args,
      {},
      { names: ['order-number'], required: 1 },
    );
    const id = orderIdArg('orders:cancel', parsed.positionals[0]);
    const order = reportMove(
      ctx,
      id,
      await auditedOrderChange(
        ctx.db,
        null,
        'order.cancel',
        id,
        (tx) => cancelOrder(tx, id),
        moved,
      ),
      'cancelled',
      'cancelled; its stock is back on the shelf',
    );
    if (order.paidAt) {
      ctx.out(
        `Note: it was paid (${order.paymentMethod ?? 'unknown method'}, ${formatTime(order.paidAt)}); refund ${formatPaise(order.totalPaise)} to the shopper.`,
      );
    }
  },
};

const ordersExpire = (payments: AdminOrderPayments): CliCommand => ({
  summary: 'Cancel unpaid orders older than the limit now (stock goes back)',
  help: [
    'Usage: npm run admin -- orders:expire [--older-than-hours H]',
    '',
    'Cancels the pending (unpaid) orders whose hold has ended and returns their stock, as the',
    'API does by itself every few minutes: an order with no payment started after',
    'ORDER_HOLD_MINUTES (30), one with a card or UPI payment started after',
    'UNPAID_ORDER_TTL_HOURS (24).',
    '  --older-than-hours  cancel instead the orders placed more than H hours ago that have no',
    '                      payment started (those with one still end at UNPAID_ORDER_TTL_HOURS)',
  ].join('\n'),
  async run(args, ctx) {
    const parsed = parseCommandArgs(
      'orders:expire',
      args,
      { 'older-than-hours': { type: 'string' } },
      { names: [], required: 0 },
    );
    const ttl = ctx.config.unpaidOrderTtlHours;
    const hours = intOption(parsed, 'older-than-hours', 0, 1, 24 * 365);
    // The same rule as the API's timer, so the command never cancels an order being paid for.
    const holdMinutes = hours ? hours * 60 : ctx.config.orders.holdMinutes;
    const cancelled = await cancelExpiredOrders(ctx.db, {
      holdMinutes,
      maxHours: Math.max(ttl, Math.ceil(holdMinutes / 60)),
      paymentsInFlight: payments.inFlight,
    });
    const limit = hours ? `${hours} h` : `${holdMinutes} min`;
    ctx.out(
      cancelled.length
        ? `Cancelled ${cancelled.length} unpaid order(s) older than ${limit}: ${cancelled.join(', ')}`
        : `No unpaid orders older than ${limit}.`,
    );
  },
});

/** The owner's order commands; the payments module's part comes in as a port (it imports orders). */
export function ordersCommands(payments: AdminOrderPayments): Record<string, CliCommand> {
  return {
    'orders:list': ordersList,
    'orders:show': ordersShow(payments),
    'orders:mark-paid': ordersMarkPaid(payments),
    'orders:ship': ordersShip(payments),
    'orders:deliver': ordersDeliver,
    'orders:cancel': ordersCancel,
    'orders:expire': ordersExpire(payments),
  };
}
