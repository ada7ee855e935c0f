import { z } from 'zod';

/** GET /storeInfo: every field of docs/product/storefront.md section 1. Empty strings mean "use the fallback". */
export const storeInfo = z.object({
  storeName: z.string(),
  companyName: z.string(),
  description: z.string(),
  companyAddress: z.string(),
  companyPhone: z.string(),
  companyEmail: z.string(),
  companyLogoUrl: z.string(),
  socialLinks: z.object({
    instagram: z.string(),
    facebook: z.string(),
    twitter: z.string(),
  }),
  categories: z.array(z.string()),
  /** Slug (terms, privacy, refund, return, shipping, about) to the store's own HTML. */
  policies: z.record(z.string(), z.string()),
  /**
   * The store takes test payments only (the sandbox gateway, the demo UPI VPA): every page shows
   * a "Test mode: no real payments" bar. Optional, so clients built before it still parse.
   */
  testMode: z.boolean().optional(),
});
export type StoreInfo = z.infer<typeof storeInfo>;

export const healthResponse = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['up', 'down']),
});
