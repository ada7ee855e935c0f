// Every order mail in Hindi (docs/mail.md, "Languages"), for an order placed from the Hindi
// storefront. The same facts, blocks and links as the English ones in mail-templates.ts, written
// as a shop writes to its customers in Hindi rather than word for word. Amounts keep Indian
// grouping (₹1,23,456, formatPaise); dates are written in Hindi (formatDateHi). A template
// missing here is a type error, and mail-templates.test.ts renders each one.
import { formatPaise, moneyTaken, OrderStatus, REFUND_WORKING_DAYS } from '@store/contract';
import { dueOf, renderMail, type Block, type MailOrder, type RenderedMail } from './mail-layout.ts';
import {
  firstName,
  formatDateHi,
  isCod,
  links,
  type MailContext,
  type MailEvent,
  type MailEventData,
} from './mail-order-parts.ts';

type Template = (o: MailOrder, data: MailEventData, ctx: MailContext) => RenderedMail;

function methodName(method: string | null): string {
  switch (method) {
    case 'upi':
      return 'UPI';
    case 'card':
      return 'कार्ड या नेट बैंकिंग';
    case 'cod':
      return 'कैश ऑन डिलीवरी';
    case null:
      return 'आपके चुने हुए तरीक़े';
    default:
      return method;
  }
}

/** "नमस्ते आशा," or, without a name, "नमस्ते,". */
function hello(o: MailOrder): string {
  const name = firstName(o);
  return name === 'there' ? 'नमस्ते,' : `नमस्ते ${name},`;
}

/** Where to write: the store's address, or "हमें" when it has none. */
const writeTo = (ctx: MailContext) => (ctx.store.email ? `${ctx.store.email} पर` : 'हमें');

const mail = (ctx: MailContext, subject: string, heading: string, blocks: Block[]) =>
  renderMail(ctx.store, subject, heading, blocks, 'hi');

function summary(o: MailOrder): Block[] {
  return [
    { kind: 'h2', text: 'आपका सामान' },
    { kind: 'lines', order: o },
    { kind: 'totals', order: o },
  ];
}

const deliveringTo = (o: MailOrder): Block[] => [
  { kind: 'h2', text: 'डिलीवरी का पता' },
  { kind: 'address', order: o },
];

const keepCashReady = (o: MailOrder): Block[] =>
  isCod(o) && o.paidAt === null
    ? [
        {
          kind: 'p',
          text: `कृपया ${formatPaise(dueOf(o))} तैयार रखें: डिलीवरी पर भुगतान कूरियर को नक़द करना है।`,
        },
      ]
    : [];

function paymentBlocks(o: MailOrder, data: MailEventData, ctx: MailContext): Block[] {
  const l = links(ctx, o);
  const total = formatPaise(dueOf(o));
  if (o.status === OrderStatus.Cancelled) {
    return [{ kind: 'p', text: 'यह ऑर्डर बाद में रद्द हो गया; कुछ भी देना बाक़ी नहीं है।' }];
  }
  const confirmCod: Block[] = data.codConfirmUrl
    ? [
        {
          kind: 'p',
          text: 'कृपया पुष्टि करें कि सामान पहुँचने पर आप नक़द भुगतान करेंगे; पुष्टि मिलते ही हम इसे पैक करेंगे।',
        },
        { kind: 'button', label: 'कैश ऑन डिलीवरी ऑर्डर की पुष्टि करें', url: data.codConfirmUrl },
      ]
    : [];
  if (isCod(o)) {
    return [
      { kind: 'h2', text: 'भुगतान' },
      { kind: 'p', text: `आपने कैश ऑन डिलीवरी चुना है: कृपया कूरियर के लिए ${total} तैयार रखें।` },
      ...confirmCod,
    ];
  }
  if (o.status !== OrderStatus.Pending) {
    return [
      { kind: 'h2', text: 'भुगतान' },
      { kind: 'p', text: `आपका ${total} का भुगतान हमें मिल गया है। धन्यवाद।` },
    ];
  }
  return [
    { kind: 'h2', text: 'भुगतान कैसे करें' },
    {
      kind: 'p',
      text:
        'यह ऑर्डर भुगतान की राह देख रहा है। भुगतान का तरीक़ा चुनें: UPI, कार्ड या नेट बैंकिंग, ' +
        'या जहाँ उपलब्ध हो वहाँ कैश ऑन डिलीवरी।',
    },
    { kind: 'button', label: 'भुगतान का तरीक़ा चुनें', url: l.pay },
    { kind: 'link', label: 'आप अपने ऑर्डर वाले पेज से भी भुगतान कर सकते हैं', url: l.orders },
    {
      kind: 'p',
      text:
        `हम आपका सामान ${ctx.holdMinutes} मिनट तक रोक कर रखते हैं। तब तक भुगतान का तरीक़ा न ` +
        'चुना जाए तो ऑर्डर रद्द हो जाता है, और कोई पैसा नहीं कटता।',
    },
    ...confirmCod,
  ];
}

