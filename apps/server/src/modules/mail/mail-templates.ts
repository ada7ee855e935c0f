// What each order mail says (docs/mail.md, "Events"). Plain functions from the order's facts to
// blocks (mail-layout.ts renders them as HTML and as text): no template language, so the words
// are ordinary TypeScript that the type checker reads, and nothing here can write unescaped
// HTML.
// REFUND_WORKING_DAYS: the storefront's refund policy promises "0-7 working days"
// (apps/web/src/features/content/policies.ts).
import { formatPaise, moneyTaken, OrderStatus, REFUND_WORKING_DAYS } from '@store/contract';
import { dueOf, renderMail, type Block, type MailOrder, type RenderedMail } from './mail-layout.ts';
import {
  firstName,
  formatDate,
  isCod,
  links,
  type MailContext,
  type MailEvent,
  type MailEventData,
} from './mail-order-parts.ts';
import { HINDI_MAILS } from './mail-templates-hi.ts';

export {
  MAIL_EVENTS,
  type CancelReason,
  type MailContext,
  type MailEvent,
  type MailEventData,
} from './mail-order-parts.ts';

function methodName(method: string | null): string {
  switch (method) {
    case 'upi':
      return 'UPI';
    case 'card':
      return 'card or net banking';
    case 'cod':
      return 'cash on delivery';
    case null:
      return 'your payment method';
    default:
      return method;
  }
}

function summary(o: MailOrder): Block[] {
  return [
    { kind: 'h2', text: 'Your items' },
    { kind: 'lines', order: o },
    { kind: 'totals', order: o },
  ];
}

/** The order-placed mail's word on paying: how to pay, or that there is nothing to do. */
function paymentBlocks(o: MailOrder, data: MailEventData, ctx: MailContext): Block[] {
  const l = links(ctx, o);
  const total = formatPaise(dueOf(o));
  if (o.status === OrderStatus.Cancelled) {
    return [{ kind: 'p', text: 'This order has since been cancelled; nothing is due.' }];
  }
  const confirmCod: Block[] = data.codConfirmUrl
    ? [
        {
          kind: 'p',
          text: 'Please confirm that you will pay in cash when the order arrives; we pack it once you do.',
        },
        {
          kind: 'button',
          label: 'Confirm your cash-on-delivery order',
          url: data.codConfirmUrl,
        },
      ]
    : [];
  if (isCod(o)) {
    return [
      { kind: 'h2', text: 'Payment' },
      {
        kind: 'p',
        text: `You chose cash on delivery: please keep ${total} ready for the courier.`,
      },
      ...confirmCod,
    ];
  }
  if (o.status !== OrderStatus.Pending) {
    return [
      { kind: 'h2', text: 'Payment' },
      { kind: 'p', text: `We have received your payment of ${total}. Thank you.` },
    ];
  }
  // No amount here: the order's total changes with the method (the COD fee), and the shopper
  // may not have chosen one when this mail goes out (issue 31 item 2).
  return [
    { kind: 'h2', text: 'How to pay' },
    {
      kind: 'p',
      text:
        'This order awaits payment. Choose how to pay: UPI, card or net banking, or cash on ' +
        'delivery where it is offered.',
    },
    { kind: 'button', label: 'Choose how to pay', url: l.pay },
    { kind: 'link', label: 'You can also pay from your orders', url: l.orders },
    {
      kind: 'p',
      text:
        `We hold your items for ${ctx.holdMinutes} minutes. An order with no payment chosen ` +
        'by then is cancelled, and nothing is charged.',
    },
    ...confirmCod,
  ];
}

