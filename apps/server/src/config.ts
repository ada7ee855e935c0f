// The only file that reads process.env. Everything is parsed once at boot; a bad value stops
// the server with a message that names the variable, instead of failing later mid-request.
import path from 'node:path';
import { PAYMENT_METHODS, type PaymentMethod } from '@store/contract';
import { z } from 'zod';
import { isAddressOrRange, isLoopbackUrl, isOrigin } from './config-addresses.ts';

export { isLoopbackUrl };
import { parseWhatsApp, whatsappEnv, type WhatsAppConfig } from './config-whatsapp.ts';

const bool = (name: string) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], {
      message: `${name} must be true or false`,
    })
    .transform((v) => v === 'true' || v === '1' || v === 'yes');

const positiveInt = (name: string) =>
  z
    .string()
    .regex(/^\d+$/, `${name} must be a whole number`)
    .transform(Number)
    .pipe(z.number().int().positive(`${name} must be greater than 0`));

const url = (name: string) => z.url({ message: `${name} must be a URL` });

function splitList(value: string): string[] {
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z
    .string()
    .regex(/^\d+$/, 'PORT must be a port number')
    .transform(Number)
    .pipe(z.number().int().min(1).max(65535, 'PORT must be between 1 and 65535'))
    .default(8044),
  /** The store's public address, used in reset links and payment return URLs. */
  PUBLIC_URL: url('PUBLIC_URL').optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  DATA_DIR: z.string().min(1).default('data'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://')
    .optional(),
  /** How long a rate-limit command in Redis may take before that attempt is counted in memory. */
  REDIS_TIMEOUT_MS: positiveInt('REDIS_TIMEOUT_MS').default(1_000),
  /** Comma list of exact origins (scheme, host and port, nothing after). */
  CORS_ORIGINS: z
    .string()
    .default('http://localhost:5173,http://localhost:8044')
    .superRefine((value, ctx) => {
      for (const entry of splitList(value)) {
        if (!isOrigin(entry)) {
          ctx.addIssue({
            code: 'custom',
            message: `'${entry}' is not an origin such as https://shop.example.in`,
          });
        }
      }
    }),
  /** false, a hop count, or a comma list of proxy addresses/CIDRs to trust. */
  TRUST_PROXY: z
    .string()
    .default('false')
    .superRefine((value, ctx) => {
      // `true` would believe the X-Forwarded-For of any client, which then picks its own
      // address and escapes every limit per address (SECURITY.md, "Behind a reverse proxy").
      if (/^(true|yes|on|all|\*)$/i.test(value.trim())) {
        ctx.addIssue({
          code: 'custom',
          message:
            "'true' would trust any client's X-Forwarded-For; give the number of proxies in " +
            'front of the store (TRUST_PROXY=1 for one nginx or Caddy) or their addresses or ' +
            'CIDR ranges (TRUST_PROXY=127.0.0.1 or 10.0.0.0/8)',
        });
        return;
      }
      if (/^(false|\d+)$/.test(value)) return;
      for (const entry of splitList(value)) {
        if (!isAddressOrRange(entry)) {
          ctx.addIssue({
            code: 'custom',
            message: `'${entry}' is not false, a hop count, an IP address, a CIDR range or loopback`,
          });
        }
      }
    }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: positiveInt('BODY_LIMIT_BYTES').default(100 * 1024),
  SEED_DEMO: bool('SEED_DEMO').default(true),
  /** Cache catalog and store-info reads in memory, invalidated through the database. */
  CATALOG_CACHE: bool('CATALOG_CACHE').default(true),
  CATALOG_CACHE_POLL_MS: positiveInt('CATALOG_CACHE_POLL_MS').default(1000),
  /** The most the API's catalog answers and the rendered pages may each hold, in megabytes. */
  CATALOG_CACHE_MB: positiveInt('CATALOG_CACHE_MB').default(24),
  PAGE_CACHE_MB: positiveInt('PAGE_CACHE_MB').default(24),
  /** PostgreSQL's shared buffers inside the embedded database (db/client.ts). */
  PGLITE_SHARED_BUFFERS_MB: positiveInt('PGLITE_SHARED_BUFFERS_MB').default(8),
  WEB_DIST_DIR: z.string().optional(),
  SESSION_TTL_HOURS: positiveInt('SESSION_TTL_HOURS').default(24 * 30),
  UNPAID_ORDER_TTL_HOURS: positiveInt('UNPAID_ORDER_TTL_HOURS').default(24),
  /** How often each API process looks for expired unpaid orders. */
  ORDER_EXPIRY_INTERVAL_MINUTES: positiveInt('ORDER_EXPIRY_INTERVAL_MINUTES').default(5),
  /**
   * How long a Pending order holds its stock when no card payment is in progress; one with a
   * payment in progress is held until the gateway settles it, at most UNPAID_ORDER_TTL_HOURS.
   */
  ORDER_HOLD_MINUTES: positiveInt('ORDER_HOLD_MINUTES').default(30),
  /** Open (Pending) orders one account, and one client address, may hold at once. */
  MAX_OPEN_ORDERS_PER_ACCOUNT: positiveInt('MAX_OPEN_ORDERS_PER_ACCOUNT').default(3),
  MAX_OPEN_ORDERS_PER_ADDRESS: positiveInt('MAX_OPEN_ORDERS_PER_ADDRESS').default(10),
  /** Card payments still pending this long are asked about at the gateway (verify_payment)... */
  PAYMENT_VERIFY_AFTER_MINUTES: positiveInt('PAYMENT_VERIFY_AFTER_MINUTES').default(10),
  /** ...by a check each API process runs this often. */
  PAYMENT_VERIFY_INTERVAL_MINUTES: positiveInt('PAYMENT_VERIFY_INTERVAL_MINUTES').default(5),
  /** Order lookups without the right email or phone, per client address and per order. */
  ORDER_LOOKUP_MAX_FAILURES: positiveInt('ORDER_LOOKUP_MAX_FAILURES').default(10),
  ORDER_LOOKUP_WINDOW_SECONDS: positiveInt('ORDER_LOOKUP_WINDOW_SECONDS').default(15 * 60),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().optional(),
  /** Whether this process sends the order mails queued in the database (docs/mail.md). */
  MAIL_WORKER: bool('MAIL_WORKER').default(true),
  /** How often the mail worker looks for mails that are due. */
  MAIL_POLL_SECONDS: positiveInt('MAIL_POLL_SECONDS').default(5),
  /** Attempts per mail before it is marked failed; the wait doubles from the first to the cap. */
  MAIL_MAX_ATTEMPTS: positiveInt('MAIL_MAX_ATTEMPTS').default(10),
  MAIL_RETRY_SECONDS: positiveInt('MAIL_RETRY_SECONDS').default(60),
  MAIL_RETRY_MAX_SECONDS: positiveInt('MAIL_RETRY_MAX_SECONDS').default(6 * 3600),
  /** log2 of scrypt's N: 17 is OWASP's recommendation; less is refused outside NODE_ENV=test. */
  PASSWORD_HASH_COST: z
    .string()
    .regex(/^\d+$/, 'PASSWORD_HASH_COST must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(10).max(20, 'PASSWORD_HASH_COST must be between 10 and 20'))
    .default(17),
  /** Sign-in failures per account, and attempts per client address, within one window. */
  AUTH_MAX_PER_ACCOUNT: positiveInt('AUTH_MAX_PER_ACCOUNT').default(5),
  AUTH_MAX_PER_ADDRESS: positiveInt('AUTH_MAX_PER_ADDRESS').default(20),
  AUTH_WINDOW_SECONDS: positiveInt('AUTH_WINDOW_SECONDS').default(15 * 60),
  /** An admin session ends this many days after sign-in, however much it is used. */
  ADMIN_SESSION_MAX_DAYS: positiveInt('ADMIN_SESSION_MAX_DAYS').default(7),
  /** Payment methods to offer (upi, card, cod); each is offered only once it is configured. */
  PAYMENTS_ENABLED: z.string().optional(),
  /** PayU merchant key and salt: both or neither. A '|' would break PayU's hash strings. */
  PAYU_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'PAYU_KEY must be letters and digits')
    .optional(),
  PAYU_SALT: z
    .string()
    .regex(/^[^|\s]{8,256}$/, 'PAYU_SALT must be 8 or more characters without | or spaces')
    .optional(),
  PAYU_URL: url('PAYU_URL').default('https://secure.payu.in/_payment'),
  /** PayU's postservice (verify_payment); by default the one of PAYU_URL's environment. */
  PAYU_VERIFY_URL: url('PAYU_VERIFY_URL').optional(),
  /**
   * The bundled test gateway and the demo UPI VPA. Unset, they run only on a loopback
   * PUBLIC_URL, outside production and without a PAYU_KEY (docs/payments.md, "Test mode").
   */
  PAYMENT_SANDBOX: bool('PAYMENT_SANDBOX').optional(),
  /** false: UPI stays on the store's own VPA beside PayU (an account without UPI S2S). */
  PAYU_UPI: bool('PAYU_UPI').optional(),
  /** Override the store settings' UPI VPA and payee name. */
  UPI_VPA: z
    .string()
    .regex(
      /^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9.-]{1,63}$/,
      'UPI_VPA must look like name@bank',
    )
    .optional(),
  UPI_PAYEE_NAME: z.string().max(100, 'UPI_PAYEE_NAME must be at most 100 characters').optional(),
  ...whatsappEnv,
});

