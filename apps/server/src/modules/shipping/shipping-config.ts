// Whether this store serves the loopback Shiprocket double (sandbox/shiprocket-double.ts): on a
// loopback PUBLIC_URL unless SHIPPING_SANDBOX=false, or anywhere with SHIPPING_SANDBOX=true, and
// never with NODE_ENV=production (the same rule as the payment sandbox, docs/product/rules.md 8).
import { isLoopbackUrl, type AppConfig } from '../../config.ts';

export const SHIPROCKET_DOUBLE_PREFIX = '/shiprocket-sandbox';

export function shippingSandboxOn(config: Pick<AppConfig, 'env' | 'publicUrl' | 'raw'>): boolean {
  if (config.env === 'production') return false;
  const asked = config.raw.SHIPPING_SANDBOX;
  if (asked === 'true') return true;
  if (asked === 'false') return false;
  return isLoopbackUrl(config.publicUrl);
}

/** Where the double answers, as Shiprocket's base URL (the paths below it are Shiprocket's). */
export const shiprocketDoubleUrl = (publicUrl: string) =>
  `${publicUrl.replace(/\/+$/, '')}${SHIPROCKET_DOUBLE_PREFIX}`;
