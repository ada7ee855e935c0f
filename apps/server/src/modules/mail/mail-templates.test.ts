// The order mails' words and markup, without a database or a mail server.
import { OrderStatus } from '@store/contract';
import { describe, expect, it } from 'vitest';
import { html } from './mail-html.ts';
import type { MailOrder } from './mail-layout.ts';
import { renderOrderMail, type MailContext } from './mail-templates.ts';

const ctx: MailContext = {
  publicUrl: 'https://shop.example.in',
  holdMinutes: 30,
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
    paymentMethod: null,
    trackingNumber: null,
    paidAt: null,
    createdAt: new Date('2026-11-24T06:00:00Z'),
    shippedAt: null,
    deliveredAt: null,
    cancelledAt: null,
    items: [
      {
        title: 'Banarasi Saree',
        quantity: 2,
        unitPricePaise: 6_172_800,
        size: 'One Size',
        color: 'Red',
      },
    ],
    ...over,
  };
}

describe('the html tag', () => {
  it('escapes every value and keeps its own markup', () => {
    const evil = '<img src=x onerror=alert(1)> & "quotes"';
    expect(html`<p title="${evil}">${evil}</p>`.value).toBe(
      '<p title="&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot;">&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot;</p>',
    );
    expect(html`<div>${html`<b>${'a<b'}</b>`}</div>`.value).toBe('<div><b>a&lt;b</b></div>');
  });
});

describe('the order-placed mail', () => {
  it('shows rupees the Indian way, the lines, and how to pay an unpaid order', () => {
    const mail = renderOrderMail('order-placed', order(), {}, ctx);
    expect(mail.subject).toBe('Your order EE-7K2M9Q is placed');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('₹1,23,456.00');
      expect(part).toContain('₹61,728.00');
      expect(part).toContain('Banarasi Saree');
      expect(part).toContain('We hold your items for 30 minutes');
    }
    // Links stand on a line of their own in the text part, so mail apps make them clickable.
    expect(mail.text).toContain('\nhttps://shop.example.in/payment?orderId=EE-7K2M9Q\n');
    expect(mail.text).toContain('\nhttps://shop.example.in/orders\n');
    expect(mail.text).toContain('\nhttps://shop.example.in/track-order?id=EE-7K2M9Q\n');
    expect(mail.html).toContain('href="https://shop.example.in/payment?orderId=EE-7K2M9Q"');
    // "One Size" is no choice worth naming.
    expect(mail.text).toContain('- Banarasi Saree (Colour Red): 2 × ₹61,728.00 = ₹1,23,456.00');
  });

  it('reads on a phone: one column, inline styles, no tables', () => {
    const mail = renderOrderMail('order-placed', order(), {}, ctx);
    expect(mail.html).toContain(
      '<meta name="viewport" content="width=device-width, initial-scale=1" />',
    );
    expect(mail.html).toContain('max-width:560px');
    expect(mail.html).not.toMatch(/<table|<style|<script/i);
  });

  it('escapes everything the shopper typed', () => {
    const mail = renderOrderMail(
      'order-placed',
      order({
        fullName: '<script>alert(1)</script> Verma',
        address: '"><a href="https://evil.example">win</a>',
        city: 'Pune & Co',
        items: [
          { title: '<b>Kurta</b>', quantity: 1, unitPricePaise: 100, size: '<M>', color: '"Red"' },
        ],
      }),
      {},
      ctx,
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<a href="https://evil.example">');
    expect(mail.html).not.toContain('<b>Kurta');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('Pune &amp; Co');
    expect(mail.html).toContain('Size &lt;M&gt;, Colour &quot;Red&quot;');
    // The text part is plain text: the name as typed.
    expect(mail.text).toContain('<script>alert(1)</script> Verma');
  });

  it('shows a cash-on-delivery confirmation button when given a link, and only an http(s) one', () => {
    const url = 'https://shop.example.in/cod/confirm?token=abc123&x=1';
    const cod = order({ status: OrderStatus.Processing, paymentMethod: 'cod' });
    const mail = renderOrderMail('order-placed', cod, { codConfirmUrl: url }, ctx);
    expect(mail.html).toMatch(/>Confirm your cash-on-delivery order<\/a\s*>/);
    expect(mail.html).toContain('href="https://shop.example.in/cod/confirm?token=abc123&amp;x=1"');
    expect(mail.text).toContain(`Confirm your cash-on-delivery order:\n${url}`);
    expect(mail.text).toContain('keep ₹1,23,456.00 ready for the courier');
    expect(mail.subject).toBe('Confirm your cash-on-delivery order EE-7K2M9Q');
    expect(mail.text).not.toContain('How to pay');

    const bad = renderOrderMail('order-placed', cod, { codConfirmUrl: 'javascript:alert(1)' }, ctx);
    expect(bad.html).not.toContain('javascript:');
    expect(bad.text).not.toContain('javascript:');
    expect(renderOrderMail('order-placed', cod, {}, ctx).html).not.toContain('Confirm your');
  });

  it('shows the tax split when the order was charged GST', () => {
    const mail = renderOrderMail(
      'order-placed',
      order({
        tax: {
          taxablePaise: 11_757_714,
          cgstPaise: 293_943,
          sgstPaise: 293_943,
          utgstPaise: 0,
          igstPaise: 0,
        },
      }),
      {},
      ctx,
    );
    expect(mail.text).toContain(
      'Inclusive of all taxes\nTaxable value: ₹1,17,577.14\nCGST: ₹2,939.43\nSGST: ₹2,939.43',
    );
    expect(mail.text).not.toContain('IGST');
    const inter = renderOrderMail(
      'order-placed',
      order({
        tax: {
          taxablePaise: 11_757_714,
          cgstPaise: 0,
          sgstPaise: 0,
          utgstPaise: 0,
          igstPaise: 587_886,
        },
      }),
      {},
      ctx,
    );
    expect(inter.html).toContain('IGST:</span> ₹5,878.86');
    expect(inter.text).not.toContain('CGST');
  });
});

