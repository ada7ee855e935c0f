// A mail is a list of blocks (a paragraph, a button, the order's lines, ...), written once and
// rendered twice: as HTML for mail apps and as the plain-text part. So the two parts never say
// different things, and only this file writes markup (through mail-html.ts, which escapes).
// The HTML is one column of plain blocks with inline styles, no tables and no images: mail
// apps drop <style> sheets, and a single column reads on a phone without zooming.
import { formatPaise, restateOrder, type TaxSplitKind } from '@store/contract';
import { html, safeUrl, type SafeHtml } from './mail-html.ts';

export interface MailOrderLine {
  title: string;
  quantity: number;
  unitPricePaise: number;
  size: string;
  color: string;
  /** The line's share of the order's discount. */
  discountPaise?: number | undefined;
  /** GST as charged on the line (modules/tax); taxablePaise null when none was recorded. */
  taxablePaise?: number | null | undefined;
  cgstPaise?: number | undefined;
  sgstPaise?: number | undefined;
  utgstPaise?: number | undefined;
  igstPaise?: number | undefined;
}

/** The order's tax in total, as charged (modules/tax); absent for an order without GST. */
export interface MailTaxSplit {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  utgstPaise: number;
  igstPaise: number;
}

/** What a mail tells of an order, as the orders module keeps it (amounts in paise). */
export interface MailOrder {
  id: string;
  status: number;
  email: string;
  fullName: string;
  address: string;
  city: string;
  state: string;
  postalCode: string;
  phone: string;
  totalPaise: number;
  paymentMethod: string | null;
  trackingNumber: string | null;
  /** The carrier the order went with, when the store recorded one. */
  courier?: string | null | undefined;
  paidAt: Date | null;
  createdAt: Date;
  shippedAt: Date | null;
  deliveredAt: Date | null;
  cancelledAt: Date | null;
  items: MailOrderLine[];
  /** What offers took off and added (modules offers), when the order has them. */
  discountPaise?: number | undefined;
  couponCode?: string | null | undefined;
  shippingPaise?: number | undefined;
  codFeePaise?: number | undefined;
  /** How the order's GST was split when placed (orders.tax_split); absent: read from the lines. */
  taxSplit?: TaxSplitKind | null | undefined;
  /** The account holder's name (the mail goes to the account's email); absent: not known. */
  accountName?: string | undefined;
  /** The tax in total; without it, the sum of the lines' tax. */
  tax?: MailTaxSplit | null | undefined;
  /** The language the shopper ordered in; absent: English (docs/mail.md, "Languages"). */
  language?: 'en' | 'hi' | undefined;
  /** Store credit spent on the order: a means of payment, so the total stays (flows/refunds). */
  storeCreditPaise?: number | undefined;
}

/** What is left to pay once the store credit spent on the order is taken off its total. */
export const dueOf = (o: MailOrder): number => o.totalPaise - (o.storeCreditPaise ?? 0);

/**
 * The order's GST split: given, or the order calculator's from its lines. Null when the order
 * carries no GST (placed before tax was recorded, or by a store not registered for GST: a bill
 * of supply).
 */
export function taxSplitOf(order: MailOrder): MailTaxSplit | null {
  if (order.tax) return order.tax;
  const tax = restateOrder(order).tax;
  return tax && tax.taxPaise > 0 ? tax : null;
}

/** The store as the footer of every mail names it. */
export interface MailStore {
  name: string;
  companyName: string;
  address: string;
  email: string;
  phone: string;
}

export type Block =
  | { kind: 'p'; text: string; strong?: boolean }
  | { kind: 'h2'; text: string }
  | { kind: 'button'; label: string; url: string }
  /** A label and an address on its own line in the text part, so it stays clickable there. */
  | { kind: 'link'; label: string; url: string }
  | { kind: 'facts'; rows: [label: string, value: string][] }
  | { kind: 'lines'; order: MailOrder }
  | { kind: 'totals'; order: MailOrder }
  | { kind: 'address'; order: MailOrder };

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

const C = {
  ink: '#2b2118',
  muted: '#6b5a48',
  line: '#e7dccb',
  brand: '#7f1d1d',
  page: '#fdf8f0',
};