const orderPlaced: Template = (o, data, ctx) => {
  const confirming = Boolean(data.codConfirmUrl) && o.status !== OrderStatus.Cancelled;
  return mail(
    ctx,
    confirming ? `अपने कैश ऑन डिलीवरी ऑर्डर ${o.id} की पुष्टि करें` : `आपका ऑर्डर ${o.id} हमें मिल गया है`,
    confirming ? 'अपने कैश ऑन डिलीवरी ऑर्डर की पुष्टि करें' : 'ऑर्डर के लिए धन्यवाद',
    [
      {
        kind: 'p',
        text: `${hello(o)} ${formatDateHi(o.createdAt)} को किया गया आपका ऑर्डर ${o.id} हमें मिल गया है।`,
      },
      ...paymentBlocks(o, data, ctx),
      ...summary(o),
      ...deliveringTo(o),
      { kind: 'link', label: 'अपने ऑर्डर की स्थिति देखें', url: links(ctx, o).track },
    ],
  );
};

const paymentReceived: Template = (o, _data, ctx) =>
  mail(ctx, `ऑर्डर ${o.id} का भुगतान मिल गया`, 'भुगतान मिल गया', [
    {
      kind: 'p',
      text:
        `${hello(o)} ऑर्डर ${o.id} के लिए ${methodName(o.paymentMethod)} से ` +
        `${formatPaise(dueOf(o))} हमें मिल गए हैं। हम इसे अभी पैक कर रहे हैं, और भेजते ही ` +
        'आपको फिर लिखेंगे।',
    },
    ...summary(o),
    { kind: 'link', label: 'अपने ऑर्डर की स्थिति देखें', url: links(ctx, o).track },
  ]);

function trackingFacts(o: MailOrder, shipped: boolean): Block {
  const rows: [string, string][] = [];
  if (o.courier) rows.push(['कूरियर', o.courier]);
  rows.push(['ट्रैकिंग नंबर', o.trackingNumber ?? 'उपलब्ध नहीं']);
  if (shipped && o.shippedAt) rows.push(['भेजने की तारीख़', formatDateHi(o.shippedAt)]);
  return { kind: 'facts', rows };
}

const orderShipped: Template = (o, _data, ctx) =>
  mail(ctx, `आपका ऑर्डर ${o.id} भेज दिया गया है`, 'आपका ऑर्डर रास्ते में है', [
    { kind: 'p', text: `${hello(o)} ऑर्डर ${o.id} हमारे स्टोर से निकल चुका है।` },
    trackingFacts(o, true),
    { kind: 'button', label: 'ऑर्डर ट्रैक करें', url: links(ctx, o).track },
    ...keepCashReady(o),
    ...(ctx.attached?.includes('invoice')
      ? [{ kind: 'p', text: 'इस ऑर्डर का बिल (इनवॉइस) साथ में लगा है।' } satisfies Block]
      : []),
    ...summary(o),
    ...deliveringTo(o),
  ]);

const orderOutForDelivery: Template = (o, _data, ctx) =>
  mail(ctx, `आपका ऑर्डर ${o.id} आज पहुँचेगा`, 'आज पहुँच रहा है', [
    { kind: 'p', text: `${hello(o)} ऑर्डर ${o.id} आज डिलीवरी के लिए निकल चुका है।` },
    trackingFacts(o, false),
    ...keepCashReady(o),
    { kind: 'button', label: 'ऑर्डर ट्रैक करें', url: links(ctx, o).track },
  ]);

