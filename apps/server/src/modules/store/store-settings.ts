// The owner's store configuration. It lives in the store_settings table so that every API
// process sees the same values; the owner edits it with `npm run admin -- store ...`.
import {
  deliverySettingsSchema,
  whatsappChatUrl,
  GSTIN_MESSAGE,
  ISO_DATE_PATTERN,
  gstinCheckChar,
  gstStateCode,
  INDIAN_STATES,
  isValidGstin,
  LANGUAGES,
  SERIES_PREFIX_PATTERN,
} from '@store/contract';
import { z } from 'zod';

const paise = z.number().int().min(0).max(2_000_000_000);

/**
 * Without the owner's say: COD up to ₹50,000, no fee, orders above ₹10,000 confirmed by the
 * shopper within 24 hours, and one parcel returned to origin is enough to withhold COD from a
 * phone. Shipping stays free, as the storefront has always said, until the owner sets a fee.
 */
const COD_DEFAULTS = {
  maxOrderPaise: 5_000_000,
  feePaise: 0,
  confirmAbovePaise: 1_000_000,
  confirmWithinHours: 24,
  rtoLimit: 1,
};
const SHIPPING_DEFAULTS = { freeAbovePaise: 0, flatFeePaise: 0 };

const codSettingsSchema = z
  .object({
    maxOrderPaise: paise.default(COD_DEFAULTS.maxOrderPaise),
    feePaise: paise.default(COD_DEFAULTS.feePaise),
    confirmAbovePaise: paise.default(COD_DEFAULTS.confirmAbovePaise),
    confirmWithinHours: z.number().int().min(1).max(168).default(COD_DEFAULTS.confirmWithinHours),
    rtoLimit: z.number().int().min(0).max(100).default(COD_DEFAULTS.rtoLimit),
  })
  .strict();

const shippingSettingsSchema = z
  .object({
    freeAbovePaise: paise.default(SHIPPING_DEFAULTS.freeAbovePaise),
    flatFeePaise: paise.default(SHIPPING_DEFAULTS.flatFeePaise),
  })
  .strict();

/** One stored variant of an uploaded picture, as the media module saved it (docs/photos.md). */
const storedVariantSchema = z
  .object({
    key: z.string().regex(/^[0-9a-f-]{36}\/\d{1,5}-[0-9a-f]{16}\.(avif|webp)$/),
    format: z.enum(['avif', 'webp']),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    bytes: z.number().int().min(0),
  })
  .strict();

/**
 * A picture the owner uploaded (the logo, a category's tile): its id, upright size and stored
 * variants. Written only by the picture routes (store-pictures.service.ts); a whole-settings
 * save must leave it as it is.
 */
export const storedPictureSchema = z
  .object({
    id: z.string().uuid(),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    variants: z.array(storedVariantSchema).min(1).max(20),
  })
  .strict();
export type StoredPicture = z.infer<typeof storedPictureSchema>;

/** The settings only the picture routes write; see store.service.ts keepPictures. */
export const PICTURE_KEYS = ['logo', 'categoryTiles'] as const;

const PAYMENT_SWITCH_DEFAULTS = { upi: true, card: true, cod: true };