describe('the totals', () => {
  it('show the discount, shipping and cash-on-delivery fee when the order has them', () => {
    const mail = renderOrderMail(
      'order-placed',
      order({
        totalPaise: 12_345_600 - 500_000 + 9_900 + 4_900,
        discountPaise: 500_000,
        couponCode: 'DIWALI5',
        shippingPaise: 9_900,
        codFeePaise: 4_900,
      }),
      {},
      ctx,
    );
    expect(mail.text).toContain(
      'Items: ₹1,23,456.00\nDiscount (DIWALI5): −₹5,000.00\nShipping: ₹99.00\nCash on delivery fee: ₹49.00\nTotal: ₹1,18,604.00',
    );
    expect(renderOrderMail('order-placed', order(), {}, ctx).text).not.toContain('Items:');
  });
});

describe('the other mails', () => {
  it('shipped: courier, tracking number and the tracking link', () => {
    const mail = renderOrderMail(
      'order-shipped',
      order({
        status: OrderStatus.Shipped,
        courier: 'Delhivery',
        trackingNumber: 'AWB123456',
        paidAt: new Date(),
        paymentMethod: 'upi',
        shippedAt: new Date('2026-11-25T06:00:00Z'),
      }),
      {},
      { ...ctx, attached: ['invoice'] },
    );
    expect(mail.subject).toBe('Your order EE-7K2M9Q has shipped');
    expect(mail.text).toContain(
      'Courier: Delhivery\nTracking number: AWB123456\nShipped on: 25 November 2026',
    );
    expect(mail.text).toContain(
      'Track your order:\nhttps://shop.example.in/track-order?id=EE-7K2M9Q',
    );
    expect(mail.text).toContain('Your invoice for this order is attached.');
  });

  it('cancelled: a paid order is refunded, an unpaid or cash-on-delivery one owes nothing', () => {
    const paid = renderOrderMail(
      'order-cancelled',
      order({ status: OrderStatus.Cancelled, paidAt: new Date(), paymentMethod: 'card' }),
      { reason: 'cancelled' },
      ctx,
    );
    expect(paid.subject).toBe('Order EE-7K2M9Q is cancelled');
    expect(paid.text).toContain(
      'We are refunding ₹1,23,456.00 to the way you paid (card or net banking). It reaches you within 7 working days.',
    );
    expect(paid.text).toContain('https://shop.example.in/refund');

    const cod = renderOrderMail(
      'order-cancelled',
      order({ status: OrderStatus.Cancelled, paymentMethod: 'cod' }),
      { reason: 'cancelled' },
      ctx,
    );
    expect(cod.text).toContain('Nothing has been charged, and nothing is due.');
    expect(cod.text).not.toContain('refund');

    const expired = renderOrderMail(
      'order-cancelled',
      order({ status: OrderStatus.Cancelled }),
      { reason: 'expired' },
      ctx,
    );
    expect(expired.subject).toBe('Order EE-7K2M9Q cancelled: it was not paid');
    expect(expired.text).toContain('was not paid within 30 minutes');
    expect(expired.text).toContain('Nothing has been charged');
  });

  it('delivered: cash on delivery says what was paid', () => {
    const mail = renderOrderMail(
      'order-delivered',
      order({
        status: OrderStatus.Delivered,
        paymentMethod: 'cod',
        paidAt: new Date(),
        deliveredAt: new Date('2026-11-27T10:00:00Z'),
      }),
      {},
      ctx,
    );
    expect(mail.subject).toBe('Your order EE-7K2M9Q was delivered');
    expect(mail.text).toContain('was delivered on 27 November 2026');
    expect(mail.text).toContain('Paid in cash on delivery: ₹1,23,456.00.');
  });
});