export type Env = z.input<typeof envSchema>;

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  publicUrl: string;
  database: { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };
  /** PostgreSQL's shared buffers inside the embedded database, in MB (db/client.ts). */
  pgliteSharedBuffersMb: number;
  dataDir: string;
  redisUrl: string | undefined;
  redisTimeoutMs: number;
  corsOrigins: string[];
  trustProxy: false | number | string[];
  logLevel: string;
  bodyLimit: number;
  seedDemo: boolean;
  catalogCache: { enabled: boolean; pollMs: number; maxBytes: number; pageMaxBytes: number };
  webDistDir: string;
  sessionTtlHours: number;
  unpaidOrderTtlHours: number;
  orders: {
    expiryIntervalMinutes: number;
    lookupMaxFailures: number;
    lookupWindowSeconds: number;
    /** Minutes a Pending order without a payment in progress holds its stock. */
    holdMinutes: number;
    maxOpenPerAccount: number;
    maxOpenPerAddress: number;
  };
  /** The scheduled check of pending card payments with the gateway. */
  paymentChecks: { afterMinutes: number; intervalMinutes: number; payuVerifyUrl: string };
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
  /** The order mails' worker (modules/mail); times in milliseconds. */
  mail: {
    worker: boolean;
    pollMs: number;
    maxAttempts: number;
    retryBaseMs: number;
    retryMaxMs: number;
  };
  auth: {
    passwordHashCost: number;
    maxPerAccount: number;
    maxPerAddress: number;
    windowSeconds: number;
    /** Days an admin session lasts at most (ADMIN_SESSION_MAX_DAYS). */
    adminSessionMaxDays: number;
  };
  payments: PaymentsConfig;
  /** WhatsApp order updates (config-whatsapp.ts, docs/whatsapp.md). */
  whatsapp: WhatsAppConfig;
  /** Raw environment for modules that parse their own settings (payments). */
  raw: Readonly<Record<string, string | undefined>>;
}