export const storeSettingsSchema = z
  .object({
    storeName: z.string().max(100).default(''),
    companyName: z.string().max(200).default(''),
    description: z.string().max(2000).default(''),
    companyAddress: z.string().max(500).default(''),
    companyPhone: z.string().max(50).default(''),
    /** The "Chat on WhatsApp" button's number (docs/whatsapp.md); empty: no button. */
    whatsappNumber: z.string().max(20).default(''),
    companyEmail: z.string().max(200).default(''),
    companyLogoUrl: z.string().max(500).default(''),
    website: z.string().max(200).default(''),
    socialLinks: z
      .object({
        instagram: z.string().max(500).default(''),
        facebook: z.string().max(500).default(''),
        twitter: z.string().max(500).default(''),
      })
      .strict()
      .default({ instagram: '', facebook: '', twitter: '' }),
    categories: z
      .array(
        z
          .string()
          .min(1, 'a category needs a name')
          .max(60, 'a category name is at most 60 characters'),
      )
      .max(20, 'at most 20 categories')
      .default([]),
    policies: z.record(z.string().regex(/^[a-z-]{1,40}$/), z.string().max(200_000)).default({}),
    /** UPI: the store's virtual payment address and the payee name shown in UPI apps. */
    upiVpa: z
      .string()
      .regex(
        /^$|^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9.-]{1,63}$/,
        'upiVpa must look like name@bank',
      )
      .default(''),
    upiPayeeName: z.string().max(100).default(''),
    /**
     * The owner's switch for each payment method (docs/payments.md, "Switching methods off").
     * A method that is on is still offered only when it is configured; at least one stays on.
     */
    paymentMethods: z
      .object({
        upi: z.boolean().default(true),
        card: z.boolean().default(true),
        cod: z.boolean().default(true),
      })
      .strict()
      .refine((m) => m.upi || m.card || m.cod, 'keep at least one payment method on')
      .default(PAYMENT_SWITCH_DEFAULTS),
    /** The logo the owner uploaded, or null (the storefront then shows the store's name). */
    logo: storedPictureSchema.nullable().default(null),
    /** A tile picture per category name (docs/photos.md); categories without one keep the art. */
    categoryTiles: z.record(z.string().min(1).max(60), storedPictureSchema).default({}),
    /** Cash on delivery's limits (docs/offers.md): money in whole paise. */
    cod: codSettingsSchema.default(COD_DEFAULTS),
    /** Free shipping at or above a value of goods, else a flat fee (docs/offers.md). */
    shipping: shippingSettingsSchema.default(SHIPPING_DEFAULTS),
    /** The owner's web admin (docs/decisions/009-admin.md). */
    admin: z
      .object({
        /** A size with this many units or fewer is listed on the admin's Today screen. */
        lowStockThreshold: z.number().int().min(0).max(1000).default(3),
        /** Days after delivery the review request mail goes (issue 33); 0 sends none. */
        reviewRequestDays: z.number().int().min(0).max(60).default(4),
        /** Days after delivery a shopper may ask to return or exchange (docs/returns.md); 0: none. */
        returnWindowDays: z.number().int().min(0).max(90).default(7),
      })
      .strict()
      .default({ lowStockThreshold: 3, reviewRequestDays: 4, returnWindowDays: 7 }),
    /**
     * GST (docs/tax.md): who issues the invoices and from where. Without a GSTIN the store is
     * not registered: it charges no GST and issues bills of supply.
     */
    tax: z
      .object({
        legalName: z.string().max(200).default(''),
        address: z.string().max(500).default(''),
        state: z.enum(INDIAN_STATES).nullable().default(null),
        gstin: z
          .string()
          .refine((g) => g === '' || isValidGstin(g), GSTIN_MESSAGE)
          .default(''),
        /** Invoices are numbered PREFIX/26-27/000123 (at most 16 characters). */
        invoicePrefix: z
          .string()
          .regex(SERIES_PREFIX_PATTERN, 'invoicePrefix is 1 to 3 capital letters or digits')
          // The series of credit notes and bills of supply (docs/tax.md).
          .refine((p) => p !== 'CN' && p !== 'BS', 'CN and BS number other documents')
          .default('EE'),
      })
      .strict()
      .superRefine((t, ctx) => {
        if (t.gstin === '') return;
        if (t.state === null) {
          ctx.addIssue({ code: 'custom', path: ['state'], message: 'a GSTIN needs its state' });
        } else if (gstStateCode(t.state) !== t.gstin.slice(0, 2)) {
          ctx.addIssue({
            code: 'custom',
            path: ['gstin'],
            message: `the GSTIN's first two digits must be the state code of ${t.state} (${gstStateCode(t.state)})`,
          });
        }
        if (!t.legalName || !t.address) {
          ctx.addIssue({
            code: 'custom',
            path: ['legalName'],
            message: 'a GSTIN needs the legal name and address printed on invoices',
          });
        }
      })
      .default({ legalName: '', address: '', state: null, gstin: '', invoicePrefix: 'EE' }),
    /** Dispatch PIN, handling days, cut-off, zones and holidays (docs/delivery.md). */
    delivery: deliverySettingsSchema.default(deliverySettingsSchema.parse({})),
    /** The shop's languages (docs/decisions/032): English always; Hindi until the owner says no. */
    languages: z
      .array(z.enum(LANGUAGES))
      .max(2)
      .refine((l) => l.includes('en'), 'English is always offered')
      .default(['en', 'hi']),
  })
  .strict();

