/**
 * The six policy pages (docs/product/storefront.md sections 2 and 9). Texts use {{placeholders}} for the company's
 * details, filled from store information by replacePolicyPlaceholders.
 */

import { msgid } from '../../lib/i18n';

export const POLICY_TYPES = ['terms', 'privacy', 'refund', 'return', 'shipping', 'about'] as const;
export type PolicyType = (typeof POLICY_TYPES)[number];

/** Paths a policy slug may never take (docs/product/storefront.md section 2): they redirect to /404. */
export const RESERVED_POLICY_WORDS = [
  'login',
  'register',
  'forgot-password',
  'reset-password',
  'account',
  'cart',
  'products',
  'product',
  'contact',
  'track-order',
  'orders',
  '404',
] as const;

export function isPolicyType(value: string | undefined): value is PolicyType {
  return (POLICY_TYPES as readonly string[]).includes(value ?? '');
}

export function isReservedWord(value: string | undefined): boolean {
  return (RESERVED_POLICY_WORDS as readonly string[]).includes((value ?? '').toLowerCase());
}

/** In English (the admin shows them so); a storefront page puts them through `t()`. */
export const POLICY_TITLES: Record<PolicyType, string> = {
  terms: msgid('Terms and Conditions'),
  privacy: msgid('Privacy Policy'),
  refund: msgid('Refund and Cancellation Policy'),
  return: msgid('Return Policy'),
  shipping: msgid('Shipping Policy'),
  about: msgid('About Us'),
};

/** docs/product/storefront.md section 9's business constants, in the words the policies use. */
export const POLICY_CONSTANTS = {
  refundDays: '0-7 working days',
  returnWindow: '0-7 days',
  deliveryDays: '0-7 working days',
  bulkDays: '10-15 business days',
  grievanceHours: 'Monday to Friday, 10:00-17:00',
} as const;

const C = POLICY_CONSTANTS;

const contactBlock = `<p>{{companyName}}<br>{{companyAddress}}<br>Email: <a href="mailto:{{companyEmail}}">{{companyEmail}}</a><br>Phone: {{companyPhone}}</p>`;

/** Where a language keeps a policy's own text (i18n/hi-policies.ts): the English is too long to be a key. */
export const policyTextKey = (type: PolicyType): string => `policy:${type}`;