export interface PaymentsConfig {
  /** What the owner asked for; a method is offered only when it is also configured. */
  methods: PaymentMethod[];
  /** Card / net banking: PayU itself, the bundled sandbox, or nothing. */
  gateway: { kind: 'payu'; key: string; salt: string; url: string } | { kind: 'sandbox' } | null;
  /** The demo UPI VPA may be offered: loopback PUBLIC_URL or PAYMENT_SANDBOX=true, never in
   * production or beside PayU (PAYMENT_SANDBOX=false turns off the card sandbox only). */
  demoUpiVpa: boolean;
  upiThroughGateway: boolean; // UPI through the gateway: a gateway, and PAYU_UPI not false
  upiVpa: string | undefined;
  upiPayeeName: string | undefined;
}

export class ConfigError extends Error {}

function parsePayments(e: z.output<typeof envSchema>, publicUrl: string): PaymentsConfig {
  const fail = (line: string) => new ConfigError(`Invalid configuration:\n  ${line}`);
  const listed = e.PAYMENTS_ENABLED?.split(',').map((s) => s.trim());
  const methods = listed ?? [...PAYMENT_METHODS];
  const unknown = methods.find((m) => !(PAYMENT_METHODS as readonly string[]).includes(m));
  if (unknown !== undefined) {
    throw fail(`PAYMENTS_ENABLED: '${unknown}' is not one of ${PAYMENT_METHODS.join(', ')}`);
  }
  if (Boolean(e.PAYU_KEY) !== Boolean(e.PAYU_SALT)) {
    throw fail('PAYU_KEY and PAYU_SALT: set both or neither');
  }
  const production = e.NODE_ENV === 'production';
  // Production never falls back to the sandbox: it must be PayU or no card payments at all.
  if (e.PAYMENT_SANDBOX && production) {
    throw fail('PAYMENT_SANDBOX: the test gateway cannot be used when NODE_ENV=production');
  }
  if (e.PAYMENT_SANDBOX && e.PAYU_KEY) {
    throw fail('PAYMENT_SANDBOX: the test gateway cannot be combined with PAYU_KEY');
  }
  if (production && e.PAYU_KEY && !e.PAYU_URL.startsWith('https://')) {
    throw fail('PAYU_URL: must be https:// when NODE_ENV=production');
  }
  // Unset, test payments follow the address: a store on loopback (plain `npm start` on a laptop)
  // keeps its demo, one on a public address never offers the sandbox's public key and salt.
  const testAddress = !production && !e.PAYU_KEY && isLoopbackUrl(publicUrl);
  const sandbox = e.PAYMENT_SANDBOX ?? testAddress;
  const gateway: PaymentsConfig['gateway'] =
    e.PAYU_KEY && e.PAYU_SALT
      ? { kind: 'payu', key: e.PAYU_KEY, salt: e.PAYU_SALT, url: e.PAYU_URL }
      : sandbox
        ? { kind: 'sandbox' }
        : null;
  if (listed?.includes('card') && !gateway) {
    throw fail('PAYMENTS_ENABLED: card needs PAYU_KEY and PAYU_SALT');
  }
  return {
    methods: [...new Set(methods as PaymentMethod[])],
    gateway,
    demoUpiVpa: e.PAYMENT_SANDBOX === true || testAddress,
    upiThroughGateway: gateway !== null && e.PAYU_UPI !== false,
    upiVpa: e.UPI_VPA,
    upiPayeeName: e.UPI_PAYEE_NAME,
  };
}