const orderDelivered: Template = (o, _data, ctx) => {
  const when = o.deliveredAt ? ` ${formatDateHi(o.deliveredAt)} को` : '';
  return mail(ctx, `आपका ऑर्डर ${o.id} पहुँच गया`, 'पहुँच गया', [
    {
      kind: 'p',
      text: `${hello(o)} ऑर्डर ${o.id}${when} पहुँचा दिया गया। उम्मीद है आपको पसंद आएगा।`,
    },
    ...(isCod(o)
      ? [
          {
            kind: 'p',
            text: `डिलीवरी पर नक़द चुकाए गए: ${formatPaise(dueOf(o))}।`,
          } satisfies Block,
        ]
      : []),
    ...summary(o),
    { kind: 'link', label: 'आपका ऑर्डर', url: links(ctx, o).track },
    {
      kind: 'p',
      text: `कुछ ठीक न लगे तो इस मेल का जवाब दें, या ${writeTo(ctx)} लिखें।`,
    },
  ]);
};

function cancelledWhy(o: MailOrder, data: MailEventData, ctx: MailContext): string {
  if (data.reason === 'expired') {
    return (
      `ऑर्डर ${o.id} का भुगतान ${ctx.holdMinutes} मिनट में नहीं हुआ, इसलिए हमने इसे रद्द कर ` +
      'दिया है और इसका सामान फिर से बिक्री पर रख दिया है।'
    );
  }
  return data.reason === 'shopper'
    ? `आपके कहने पर ऑर्डर ${o.id} रद्द कर दिया गया है।`
    : `ऑर्डर ${o.id} रद्द कर दिया गया है।`;
}

const orderCancelled: Template = (o, data, ctx) => {
  const l = links(ctx, o);
  const expired = data.reason === 'expired';
  const money: Block[] = moneyTaken(o)
    ? [
        {
          kind: 'p',
          strong: true,
          text:
            `हम ${formatPaise(dueOf(o))} उसी तरीक़े (${methodName(o.paymentMethod)}) से लौटा ` +
            `रहे हैं जिससे आपने भुगतान किया था। यह ${REFUND_WORKING_DAYS} कामकाजी दिनों में आप ` +
            'तक पहुँच जाएगा।',
        },
        { kind: 'link', label: 'ऑर्डर रद्द करने और पैसे लौटाने की हमारी नीति', url: l.refund },
      ]
    : [{ kind: 'p', strong: true, text: 'कोई पैसा नहीं कटा है, और कुछ भी देना बाक़ी नहीं है।' }];
  return mail(
    ctx,
    expired ? `ऑर्डर ${o.id} रद्द: भुगतान नहीं हुआ` : `ऑर्डर ${o.id} रद्द हो गया है`,
    'आपका ऑर्डर रद्द हो गया है',
    [
      { kind: 'p', text: `${hello(o)} ${cancelledWhy(o, data, ctx)}` },
      ...money,
      ...(ctx.attached?.includes('credit-note')
        ? [{ kind: 'p', text: 'इस ऑर्डर का क्रेडिट नोट साथ में लगा है।' } satisfies Block]
        : []),
      ...summary(o),
      expired
        ? { kind: 'link', label: 'आप फिर से ऑर्डर कर सकते हैं', url: l.home }
        : { kind: 'p', text: `कोई सवाल? इस मेल का जवाब दें, या ${writeTo(ctx)} लिखें।` },
    ],
  );
};

const codConfirmed: Template = (o, _data, ctx) => {
  const total = formatPaise(dueOf(o));
  return mail(ctx, `ऑर्डर ${o.id} पक्का: डिलीवरी पर ${total} दें`, 'ऑर्डर पक्का हो गया', [
    {
      kind: 'p',
      text:
        `${hello(o)} आपका कैश ऑन डिलीवरी ऑर्डर ${o.id} पक्का हो गया है। सामान पहुँचने पर ` +
        `कृपया कूरियर को ${total} नक़द दें।`,
    },
    ...summary(o),
    ...deliveringTo(o),
    { kind: 'link', label: 'अपने ऑर्डर की स्थिति देखें', url: links(ctx, o).track },
  ]);
};

/** Every order mail in Hindi, by event: a missing one does not compile. */
export const HINDI_MAILS: Record<MailEvent, Template> = {
  'order-placed': orderPlaced,
  'payment-received': paymentReceived,
  'order-shipped': orderShipped,
  'order-out-for-delivery': orderOutForDelivery,
  'order-delivered': orderDelivered,
  'order-cancelled': orderCancelled,
  'cod-confirmed': codConfirmed,
};