export type StoreSettings = z.infer<typeof storeSettingsSchema>;

// ---- what a save must meet ----------------------------------------------------------------
//
// The rules below check what the owner writes (PUT /admin/store, `store:set`), not what is read
// back. readStoreSettings parses the saved row with storeSettingsSchema and treats a row that
// fails as no row at all: every setting (UPI, GST, delivery, policies) would fall back to the
// defaults. Stores saved before these rules may hold a phone "abc" or a holiday 2026-02-30, so
// adding the rules to storeSettingsSchema would wipe such a store's whole configuration at its
// next read. They live in storeSettingsWriteSchema instead: the stored row keeps parsing, and the
// owner's next save names the field to put right. What shoppers see of an old bad link is
// blanked on the way out (store.service.ts toStoreInfo, isSafeLink).

/** 'care@yourshop.in'; zod's own check of an email address. */
const emailAddress = z.email();

/** Digits with an optional leading +, spaces, dashes and brackets: "+91 98765 43210". */
const PHONE_PATTERN = /^\+?[\d\s()-]+$/;
/** Enough digits for an Indian mobile or landline, at most an international number's. */
const PHONE_DIGITS = { min: 8, max: 15 };

export function isPhoneNumber(value: string): boolean {
  if (!PHONE_PATTERN.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max;
}

/** An absolute http: or https: address with a host, written without spaces. */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\/[^\s\\]+$/i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** A path on this site: one "/" first ("//" and "/\" would lead to another site). */
export function isSitePath(value: string): boolean {
  return /^\/(?![/\\])[^\s\\]*$/.test(value);
}

/**
 * A web address written without its scheme, "yourshop.in" or "www.yourshop.in/sale": a host
 * name with a dot and a top-level domain of letters, then an optional port and path.
 */
const BARE_WEB_ADDRESS =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}(?::\d{1,5})?(?:[/?#][^\s\\]*)?$/i;

/** A real day of the calendar written 'YYYY-MM-DD' (2026-02-30 is not one). */
export function isCalendarDate(value: string): boolean {
  if (!ISO_DATE_PATTERN.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/**
 * Whether a stored link is safe to put in an href: empty, or without a scheme other than
 * http: and https: (no javascript:, data:, vbscript:). Browsers drop spaces and control
 * characters inside a scheme, so they are dropped here before looking.
 */
export function isSafeLink(value: string): boolean {
  const squeezed = [...value].filter((c) => c.charCodeAt(0) > 0x20).join('');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(squeezed)?.[1]?.toLowerCase();
  return scheme === undefined || scheme === 'http' || scheme === 'https';
}

export const SETTING_MESSAGES = {
  companyEmail: 'enter an email address like care@yourshop.in, or leave it empty',
  companyPhone:
    'enter a phone number like +91 98765 43210 or 022 2640 1234 (digits, spaces, dashes and brackets, at least 8 digits), or leave it empty',
  whatsappNumber:
    'enter the WhatsApp number with its country code, like +91 98765 43210, or leave it empty',
  companyLogoUrl:
    'enter a web address starting with https://, or a path on this site starting with /, or leave it empty',
  website: 'enter a web address like https://yourshop.in or yourshop.in, or leave it empty',
  socialLink: (site: string) =>
    `enter the whole link starting with https://, like https://${site}/yourshop, or leave it empty`,
  blankCategory: 'a category needs a name',
  holiday: (date: string) => `${date} is not a date on the calendar`,
  duplicateCategory: (name: string, first: string) =>
    `"${name}" is already in the list as "${first}"`,
} as const;

const SOCIAL_SITES = {
  instagram: 'instagram.com',
  facebook: 'facebook.com',
  twitter: 'x.com',
} as const;

/** Spaces around what the owner typed are dropped: a blank store name is then the fallback. */
function tidy(s: StoreSettings): StoreSettings {
  return {
    ...s,
    storeName: s.storeName.trim(),
    companyPhone: s.companyPhone.trim(),
    whatsappNumber: s.whatsappNumber.trim(),
    companyEmail: s.companyEmail.trim(),
    companyLogoUrl: s.companyLogoUrl.trim(),
    website: s.website.trim(),
    socialLinks: {
      instagram: s.socialLinks.instagram.trim(),
      facebook: s.socialLinks.facebook.trim(),
      twitter: s.socialLinks.twitter.trim(),
    },
    categories: s.categories.map((c) => c.trim()),
  };
}

function checkSave(s: StoreSettings, ctx: z.RefinementCtx): void {
  const refuse = (path: (string | number)[], message: string) =>
    ctx.addIssue({ code: 'custom', path, message });
  // An empty store name is allowed: the storefront then shows its fallback name
  // (docs/product/storefront.md section 1); tidy() made a blank one empty.
  // In the order of the admin's form, so the first refusal is the first field to put right.
  const logo = s.companyLogoUrl;
  if (logo !== '' && !isHttpUrl(logo) && !isSitePath(logo)) {
    refuse(['companyLogoUrl'], SETTING_MESSAGES.companyLogoUrl);
  }
  if (s.companyPhone !== '' && !isPhoneNumber(s.companyPhone)) {
    refuse(['companyPhone'], SETTING_MESSAGES.companyPhone);
  }
  if (s.whatsappNumber !== '' && whatsappChatUrl(s.whatsappNumber, '') === null) {
    refuse(['whatsappNumber'], SETTING_MESSAGES.whatsappNumber);
  }
  if (s.companyEmail !== '' && !emailAddress.safeParse(s.companyEmail).success) {
    refuse(['companyEmail'], SETTING_MESSAGES.companyEmail);
  }
  // The website is shown as text, never as a link, so "yourshop.in" is as good as a full address.
  if (s.website !== '' && !isHttpUrl(s.website) && !BARE_WEB_ADDRESS.test(s.website)) {
    refuse(['website'], SETTING_MESSAGES.website);
  }
  for (const [key, site] of Object.entries(SOCIAL_SITES) as [keyof typeof SOCIAL_SITES, string][]) {
    const link = s.socialLinks[key];
    if (link !== '' && !isHttpUrl(link)) {
      refuse(['socialLinks', key], SETTING_MESSAGES.socialLink(site));
    }
  }
  const seen = new Map<string, string>();
  s.categories.forEach((name, i) => {
    if (name === '') return refuse(['categories', i], SETTING_MESSAGES.blankCategory);
    const first = seen.get(name.toLowerCase());
    if (first !== undefined) {
      refuse(['categories', i], SETTING_MESSAGES.duplicateCategory(name, first));
    } else {
      seen.set(name.toLowerCase(), name);
    }
  });
  s.delivery.holidays.forEach((date, i) => {
    if (!isCalendarDate(date)) refuse(['delivery', 'holidays', i], SETTING_MESSAGES.holiday(date));
  });
}

/**
 * What a save is checked against: storeSettingsSchema, then the rules above (why they are not
 * part of storeSettingsSchema itself is explained there). Only the store service's saves use it.
 */
export const storeSettingsWriteSchema = storeSettingsSchema.transform(tidy).superRefine(checkSave);

/**
 * The demo store's UPI address. UPI handles (what follows the @) are issued by NPCI to banks and
 * payment apps as single words (okaxis, ybl, paytm, upi); "example.invalid" is not one and
 * cannot become one, since .invalid is the name RFC 2606 reserves for what never resolves. So
 * no one can register it and no UPI app can send money to it (docs/payments.md, "Test mode").
 */
export const DEMO_UPI_VPA = 'ethnicelegance.demo@example.invalid';

/**
 * Demo VPAs of earlier releases, still in the settings of stores seeded by them. The first is
 * on the real "@upi" handle, so it must never be offered again as the store's own address.
 */
const EARLIER_DEMO_UPI_VPAS = ['ethnicelegance.demo@upi'];

/** Whether a VPA is the demo store's: a test payment, offered only where test payments are. */
export function isDemoUpiVpa(vpa: string): boolean {
  const lower = vpa.toLowerCase();
  return lower === DEMO_UPI_VPA || EARLIER_DEMO_UPI_VPAS.includes(lower);
}

/**
 * The demo store's GSTIN: made up (PAN AABCE1234F is no one's we know of), of valid form and check
 * character for Rajasthan. It marks every invoice of the demo store as a demo's.
 */
export const DEMO_GSTIN = '08AABCE1234F1Z' + gstinCheckChar('08AABCE1234F1Z');

/** The demo store that `npm start` creates on first run. The VPA is clearly not real. */
export const demoStoreSettings: StoreSettings = storeSettingsSchema.parse({
  storeName: 'Ethnic Elegance',
  companyName: 'Ethnic Elegance Retail Pvt. Ltd.',
  description:
    'Handpicked kurtas, sarees, lehengas, sherwanis, juttis and jewellery from weavers and artisans across India.',
  companyAddress: '12 Chandni Chowk Lane, Jaipur, Rajasthan 302002',
  companyPhone: '+91 98290 12345',
  whatsappNumber: '+91 98290 12345',
  companyEmail: 'care@ethnicelegance.example',
  companyLogoUrl: '',
  website: 'ethnicelegance.example',
  socialLinks: {
    instagram: 'https://instagram.com/',
    facebook: 'https://facebook.com/',
    twitter: 'https://twitter.com/',
  },
  categories: ['Men', 'Women', 'Accessories'],
  policies: {},
  upiVpa: DEMO_UPI_VPA,
  upiPayeeName: 'Ethnic Elegance (demo)',
  // A ₹49 COD fee, COD up to ₹30,000, and a mailed confirmation for COD orders above ₹5,000;
  // shipping free from ₹999, else ₹79.
  cod: {
    maxOrderPaise: 3_000_000,
    feePaise: 4_900,
    confirmAbovePaise: 500_000,
    confirmWithinHours: 24,
    rtoLimit: 1,
  },
  shipping: { freeAbovePaise: 99_900, flatFeePaise: 7_900 },
  // A made-up GSTIN of valid form for Rajasthan (state code 08), so invoices work out of the box.
  tax: {
    legalName: 'Ethnic Elegance Retail Pvt. Ltd.',
    address: '12 Chandni Chowk Lane, Jaipur, Rajasthan 302002',
    state: 'Rajasthan',
    gstin: DEMO_GSTIN,
    invoicePrefix: 'EE',
  },
  // Parcels leave the Jaipur address above; the holidays are the national days and Diwali.
  delivery: {
    dispatchPin: '302002',
    handlingDays: 1,
    cutoffTime: '14:00',
    holidays: [
      '2026-01-26',
      '2026-08-15',
      '2026-10-02',
      '2026-11-08',
      '2027-01-26',
      '2027-08-15',
      '2027-10-02',
    ],
  },
});