/**
 * PayU answers verify_payment at its postservice: test.payu.in for the test environment,
 * info.payu.in for production (docs.payu.in, "APIs used for Integration").
 */
function payuVerifyUrlFor(paymentUrl: string): string {
  const host = new URL(paymentUrl).host;
  const origin = host === 'test.payu.in' ? 'https://test.payu.in' : 'https://info.payu.in';
  return `${origin}/merchant/postservice.php?form=2`;
}

function parseTrustProxy(value: string): false | number | string[] {
  if (value === 'false' || value === '') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return splitList(value);
}

/** What to open: the database the configuration names, with the embedded one's memory setting. */
export function databaseTarget(config: AppConfig) {
  return config.database.kind === 'pglite'
    ? { ...config.database, sharedBuffersMb: config.pgliteSharedBuffersMb }
    : config.database;
}

export function loadConfig(
  source: Readonly<Record<string, string | undefined>> = process.env,
  cwd = process.cwd(),
): AppConfig {
  // Empty variables count as unset, as shells and .env files often leave them.
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.PASSWORD_HASH_COST < 17 && e.NODE_ENV !== 'test') {
    throw new ConfigError(
      'Invalid configuration:\n  PASSWORD_HASH_COST: below 17 is only allowed when NODE_ENV=test',
    );
  }
  // The hold is the short window; the TTL bounds orders whose payment is still in progress.
  if (e.ORDER_HOLD_MINUTES > e.UNPAID_ORDER_TTL_HOURS * 60) {
    throw new ConfigError(
      'Invalid configuration:\n  ORDER_HOLD_MINUTES: must not be longer than UNPAID_ORDER_TTL_HOURS',
    );
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const payments = parsePayments(e, publicUrl);
  const whatsapp = parseWhatsApp(e, isLoopbackUrl(publicUrl));
  if ('problem' in whatsapp) throw new ConfigError(`Invalid configuration:\n  ${whatsapp.problem}`);
  const dataDir = path.resolve(cwd, e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
    pgliteSharedBuffersMb: e.PGLITE_SHARED_BUFFERS_MB,
    dataDir,
    redisUrl: e.REDIS_URL,
    redisTimeoutMs: e.REDIS_TIMEOUT_MS,
    corsOrigins: splitList(e.CORS_ORIGINS),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    logLevel: e.LOG_LEVEL,
    bodyLimit: e.BODY_LIMIT_BYTES,
    seedDemo: e.SEED_DEMO,
    catalogCache: {
      enabled: e.CATALOG_CACHE,
      pollMs: e.CATALOG_CACHE_POLL_MS,
      maxBytes: e.CATALOG_CACHE_MB * 2 ** 20,
      pageMaxBytes: e.PAGE_CACHE_MB * 2 ** 20,
    },
    webDistDir: path.resolve(cwd, e.WEB_DIST_DIR ?? 'apps/web/dist'),
    sessionTtlHours: e.SESSION_TTL_HOURS,
    unpaidOrderTtlHours: e.UNPAID_ORDER_TTL_HOURS,
    orders: {
      expiryIntervalMinutes: e.ORDER_EXPIRY_INTERVAL_MINUTES,
      lookupMaxFailures: e.ORDER_LOOKUP_MAX_FAILURES,
      lookupWindowSeconds: e.ORDER_LOOKUP_WINDOW_SECONDS,
      holdMinutes: e.ORDER_HOLD_MINUTES,
      maxOpenPerAccount: e.MAX_OPEN_ORDERS_PER_ACCOUNT,
      maxOpenPerAddress: e.MAX_OPEN_ORDERS_PER_ADDRESS,
    },
    paymentChecks: {
      afterMinutes: e.PAYMENT_VERIFY_AFTER_MINUTES,
      intervalMinutes: e.PAYMENT_VERIFY_INTERVAL_MINUTES,
      payuVerifyUrl: e.PAYU_VERIFY_URL ?? payuVerifyUrlFor(e.PAYU_URL),
    },
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mail: {
      worker: e.MAIL_WORKER,
      pollMs: e.MAIL_POLL_SECONDS * 1000,
      maxAttempts: e.MAIL_MAX_ATTEMPTS,
      retryBaseMs: e.MAIL_RETRY_SECONDS * 1000,
      retryMaxMs: Math.max(e.MAIL_RETRY_SECONDS, e.MAIL_RETRY_MAX_SECONDS) * 1000,
    },
    auth: {
      passwordHashCost: e.PASSWORD_HASH_COST,
      maxPerAccount: e.AUTH_MAX_PER_ACCOUNT,
      maxPerAddress: e.AUTH_MAX_PER_ADDRESS,
      windowSeconds: e.AUTH_WINDOW_SECONDS,
      adminSessionMaxDays: e.ADMIN_SESSION_MAX_DAYS,
    },
    payments,
    whatsapp: whatsapp.config,
    raw: source,
  };
}