/** Cash on delivery accepted (at once, or through the mailed link): what to pay, and when. */
function codConfirmed(o: MailOrder, ctx: MailContext): RenderedMail {
  const l = links(ctx, o);
  const total = formatPaise(dueOf(o));
  return renderMail(
    ctx.store,
    `Order ${o.id} confirmed: pay ${total} on delivery`,
    'Order confirmed',
    [
      {
        kind: 'p',
        text:
          `Hello ${firstName(o)}, your cash-on-delivery order ${o.id} is confirmed. ` +
          `Please pay ${total} in cash to the courier when it arrives.`,
      },
      ...summary(o),
      { kind: 'h2', text: 'Delivering to' },
      { kind: 'address', order: o },
      { kind: 'link', label: 'Follow your order', url: l.track },
    ],
  );
}

function orderPlaced(o: MailOrder, data: MailEventData, ctx: MailContext): RenderedMail {
  const l = links(ctx, o);
  // The mail that carries a cash-on-delivery confirmation link says so in its subject, so it
  // stands apart from the order's first mail.
  const confirming = Boolean(data.codConfirmUrl) && o.status !== OrderStatus.Cancelled;
  const subject = confirming
    ? `Confirm your cash-on-delivery order ${o.id}`
    : `Your order ${o.id} is placed`;
  const heading = confirming ? 'Confirm your cash-on-delivery order' : 'Thank you for your order';
  return renderMail(ctx.store, subject, heading, [
    {
      kind: 'p',
      text: `Hello ${firstName(o)}, we have your order ${o.id}, placed on ${formatDate(o.createdAt)}.`,
    },
    ...paymentBlocks(o, data, ctx),
    ...summary(o),
    { kind: 'h2', text: 'Delivering to' },
    { kind: 'address', order: o },
    { kind: 'link', label: 'Follow your order', url: l.track },
  ]);
}

function paymentReceived(o: MailOrder, ctx: MailContext): RenderedMail {
  const l = links(ctx, o);
  return renderMail(ctx.store, `Payment received for order ${o.id}`, 'Payment received', [
    {
      kind: 'p',
      text:
        `Hello ${firstName(o)}, we have received ${formatPaise(dueOf(o))} by ` +
        `${methodName(o.paymentMethod)} for order ${o.id}. We are packing it now and will ` +
        'write again when it ships.',
    },
    ...summary(o),
    { kind: 'link', label: 'Follow your order', url: l.track },
  ]);
}

function orderShipped(o: MailOrder, ctx: MailContext): RenderedMail {
  const l = links(ctx, o);
  const facts: [string, string][] = [];
  if (o.courier) facts.push(['Courier', o.courier]);
  facts.push(['Tracking number', o.trackingNumber ?? 'Not available']);
  if (o.shippedAt) facts.push(['Shipped on', formatDate(o.shippedAt)]);
  const cod = isCod(o) && o.paidAt === null;
  return renderMail(ctx.store, `Your order ${o.id} has shipped`, 'Your order is on its way', [
    { kind: 'p', text: `Hello ${firstName(o)}, order ${o.id} has left our store.` },
    { kind: 'facts', rows: facts },
    { kind: 'button', label: 'Track your order', url: l.track },
    ...(cod
      ? [
          {
            kind: 'p',
            text: `Please keep ${formatPaise(dueOf(o))} ready: you pay the courier in cash on delivery.`,
          } satisfies Block,
        ]
      : []),
    ...(ctx.attached?.includes('invoice')
      ? [{ kind: 'p', text: 'Your invoice for this order is attached.' } satisfies Block]
      : []),
    ...summary(o),
    { kind: 'h2', text: 'Delivering to' },
    { kind: 'address', order: o },
  ]);
}

/** From the courier's out-for-delivery event (docs/shipping.md, "Tracking"). */
function orderOutForDelivery(o: MailOrder, ctx: MailContext): RenderedMail {
  const l = links(ctx, o);
  const cod = isCod(o) && o.paidAt === null;
  return renderMail(ctx.store, `Your order ${o.id} is out for delivery`, 'Arriving today', [
    { kind: 'p', text: `Hello ${firstName(o)}, order ${o.id} is out for delivery today.` },
    {
      kind: 'facts',
      rows: [
        ...(o.courier ? [['Courier', o.courier] as [string, string]] : []),
        ['Tracking number', o.trackingNumber ?? 'Not available'],
      ],
    },
    ...(cod
      ? [
          {
            kind: 'p',
            text: `Please keep ${formatPaise(dueOf(o))} ready: you pay the courier in cash on delivery.`,
          } satisfies Block,
        ]
      : []),
    { kind: 'button', label: 'Track your order', url: l.track },
  ]);
}

