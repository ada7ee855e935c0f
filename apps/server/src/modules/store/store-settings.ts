// The owner's store configuration. It lives in the store_settings table so that every API
// process sees the same values; the owner edits it with `npm run admin -- store ...`.
import {
  deliverySettingsSchema,
  GSTIN_MESSAGE,
  gstinCheckChar,
  gstStateCode,
  INDIAN_STATES,
  isValidGstin,
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
    categories: z.array(z.string().min(1).max(60)).max(20).default([]),
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
      })
      .strict()
      .default({ lowStockThreshold: 3 }),
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
  })
  .strict();

export type StoreSettings = z.infer<typeof storeSettingsSchema>;

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
