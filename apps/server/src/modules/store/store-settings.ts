// The owner's store configuration. It lives in the store_settings table so that every API
// process sees the same values; the owner edits it with `npm run admin -- store ...`.
import { z } from 'zod';

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
});