function orderDelivered(o: MailOrder, ctx: MailContext): RenderedMail {
  const l = links(ctx, o);
  const when = o.deliveredAt ? ` on ${formatDate(o.deliveredAt)}` : '';
  return renderMail(ctx.store, `Your order ${o.id} was delivered`, 'Delivered', [
    {
      kind: 'p',
      text: `Hello ${firstName(o)}, order ${o.id} was delivered${when}. We hope you love it.`,
    },
    ...(isCod(o)
      ? [
          {
            kind: 'p',
            text: `Paid in cash on delivery: ${formatPaise(dueOf(o))}.`,
          } satisfies Block,
        ]
      : []),
    ...summary(o),
    { kind: 'link', label: 'Your order', url: l.track },
    {
      kind: 'p',
      text: `If something is not right, reply to this mail or write to ${ctx.store.email || 'us'}.`,
    },
  ]);
}

function orderCancelled(o: MailOrder, data: MailEventData, ctx: MailContext): RenderedMail {
  const l = links(ctx, o);
  const total = formatPaise(dueOf(o));
  const expired = data.reason === 'expired';
  const money: Block[] = moneyTaken(o)
    ? [
        {
          kind: 'p',
          strong: true,
          text:
            `We are refunding ${total} to the way you paid (${methodName(o.paymentMethod)}). ` +
            `It reaches you within ${REFUND_WORKING_DAYS} working days.`,
        },
        { kind: 'link', label: 'Our refund and cancellation policy', url: l.refund },
      ]
    : [{ kind: 'p', strong: true, text: 'Nothing has been charged, and nothing is due.' }];
  const why = expired
    ? `Order ${o.id} was not paid within ${ctx.holdMinutes} minutes, so we have cancelled it and put its items back on sale.`
    : data.reason === 'shopper'
      ? `you have cancelled order ${o.id}, as you asked.`
      : `Order ${o.id} has been cancelled.`;
  return renderMail(
    ctx.store,
    expired ? `Order ${o.id} cancelled: it was not paid` : `Order ${o.id} is cancelled`,
    'Your order is cancelled',
    [
      { kind: 'p', text: `Hello ${firstName(o)}, ${why}` },
      ...money,
      ...(ctx.attached?.includes('credit-note')
        ? [{ kind: 'p', text: 'The credit note for this order is attached.' } satisfies Block]
        : []),
      ...summary(o),
      ...(expired
        ? [{ kind: 'link', label: 'You are welcome to order again', url: l.home } satisfies Block]
        : [
            {
              kind: 'p',
              text: `Questions? Reply to this mail or write to ${ctx.store.email || 'us'}.`,
            } satisfies Block,
          ]),
    ],
  );
}

/** The mail for one event of an order, in its state now. */
export function renderOrderMail(
  event: MailEvent,
  order: MailOrder,
  data: MailEventData,
  ctx: MailContext,
): RenderedMail {
  // The language the shopper ordered in (docs/mail.md, "Languages").
  if (order.language === 'hi') return HINDI_MAILS[event](order, data, ctx);
  switch (event) {
    case 'order-placed':
      return orderPlaced(order, data, ctx);
    case 'payment-received':
      return paymentReceived(order, ctx);
    case 'order-shipped':
      return orderShipped(order, ctx);
    case 'order-out-for-delivery':
      return orderOutForDelivery(order, ctx);
    case 'order-delivered':
      return orderDelivered(order, ctx);
    case 'order-cancelled':
      return orderCancelled(order, data, ctx);
    case 'cod-confirmed':
      return codConfirmed(order, ctx);
  }
}