/** The layout's own words, per language; the templates write the rest. */
const WORDS = {
  en: {
    lang: 'en-IN',
    size: 'Size',
    colour: 'Colour',
    items: 'Items',
    discount: 'Discount',
    shipping: 'Shipping',
    codFee: 'Cash on delivery fee',
    taxable: 'Taxable value',
    total: 'Total',
    storeCredit: 'Paid with store credit',
    toPay: 'To pay',
    inclusive: 'Inclusive of all taxes',
    store: 'Our store',
  },
  hi: {
    lang: 'hi-IN',
    size: 'साइज़',
    colour: 'रंग',
    items: 'सामान',
    discount: 'छूट',
    shipping: 'डिलीवरी शुल्क',
    codFee: 'कैश ऑन डिलीवरी शुल्क',
    taxable: 'कर योग्य मूल्य',
    total: 'कुल',
    storeCredit: 'स्टोर क्रेडिट से चुकाया',
    toPay: 'चुकाना बाक़ी',
    inclusive: 'सभी कर शामिल',
    store: 'हमारा स्टोर',
  },
} as const;
type Words = (typeof WORDS)[keyof typeof WORDS];
const wordsOf = (o: MailOrder): Words => WORDS[o.language ?? 'en'];

/** Below the total, when store credit paid part of it: that part and what is left to pay. */
function creditRows(order: MailOrder): [string, string][] {
  const credit = order.storeCreditPaise ?? 0;
  if (credit <= 0) return [];
  const w = wordsOf(order);
  return [
    [w.storeCredit, `−${formatPaise(credit)}`],
    [w.toPay, formatPaise(dueOf(order))],
  ];
}

const lineAmount = (l: MailOrderLine) => formatPaise(l.unitPricePaise * l.quantity);
const lineChoices = (l: MailOrderLine, w: Words) =>
  [
    l.size && l.size !== 'One Size' ? `${w.size} ${l.size}` : '',
    // 'Default' is the colour of a piece without a choice of colour (docs/decisions/033).
    l.color && l.color !== 'Default' ? `${w.colour} ${l.color}` : '',
  ]
    .filter(Boolean)
    .join(', ');

/**
 * The rows between the lines and the total, when the total is more than the lines' sum: the
 * discount, shipping and the cash-on-delivery fee. Empty when the lines add up to the total.
 */
function priceRows(order: MailOrder): [string, string][] {
  const discount = order.discountPaise ?? 0;
  const shipping = order.shippingPaise ?? 0;
  const codFee = order.codFeePaise ?? 0;
  if (discount === 0 && shipping === 0 && codFee === 0) return [];
  const items = restateOrder(order).subtotalPaise;
  const w = wordsOf(order);
  const rows: [string, string][] = [[w.items, formatPaise(items)]];
  if (discount > 0) {
    const label = order.couponCode ? `${w.discount} (${order.couponCode})` : w.discount;
    rows.push([label, `−${formatPaise(discount)}`]);
  }
  if (shipping > 0) rows.push([w.shipping, formatPaise(shipping)]);
  if (codFee > 0) rows.push([w.codFee, formatPaise(codFee)]);
  return rows;
}

/** The tax lines of a split: only the kinds charged, CGST with SGST or UTGST, or IGST. */
function taxRows(tax: MailTaxSplit, w: Words): [string, string][] {
  const rows: [string, string][] = [[w.taxable, formatPaise(tax.taxablePaise)]];
  if (tax.cgstPaise > 0) rows.push(['CGST', formatPaise(tax.cgstPaise)]);
  if (tax.sgstPaise > 0) rows.push(['SGST', formatPaise(tax.sgstPaise)]);
  if (tax.utgstPaise > 0) rows.push(['UTGST', formatPaise(tax.utgstPaise)]);
  if (tax.igstPaise > 0) rows.push(['IGST', formatPaise(tax.igstPaise)]);
  return rows;
}

const factRow = (label: string, value: string, strong = false) =>
  html`<div style="padding:2px 0;">
    <span style="color:${C.muted};">${label}:</span> ${
      strong ? html`<strong>${value}</strong>` : value
    }
  </div>`;