describe('the mails tell the truth about money and greet their reader (issue 31 item 2)', () => {
  it('an unpaid order-placed mail names no amount to pay: the method may change it', () => {
    const mail = renderOrderMail('order-placed', order(), {}, ctx);
    const paying = mail.text.slice(
      mail.text.indexOf('How to pay'),
      mail.text.indexOf('Your items'),
    );
    expect(paying).toContain('This order awaits payment.');
    expect(paying).not.toContain('₹');
    expect(mail.text).not.toMatch(/Pay ₹[\d,.]+ now/);
  });

  it('cash on delivery accepted: "order confirmed, pay ₹X on delivery", the fee in the total', () => {
    const cod = order({
      status: OrderStatus.Processing,
      paymentMethod: 'cod',
      totalPaise: 69_700,
      shippingPaise: 7_900,
      codFeePaise: 4_900,
      items: [
        { title: 'Cotton Kurta', quantity: 1, unitPricePaise: 56_900, size: 'M', color: 'Blue' },
      ],
    });
    const mail = renderOrderMail('cod-confirmed', cod, {}, ctx);
    expect(mail.subject).toBe('Order EE-7K2M9Q confirmed: pay ₹697.00 on delivery');
    expect(mail.text).toContain('Please pay ₹697.00 in cash to the courier when it arrives.');
    expect(mail.text).toContain('₹49.00');
    expect(mail.text).toContain('₹79.00');
  });

  it("greets the account holder the mail goes to, not the parcel's recipient", () => {
    const gift = order({ fullName: 'Meera Iyer', accountName: 'Asha Verma' });
    for (const event of ['order-placed', 'order-shipped', 'order-cancelled'] as const) {
      const mail = renderOrderMail(event, gift, { reason: 'cancelled' }, ctx);
      expect(mail.text).toContain('Hello Asha,');
      expect(mail.text).not.toContain('Hello Meera');
    }
    expect(renderOrderMail('order-placed', order(), {}, ctx).text).toContain('Hello Asha,');
  });

  it('a cancellation the shopper asked for says so', () => {
    const mail = renderOrderMail('order-cancelled', order(), { reason: 'shopper' }, ctx);
    expect(mail.text).toContain('Hello Asha, you have cancelled order EE-7K2M9Q, as you asked.');
  });
});

describe('an order part paid with store credit', () => {
  it('asks for what is left to pay once store credit paid part, and shows the credit under the total', () => {
    const cod = order({
      status: OrderStatus.Processing,
      paymentMethod: 'cod',
      storeCreditPaise: 2_345_600,
    });
    const placed = renderOrderMail('order-placed', cod, {}, ctx);
    expect(placed.text).toContain('keep ₹1,00,000.00 ready for the courier');
    expect(placed.text).toContain('Total: ₹1,23,456.00');
    expect(placed.text).toContain('Paid with store credit: −₹23,456.00\nTo pay: ₹1,00,000.00');
    expect(placed.html).toContain('Paid with store credit');
    const confirmed = renderOrderMail('cod-confirmed', cod, {}, ctx);
    expect(confirmed.subject).toContain('pay ₹1,00,000.00 on delivery');
  });
});
