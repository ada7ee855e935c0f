// The WhatsApp Cloud API settings (docs/whatsapp.md), parsed with the rest of the environment
// by config.ts, which alone reads process.env. Kept apart so that config.ts stays readable.
import { z } from 'zod';

/**
 * The newest Graph API version in Meta's changelog when this was written (v26.0, released
 * 2026-07-29, no end date yet); WHATSAPP_API_URL names another (docs/whatsapp.md).
 */
export const GRAPH_API_DEFAULT_URL = 'https://graph.facebook.com/v26.0';

/** The four settings a connected store needs; WHATSAPP_API_URL has a default. */
const REQUIRED = [
  'WHATSAPP_TOKEN',
  'WHATSAPP_PHONE_NUMBER_ID',
  'WHATSAPP_APP_SECRET',
  'WHATSAPP_VERIFY_TOKEN',
] as const;

export const whatsappEnv = {
  /** A system user's access token with whatsapp_business_messaging. */
  WHATSAPP_TOKEN: z
    .string()
    .regex(/^[A-Za-z0-9._|-]{8,1024}$/, 'WHATSAPP_TOKEN must be an access token')
    .optional(),
  /** The business phone number's id in WhatsApp Manager (not the number itself). */
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .regex(/^\d{5,30}$/, 'WHATSAPP_PHONE_NUMBER_ID must be the digits of the number id')
    .optional(),
  /** The Meta app's secret: webhooks are signed with it (X-Hub-Signature-256). */
  WHATSAPP_APP_SECRET: z
    .string()
    .min(8, 'WHATSAPP_APP_SECRET must be at least 8 characters')
    .optional(),
  /** Any long string of the owner's choosing, typed again in the app's webhook settings. */
  WHATSAPP_VERIFY_TOKEN: z
    .string()
    .min(8, 'WHATSAPP_VERIFY_TOKEN must be at least 8 characters')
    .optional(),
  WHATSAPP_API_URL: z
    .url({ message: 'WHATSAPP_API_URL must be a URL' })
    .default(GRAPH_API_DEFAULT_URL),
  /** The loopback double of the Graph API (modules/whatsapp/sandbox); unset, loopback only. */
  WHATSAPP_SANDBOX: z
    .enum(['true', 'false'], { message: 'WHATSAPP_SANDBOX must be true or false' })
    .transform((v) => v === 'true')
    .optional(),
  /** Hours a signed-in shopper's cart stays untouched before its one reminder (1 to 168). */
  CART_REMINDER_HOURS: z.coerce
    .number({ message: 'CART_REMINDER_HOURS must be a whole number of hours from 1 to 168' })
    .int('CART_REMINDER_HOURS must be a whole number of hours from 1 to 168')
    .min(1, 'CART_REMINDER_HOURS must be a whole number of hours from 1 to 168')
    .max(168, 'CART_REMINDER_HOURS must be a whole number of hours from 1 to 168')
    .default(24),
};

type WhatsAppEnv = z.output<z.ZodObject<typeof whatsappEnv>>;

export interface WhatsAppApi {
  token: string;
  phoneNumberId: string;
  appSecret: string;
  verifyToken: string;
  /** No trailing slash: `${apiUrl}/${phoneNumberId}/messages`. */
  apiUrl: string;
}

export interface WhatsAppConfig {
  /** Null: not connected; messages go to DATA_DIR/whatsapp-outbox/ as the JSON they would be. */
  api: WhatsAppApi | null;
  /** The Graph API double is served by this store (loopback or WHATSAPP_SANDBOX=true). */
  sandbox: boolean;
  /** How long a cart stays untouched before the abandoned-cart reminder (CART_REMINDER_HOURS). */
  cartReminderHours: number;
}

/**
 * All four settings or none: a half-connected store would send messages whose replies it
 * cannot check, or check webhooks for messages it cannot send. Returns the problem, or null.
 */
export function parseWhatsApp(
  e: WhatsAppEnv & { NODE_ENV: string },
  loopback: boolean,
): { config: WhatsAppConfig } | { problem: string } {
  const missing = REQUIRED.filter((name) => !e[name]);
  if (missing.length > 0 && missing.length < REQUIRED.length) {
    return {
      problem: `${missing.join(', ')}: WhatsApp needs ${REQUIRED.join(', ')} together; set the missing ones or none`,
    };
  }
  const production = e.NODE_ENV === 'production';
  if (e.WHATSAPP_SANDBOX && production) {
    return {
      problem: 'WHATSAPP_SANDBOX: the Graph API double cannot run when NODE_ENV=production',
    };
  }
  const apiUrl = e.WHATSAPP_API_URL.replace(/\/+$/, '');
  if (production && !apiUrl.startsWith('https://')) {
    return { problem: 'WHATSAPP_API_URL: must be https:// when NODE_ENV=production' };
  }
  const api =
    missing.length === 0
      ? {
          token: e.WHATSAPP_TOKEN!,
          phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID!,
          appSecret: e.WHATSAPP_APP_SECRET!,
          verifyToken: e.WHATSAPP_VERIFY_TOKEN!,
          apiUrl,
        }
      : null;
  return {
    config: {
      api,
      sandbox: e.WHATSAPP_SANDBOX ?? (!production && loopback),
      cartReminderHours: e.CART_REMINDER_HOURS,
    },
  };
}