function blockHtml(block: Block): SafeHtml {
  switch (block.kind) {
    case 'p':
      return html`<p style="margin:0 0 14px;">
        ${block.strong ? html`<strong>${block.text}</strong>` : block.text}
      </p>`;
    case 'h2':
      return html`<h2 style="font-size:17px;margin:22px 0 8px;color:${C.ink};">${block.text}</h2>`;
    case 'button': {
      const url = safeUrl(block.url);
      if (!url) return html``;
      return html`<p style="margin:18px 0;">
        <a
          href="${url}"
          style="display:inline-block;background:${C.brand};color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:6px;"
          >${block.label}</a
        >
      </p>`;
    }
    case 'link': {
      const url = safeUrl(block.url);
      if (!url) return html``;
      return html`<p style="margin:0 0 14px;">
        ${block.label}: <a href="${url}" style="color:${C.brand};word-break:break-all;">${url}</a>
      </p>`;
    }
    case 'facts':
      return html`<div style="margin:0 0 14px;">${block.rows.map(([l, v]) => factRow(l, v))}</div>`;
    case 'lines':
      return html`<div style="margin:0 0 8px;">
        ${block.order.items.map(
          (l) =>
            html`<div style="border-top:1px solid ${C.line};padding:10px 0;">
              <div style="font-weight:bold;">${l.title}</div>
              ${
                lineChoices(l, wordsOf(block.order))
                  ? html`<div style="color:${C.muted};font-size:14px;">
                      ${lineChoices(l, wordsOf(block.order))}
                    </div>`
                  : ''
              }
              <div>
                ${l.quantity} × ${formatPaise(l.unitPricePaise)} = <strong>${lineAmount(l)}</strong>
              </div>
            </div>`,
        )}
      </div>`;
    case 'totals': {
      const { order } = block;
      const tax = taxSplitOf(order);
      const w = wordsOf(order);
      return html`<div style="border-top:2px solid ${C.ink};padding:10px 0;margin:0 0 14px;">
        ${priceRows(order).map(([l, v]) => factRow(l, v))}
        ${factRow(w.total, formatPaise(order.totalPaise), true)}
        ${creditRows(order).map(([l, v]) => factRow(l, v, true))}${
          tax
            ? html`<div style="color:${C.muted};font-size:14px;padding-top:4px;">
                  ${w.inclusive}
                </div>
                ${taxRows(tax, w).map(([l, v]) => factRow(l, v))}`
            : ''
        }
      </div>`;
    }
    case 'address': {
      const o = block.order;
      return html`<p style="margin:0 0 14px;">
        ${o.fullName}<br />${o.address}<br />${o.city}, ${o.state} ${o.postalCode}<br />${o.phone}
      </p>`;
    }
  }
}

function blockText(block: Block): string {
  switch (block.kind) {
    case 'p':
      return block.text;
    case 'h2':
      return `${block.text}\n${'-'.repeat(block.text.length)}`;
    case 'button':
    case 'link': {
      const url = safeUrl(block.url);
      return url ? `${block.label}:\n${url}` : '';
    }
    case 'facts':
      return block.rows.map(([l, v]) => `${l}: ${v}`).join('\n');
    case 'lines':
      return block.order.items
        .map((l) => {
          const choices = lineChoices(l, wordsOf(block.order));
          return `- ${l.title}${choices ? ` (${choices})` : ''}: ${l.quantity} × ${formatPaise(l.unitPricePaise)} = ${lineAmount(l)}`;
        })
        .join('\n');
    case 'totals': {
      const { order } = block;
      const w = wordsOf(order);
      const rows = [
        ...priceRows(order).map(([l, v]) => `${l}: ${v}`),
        `${w.total}: ${formatPaise(order.totalPaise)}`,
        ...creditRows(order).map(([l, v]) => `${l}: ${v}`),
      ];
      const tax = taxSplitOf(order);
      if (tax) {
        rows.push(w.inclusive);
        rows.push(...taxRows(tax, w).map(([l, v]) => `${l}: ${v}`));
      }
      return rows.join('\n');
    }
    case 'address': {
      const o = block.order;
      return [o.fullName, o.address, `${o.city}, ${o.state} ${o.postalCode}`, o.phone].join('\n');
    }
  }
}

function footerLines(store: MailStore): string[] {
  return [
    store.companyName || store.name,
    store.address,
    [store.email, store.phone].filter(Boolean).join(' · '),
  ].filter(Boolean);
}

/** The whole mail: the store's name on top, a heading, the blocks, the store's details below. */
export function renderMail(
  store: MailStore,
  subject: string,
  heading: string,
  blocks: Block[],
  language: 'en' | 'hi' = 'en',
): RenderedMail {
  const w = WORDS[language];
  const name = store.name || w.store;
  const body = html`<!doctype html>
    <html lang="${w.lang}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${subject}</title>
      </head>
      <body style="margin:0;padding:0;background:${C.page};">
        <div
          style="max-width:560px;margin:0 auto;padding:16px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:${C.ink};"
        >
          <div style="font-size:20px;font-weight:bold;color:${C.brand};padding:4px 0 14px;">
            ${name}
          </div>
          <div
            style="background:#ffffff;border:1px solid ${C.line};border-radius:8px;padding:20px;"
          >
            <h1 style="font-size:21px;line-height:1.3;margin:0 0 14px;">${heading}</h1>
            ${blocks.map((b) => html`${blockHtml(b)} `)}
          </div>
          <div style="font-size:13px;color:${C.muted};padding:14px 4px;">
            ${footerLines(store).map((l, i) => html`${i ? html`<br />` : ''}${l}`)}
          </div>
        </div>
      </body>
    </html> `;
  const text = [
    heading,
    '='.repeat(Math.min(heading.length, 60)),
    '',
    ...blocks
      .map(blockText)
      .filter(Boolean)
      .flatMap((t) => [t, '']),
    '--',
    ...footerLines(store),
    '',
  ].join('\n');
  return { subject, html: body.value, text };
}
