// The order events that send a WhatsApp message, the template each uses, and the template
// message exactly as the Cloud API takes it (POST /{phone-number-id}/messages with
// type "template"). The templates' own text is in docs/whatsapp.md, to be submitted to Meta as
// written; only their names, languages and parameters live here.

export const WHATSAPP_EVENTS = [
  'order-confirmed',
  'cod-order-placed',
  'order-shipped',
  /** Sent from the courier's tracking event (flows/shipping), once per delivery attempt. */
  'order-out-for-delivery',
  'order-delivered',
  /** The one marketing message: a signed-in shopper's abandoned cart (docs/whatsapp.md). */
  'cart-reminder',
] as const;
export type WhatsAppEvent = (typeof WHATSAPP_EVENTS)[number];

export const WHATSAPP_LANGUAGES = ['en', 'hi'] as const;
export type WhatsAppLanguage = (typeof WHATSAPP_LANGUAGES)[number];

/** Template names as submitted in WhatsApp Manager; one name, two languages each. */
export const TEMPLATE_NAMES: Record<WhatsAppEvent, string> = {
  'order-confirmed': 'order_confirmed',
  'cod-order-placed': 'cod_order_placed',
  'order-shipped': 'order_shipped',
  'order-out-for-delivery': 'order_out_for_delivery',
  'order-delivered': 'order_delivered',
  'cart-reminder': 'cart_reminder',
};

/** Where the cart reminder's button leads; its URL in WhatsApp Manager ends with {{1}}. */
export const CART_RESTORE_PATH = '/cart/restore?token=';

/** Quick-reply payloads of the COD template: `cod:<confirm|cancel>:<order>:<link token>`. */
export type CodReply = { action: 'confirm' | 'cancel'; orderId: string; token: string };

export function codPayload(reply: CodReply): string {
  return `cod:${reply.action}:${reply.orderId}:${reply.token}`;
}

export function parseCodPayload(payload: string): CodReply | null {
  const match = /^cod:(confirm|cancel):([A-Z0-9-]{1,20}):([A-Za-z0-9_-]{16,64})$/.exec(payload);
  if (!match) return null;
  return { action: match[1] as CodReply['action'], orderId: match[2]!, token: match[3]! };
}

export interface TemplateContext {
  storeName: string;
  publicUrl: string;
}

type Parameter = { type: 'text'; text: string };
type Component =
  | { type: 'body'; parameters: Parameter[] }
  /** A URL button whose address ends with the parameter (the template's {{1}}). */
  | { type: 'button'; sub_type: 'url'; index: string; parameters: [Parameter] }
  | {
      type: 'button';
      sub_type: 'quick_reply';
      index: string;
      parameters: [{ type: 'payload'; payload: string }];
    };

/** The request body of one template message, in the Cloud API's documented shape. */
export interface TemplateMessageBody {
  messaging_product: 'whatsapp';
  recipient_type: 'individual';
  to: string;
  type: 'template';
  template: { name: string; language: { code: WhatsAppLanguage }; components: Component[] };
}

const text = (value: string): Parameter => ({
  type: 'text',
  // Meta refuses a parameter with new lines, tabs or more than four spaces in a row.
  text:
    value
      .replace(/[\n\r\t]+/g, ' ')
      .replace(/ {4,}/g, '   ')
      .trim() || '-',
});

/** The body parameters, in the order of the placeholders {{1}}, {{2}}... of docs/whatsapp.md. */
/** The out-for-delivery template's {{3}} when nothing is to be paid at the door. */
const NOTHING_TO_PAY: Record<WhatsAppLanguage, string> = { en: 'nothing', hi: 'कुछ नहीं' };

function bodyOf(
  event: WhatsAppEvent,
  d: Record<string, string>,
  ctx: TemplateContext,
  language: WhatsAppLanguage,
): string[] {
  const trackUrl = `${ctx.publicUrl}/track-order?order=${encodeURIComponent(d.orderId ?? '')}`;
  switch (event) {
    case 'order-confirmed':
      return [d.name ?? '', d.orderId ?? '', d.amount ?? '', ctx.storeName];
    case 'cod-order-placed':
      return [d.name ?? '', d.orderId ?? '', d.amount ?? '', ctx.storeName];
    case 'order-shipped':
      return [d.name ?? '', d.orderId ?? '', d.courier ?? '', d.awb ?? '', trackUrl];
    case 'order-out-for-delivery':
      return [d.name ?? '', d.orderId ?? '', d.toCollect ?? NOTHING_TO_PAY[language]];
    case 'order-delivered':
      return [d.name ?? '', d.orderId ?? '', ctx.storeName];
    case 'cart-reminder':
      return [d.name ?? '', ctx.storeName];
  }
}

export function templateMessage(
  message: { event: WhatsAppEvent; language: WhatsAppLanguage; to: string },
  data: Record<string, string>,
  ctx: TemplateContext,
): TemplateMessageBody {
  const components: Component[] = [
    { type: 'body', parameters: bodyOf(message.event, data, ctx, message.language).map(text) },
  ];
  if (message.event === 'cod-order-placed' && data.orderId && data.token) {
    (['confirm', 'cancel'] as const).forEach((action, i) =>
      components.push({
        type: 'button',
        sub_type: 'quick_reply',
        index: String(i),
        parameters: [
          {
            type: 'payload',
            payload: codPayload({ action, orderId: data.orderId!, token: data.token! }),
          },
        ],
      }),
    );
  }
  if (message.event === 'cart-reminder' && data.token) {
    components.push({
      type: 'button',
      sub_type: 'url',
      index: '0',
      parameters: [{ type: 'text', text: data.token }],
    });
  }
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: message.to,
    type: 'template',
    template: {
      name: TEMPLATE_NAMES[message.event],
      language: { code: message.language },
      components,
    },
  };
}

/** 10-digit Indian mobile (with or without +91 / 0) to the API's 91XXXXXXXXXX, else null. */
export function internationalPhone(phone: string): string | null {
  const digits = phone.replace(/[\s()-]/g, '').replace(/^\+/, '');
  const match = /^(?:91|0)?([6-9]\d{9})$/.exec(digits);
  return match ? `91${match[1]}` : null;
}
