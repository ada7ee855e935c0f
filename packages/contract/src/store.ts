import { z } from 'zod';
import { langField, photoSources } from './catalog.ts';
import { rupees } from './common.ts';
import { LANGUAGES } from './storefront-reads.ts';
import { paymentMethod } from './payments.ts';

/**
 * A picture the owner uploaded for the store (its logo, a category's tile), ready for
 * `<picture>`: the intrinsic size of the upright picture, a plain WebP `url`, and a srcset per
 * format (docs/photos.md).
 */
export const storePicture = z.object({
  url: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  srcset: photoSources,
});
export type StorePicture = z.infer<typeof storePicture>;

/** GET /storeInfo: every field of docs/product/storefront.md section 1. Empty strings mean "use the fallback". */
export const storeInfo = z.object({
  storeName: z.string(),
  companyName: z.string(),
  description: z.string(),
  companyAddress: z.string(),
  companyPhone: z.string(),
  /** The "Chat on WhatsApp" number; empty or absent: no button. Optional for older clients. */
  whatsappNumber: z.string().optional(),
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
  /**
   * The payment methods the store takes now: the owner's switches (admin, Store, Payment
   * methods) narrowed by what is configured (docs/payments.md). Optional for older clients.
   */
  paymentMethods: z.array(paymentMethod).optional(),
  /**
   * Who confirms a UPI payment: the gateway (PayU's S2S UPI flow, on its own) or the owner
   * (the store's own VPA, marked paid from the bank statement). Optional for older clients.
   */
  upiConfirmedBy: z.enum(['gateway', 'owner']).optional(),
  /**
   * What delivery costs (docs/offers.md): free when the goods come to `freeAbove` rupees or
   * more, else `flatFee`; free on every order when either is 0. Optional for older clients.
   */
  shipping: z.object({ freeAbove: rupees, flatFee: rupees }).optional(),
  /** The logo the owner uploaded; absent when none (the header then shows the name alone). */
  logo: storePicture.optional(),
  /** A tile picture per category name, for the categories that have one. */
  categoryTiles: z.record(z.string(), storePicture).optional(),
  /**
   * The languages the shop offers, English first (the owner's setting, docs/decisions/032).
   * Optional for older clients, which read it as English only.
   */
  languages: z.array(z.enum(LANGUAGES)).optional(),
  /** With `lang=hi`: the Hindi name of each of `categories` that has one. */
  categoryNames: z.record(z.string(), z.string()).optional(),
});

/** GET /storeInfo query: the language only. */
export const storeInfoQuery = z.object({ lang: langField }).strict();
export type StoreInfo = z.infer<typeof storeInfo>;

export const healthResponse = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['up', 'down']),
});