export const POLICY_TEXTS: Record<PolicyType, string> = {
  terms: `
<p>These terms govern your use of {{website}} and every purchase you make from {{companyName}}. By browsing the store or placing an order you agree to them.</p>
<h2>Using the store</h2>
<p>You must be at least 18 years old, or use the store under the supervision of a parent or guardian. You agree to give true and complete information when you register, place an order or contact us, and to keep your password private.</p>
<h2>Products and prices</h2>
<p>We describe our kurtas, sarees, lehengas, sherwanis, footwear and accessories as accurately as we can. Handwoven and hand-embroidered pieces vary slightly from one to the next, and colours may look a little different on your screen. All prices are in Indian rupees (₹) and include applicable taxes unless stated otherwise.</p>
<h2>Orders and payment</h2>
<p>An order is a request to buy; it is accepted when we confirm it. We may decline or cancel an order if a product is unavailable, a price was shown in error or a payment cannot be verified; any amount paid is then refunded in ${C.refundDays}. Payments are made by UPI, card, net banking or cash on delivery where offered.</p>
<h2>Shipping, returns and refunds</h2>
<p>Delivery, returns and refunds follow our <a href="/shipping">Shipping Policy</a>, <a href="/return">Return Policy</a> and <a href="/refund">Refund and Cancellation Policy</a>.</p>
<h2>Intellectual property</h2>
<p>The designs, photographs, text and logo on {{website}} belong to {{companyName}} and may not be copied without written permission.</p>
<h2>Liability and law</h2>
<p>To the extent the law allows, our liability for any order is limited to the amount you paid for it. These terms are governed by the laws of India, and the courts at the city of our registered office have jurisdiction.</p>
<h2>Grievances</h2>
<p>Write to our grievance officer at <a href="mailto:{{companyEmail}}">{{companyEmail}}</a> or call {{companyPhone}} (${C.grievanceHours}). We acknowledge complaints within 48 hours.</p>
${contactBlock}`,

  privacy: `
<p>{{companyName}} respects your privacy. This policy explains what we collect when you use {{website}}, why, and the choices you have.</p>
<h2>What we collect</h2>
<ul><li>Details you give us: name, email, phone number and delivery address.</li><li>Order details: what you bought, when, and how you paid (we never store full card numbers; payments are handled by our payment partners).</li><li>Basic technical data: browser type and pages visited, used to keep the store working well.</li></ul>
<h2>How we use it</h2>
<p>To process and deliver your orders, answer your messages, prevent fraud and, only if you subscribe, send our newsletter. You can unsubscribe at any time.</p>
<h2>Sharing</h2>
<p>We share only what is needed with couriers, payment gateways and service providers who work for us, and with authorities when the law requires it. We never sell your personal data.</p>
<h2>Storage and security</h2>
<p>Your data is stored securely and kept only as long as needed for the purposes above or as the law requires. Passwords are stored as salted hashes.</p>
<h2>Your rights</h2>
<p>You may ask to see, correct or delete your personal data by writing to <a href="mailto:{{companyEmail}}">{{companyEmail}}</a>. Grievances are handled ${C.grievanceHours} on {{companyPhone}}.</p>
${contactBlock}`,

  refund: `
<p>We want you to love what you buy from {{companyName}}. If something is not right, this is how refunds and cancellations work.</p>
<h2>Cancellations</h2>
<p>You may cancel an order within ${C.returnWindow} of placing it, as long as it has not been shipped. Write to <a href="mailto:{{companyEmail}}">{{companyEmail}}</a> or call {{companyPhone}} with your order number. Made-to-measure and customised pieces cannot be cancelled once work has begun.</p>
<h2>Refunds</h2>
<p>Once a cancellation is confirmed, or a returned product passes our quality check, the refund is credited to your original payment method in ${C.refundDays}. Cash-on-delivery orders are refunded by bank transfer to an account you name.</p>
<h2>Damaged or wrong items</h2>
<p>If your order arrives damaged or is not what you ordered, tell us within ${C.returnWindow} of delivery with photographs, and we will replace it or refund you in full, including any shipping charges.</p>
<h2>Questions</h2>
<p>Our customer care team answers ${C.grievanceHours}.</p>
${contactBlock}`,

  return: `
<p>Not the right fit or colour? {{companyName}} accepts returns within ${C.returnWindow} of delivery.</p>
<h2>What can be returned</h2>
<ul><li>Unused, unwashed items with all original tags and packaging.</li><li>Items not marked as non-returnable on the product page.</li></ul>
<p>Innerwear, altered or made-to-measure pieces, and items bought in a final sale cannot be returned, except when they arrive damaged or wrong.</p>
<h2>How to return</h2>
<ol><li>Write to <a href="mailto:{{companyEmail}}">{{companyEmail}}</a> or call {{companyPhone}} within ${C.returnWindow} of delivery with your order number.</li><li>We arrange a pickup from your address, or share the address to send the parcel to.</li><li>After a quality check your refund is credited in ${C.refundDays}, or an exchange is shipped.</li></ol>
<h2>Exchanges</h2>
<p>Exchanges for another size or colour are free, subject to stock, and ship in ${C.deliveryDays} once the return is received.</p>
${contactBlock}`,

  shipping: `
<p>{{companyName}} ships across India. {{shippingCharges}}</p>
<h2>Delivery times</h2>
<ul><li>Orders are dispatched and normally delivered within ${C.deliveryDays}.</li><li>Bulk orders (for weddings, events or corporate gifting) are delivered within ${C.bulkDays}.</li><li>Made-to-measure pieces show their own time on the product page.</li></ul>
<h2>Tracking</h2>
<p>When your order ships you receive a tracking number. Follow it any time on <a href="/track-order">Track Order</a> with your order number and email or phone.</p>
<h2>Delays</h2>
<p>Festivals, weather or courier disruptions may occasionally delay delivery. We will keep you informed, and you may cancel an order that has not shipped under our <a href="/refund">Refund and Cancellation Policy</a>.</p>
<h2>Questions</h2>
<p>Call {{companyPhone}} (${C.grievanceHours}) or write to <a href="mailto:{{companyEmail}}">{{companyEmail}}</a>.</p>
${contactBlock}`,

  about: `
<p>{{companyName}} brings India's textile heritage to the modern wardrobe: kurtas, sarees, lehengas, sherwanis, footwear and accessories for festivals, weddings and every day.</p>
<h2>Our craft</h2>
<p>We work directly with weavers and embroiderers from Lucknow, Jaipur, Varanasi and Kutch, so that every chikankari stitch, block print and zari border carries its maker's skill, and a fair share of every sale goes back to them.</p>
<h2>Our promise</h2>
<ul><li>Honest prices in rupees, and delivery across India. {{shippingCharges}}</li><li>Delivery in ${C.deliveryDays}, and easy returns within ${C.returnWindow}.</li><li>Secure payments: {{paymentMethods}}.</li></ul>
<h2>Visit or write to us</h2>
<p>Shop any time at {{website}}, or reach us at the details below.</p>
${contactBlock}`,
};
