// Every order mail has its Hindi version (docs/mail.md, "Languages"): an order placed in Hindi
// gets Hindi subjects and bodies, amounts in Indian grouping, dates in Hindi and links to the
// Hindi pages; an English order is untouched.
import { OrderStatus } from '@store/contract';
import { describe, expect, it } from 'vitest';
import type { MailOrder } from './mail-layout.ts';
import {
  MAIL_EVENTS,
  renderOrderMail,
  type MailContext,
  type MailEvent,
} from './mail-templates.ts';
import { HINDI_MAILS } from './mail-templates-hi.ts';

const ctx: MailContext = {
  publicUrl: 'https://shop.example.in',
  holdMinutes: 30,
  attached: ['invoice', 'credit-note'],
  store: {
    name: 'Ethnic Elegance',
    companyName: 'Ethnic Elegance Retail Pvt. Ltd.',
    address: '12 Chandni Chowk Lane, Jaipur, Rajasthan 302002',
    email: 'care@ethnicelegance.example',
    phone: '+91 98290 12345',
  },
};

function order(over: Partial<MailOrder> = {}): MailOrder {
  return {
    id: 'EE-7K2M9Q',
    status: OrderStatus.Pending,
    email: 'asha@example.in',
    fullName: 'Asha Verma',
    address: '12, Linking Road, Bandra West',
    city: 'Mumbai',
    state: 'Maharashtra',
    postalCode: '400050',
    phone: '+919876543210',
    totalPaise: 12_345_600,
    paymentMethod: 'upi',
    trackingNumber: 'AWB123456',
    courier: 'Delhivery',
    paidAt: new Date('2026-11-24T06:05:00Z'),
    createdAt: new Date('2026-11-24T06:00:00Z'),
    shippedAt: new Date('2026-11-25T06:00:00Z'),
    deliveredAt: new Date('2026-11-27T06:00:00Z'),
    cancelledAt: null,
    shippingPaise: 9_900,
    discountPaise: 10_000,
    couponCode: 'DIWALI10',
    items: [
      { title: 'Banarasi Saree', quantity: 2, unitPricePaise: 6_172_800, size: 'M', color: 'Red' },
    ],
    language: 'hi',
    ...over,
  };
}

/** What may stay in Latin letters in a Hindi mail: the order's and store's own facts. */
const FACTS = [
  ...Object.values(ctx.store),
  'EE-7K2M9Q',
  'Asha',
  'Verma',
  '12, Linking Road, Bandra West',
  'Mumbai',
  'Maharashtra',
  'asha@example.in',
  'Banarasi Saree',
  'Red',
  'AWB123456',
  'Delhivery',
  'DIWALI10',
  'UPI',
  'CGST',
  'SGST',
  'IGST',
  'UTGST',
];

function englishLeft(text: string): string[] {
  let rest = text.replace(/https:\/\/\S+/g, '');
  for (const fact of [...FACTS].sort((a, b) => b.length - a.length))
    rest = rest.split(fact).join('');
  return rest.match(/[A-Za-z]{3,}/g) ?? [];
}

const cases: [MailEvent, Partial<MailOrder>, Record<string, string>][] = [
  ['order-placed', { paidAt: null, paymentMethod: null }, {}],
  [
    'order-placed',
    { paymentMethod: 'cod', paidAt: null },
    { codConfirmUrl: 'https://shop.example.in/c/x' },
  ],
  ['order-placed', { status: OrderStatus.Processing }, {}],
  ['payment-received', { status: OrderStatus.Processing }, {}],
  ['order-shipped', { status: OrderStatus.Shipped, paymentMethod: 'cod', paidAt: null }, {}],
  ['order-out-for-delivery', { status: OrderStatus.Shipped }, {}],
  ['order-delivered', { status: OrderStatus.Delivered, paymentMethod: 'cod' }, {}],
  ['order-cancelled', { status: OrderStatus.Cancelled }, { reason: 'shopper' }],
  ['order-cancelled', { status: OrderStatus.Cancelled, paidAt: null }, { reason: 'expired' }],
  ['cod-confirmed', { paymentMethod: 'cod', paidAt: null }, {}],
];

describe('order mails in Hindi', () => {
  it('has a Hindi template for every order mail event', () => {
    for (const event of MAIL_EVENTS) {
      expect(HINDI_MAILS[event], event).toBeTypeOf('function');
      const hi = renderOrderMail(event, order(), {}, ctx);
      const en = renderOrderMail(event, order({ language: 'en' }), {}, ctx);
      expect(hi.subject, event).not.toBe(en.subject);
      expect(hi.subject, event).toMatch(/[\u0900-\u097F]/);
    }
    // Every event is among the cases below.
    expect(new Set(cases.map(([e]) => e))).toEqual(new Set(MAIL_EVENTS));
  });

  it.each(cases)('%s says everything in Hindi (%o)', (event, over, data) => {
    const mail = renderOrderMail(event, order(over), data, ctx);
    expect(mail.html).toContain('<html lang="hi-IN">');
    expect(englishLeft(mail.subject)).toEqual([]);
    expect(englishLeft(mail.text)).toEqual([]);
    for (const url of mail.text.match(/https:\/\/shop\.example\.in\/\S*/g) ?? []) {
      if (!url.includes('/c/')) expect(url).toMatch(/^https:\/\/shop\.example\.in\/hi\//);
    }
  });

  it('writes amounts the Indian way and dates in Hindi', () => {
    const placed = renderOrderMail(
      'order-placed',
      order({ paidAt: null, paymentMethod: null }),
      {},
      ctx,
    );
    expect(placed.text).toContain('24 नवंबर 2026 को किया गया आपका ऑर्डर EE-7K2M9Q');
    expect(placed.text).toContain('कुल: ₹1,23,456.00');
    expect(placed.text).toContain(
      '- Banarasi Saree (साइज़ M, रंग Red): 2 × ₹61,728.00 = ₹1,23,456.00',
    );
    expect(placed.text).toContain('छूट (DIWALI10): −₹100.00');
    const shipped = renderOrderMail(
      'order-shipped',
      order({ status: OrderStatus.Shipped }),
      {},
      ctx,
    );
    expect(shipped.text).toContain('भेजने की तारीख़: 25 नवंबर 2026');
  });

  it('leaves an English order in English', () => {
    const mail = renderOrderMail('order-placed', order({ language: 'en', paidAt: null }), {}, ctx);
    expect(mail.subject).toBe('Your order EE-7K2M9Q is placed');
    expect(mail.html).toContain('<html lang="en-IN">');
    expect(mail.text).not.toMatch(/[\u0900-\u097F]/);
  });
});
