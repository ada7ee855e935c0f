// The owner's admin under /api/v1/admin (docs/decisions/009-admin.md): staff sign-in, two-factor
// sign-in, invitations, the audit log, orders, the Today screen and the inbox. Every call needs a
// staff bearer token; a shopper's token is refused.
import { z } from 'zod';
import { isoDate, queryInt, rupees } from './common.ts';
import { emailField } from './content.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG } from './limits.ts';
import { orderStatus } from './orders.ts';
import { plainText } from './plain-text.ts';
import { storePicture } from './store.ts';

export const STAFF_ROLES = ['owner', 'staff'] as const;
export const staffRole = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof staffRole>;

/** Staff passwords guard the whole shop: longer than a shopper's minimum. */
export const STAFF_PASSWORD_MIN_LENGTH = 10;
export const STAFF_PASSWORD_TOO_SHORT = `Password must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters`;

export const staffPasswordField = z
  .string({ message: 'Password is required' })
  .min(STAFF_PASSWORD_MIN_LENGTH, STAFF_PASSWORD_TOO_SHORT)
  .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG);

/** Authenticator apps show "578 913": the digits are the code, the space only helps reading. */
const joinDigitGroups = (code: string) =>
  /^[\d\s]+$/.test(code) ? code.replace(/\s+/g, '') : code;

/** Six digits from an authenticator app, or one recovery code such as `k7m2q-9xw4t`. */
export const secondFactorCode = z
  .string({ message: 'code must be text' })
  .trim()
  .overwrite(joinDigitGroups)
  .regex(
    /^(\d{6}|[a-z0-9]{5}-?[a-z0-9]{5})$/i,
    'Enter the 6-digit code from your authenticator app, or a recovery code',
  );

// ---------------------------------------------------------------------------------------------
// Sign-in

/**
 * POST /admin/auth/login. With two-factor sign-in on, the first call (without `code`) answers
 * `{ twoFactorRequired: true }`; the client asks for the code and sends all three fields again.
 */
export const adminLoginRequest = z
  .object({
    email: emailField,
    password: z
      .string({ message: 'Password is required' })
      .min(1, 'Password is required')
      .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG),
    code: secondFactorCode.optional(),
  })
  .strict();
export type AdminLoginRequest = z.infer<typeof adminLoginRequest>;

export const adminLoginResponse = z.union([
  z.object({ token: z.string() }).strict(),
  z.object({ twoFactorRequired: z.literal(true) }).strict(),
]);
export type AdminLoginResponse = z.infer<typeof adminLoginResponse>;

/** GET /admin/me: who is signed in. */
export const staffMe = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: staffRole,
  twoFactorEnabled: z.boolean(),
});
export type StaffMe = z.infer<typeof staffMe>;

// ---------------------------------------------------------------------------------------------
// Two-factor sign-in (owners), RFC 6238 time-based codes

/** POST /admin/auth/2fa/setup: a new secret to scan; not on until confirmed. */
export const twoFactorSetupResponse = z.object({
  secret: z.string(),
  /** otpauth:// URI for a QR code. */
  otpauthUrl: z.string(),
});
export type TwoFactorSetupResponse = z.infer<typeof twoFactorSetupResponse>;

/** POST /admin/auth/2fa/enable: a code from the app proves the secret was stored. */
export const twoFactorEnableRequest = z
  .object({
    code: z
      .string()
      .trim()
      .overwrite(joinDigitGroups)
      .regex(/^\d{6}$/, 'Enter the 6-digit code from your app'),
  })
  .strict();

/** The recovery codes, shown this once; each works one time instead of a code from the app. */
export const recoveryCodesResponse = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodesResponse = z.infer<typeof recoveryCodesResponse>;

/** POST /admin/auth/2fa/disable: the password again, so a left-open phone cannot turn it off. */
export const twoFactorDisableRequest = z
  .object({
    password: z.string().min(1, 'Password is required').max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG),
  })
  .strict();

// ---------------------------------------------------------------------------------------------
// Passwords

/**
 * POST /admin/auth/password: a signed-in member changes their own password, with the one they
 * have now; every other session of theirs ends.
 */
export const changePasswordRequest = z
  .object({
    currentPassword: z
      .string({ message: 'Password is required' })
      .min(1, 'Password is required')
      .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG),
    newPassword: staffPasswordField,
  })
  .strict();
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

/** POST /admin/staff/{id}/password: the owner gives a staff member a new password. */
export const resetStaffPasswordRequest = z.object({ newPassword: staffPasswordField }).strict();

/** How many sessions a change ended (sign-out everywhere, a new password). */
export const sessionsEndedResponse = z.object({ sessionsEnded: z.number().int() });
export type SessionsEndedResponse = z.infer<typeof sessionsEndedResponse>;

// ---------------------------------------------------------------------------------------------
// Staff and invitations (owner only)

const staffName = plainText(
  z
    .string({ message: 'Name is required' })
    .trim()
    .min(2, 'Name must be at least 2 characters')
    .max(80, 'Name must be at most 80 characters'),
  'name',
);

export const staffMember = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: staffRole,
  twoFactorEnabled: z.boolean(),
  disabled: z.boolean(),
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof staffMember>;
export const staffListResponse = z.object({ data: z.array(staffMember) });

export const staffIdParams = z.object({ id: z.uuid({ message: 'Not a staff id' }) }).strict();

/** POST /admin/staff/invitations: invites a staff member (owners are made on the command line). */
export const createInvitationRequest = z.object({ email: emailField }).strict();
export const invitationResponse = z.object({
  id: z.string(),
  email: z.string(),
  role: staffRole,
  expiresAt: z.string(),
  /** The path to send, e.g. /admin/invite/<token>; works once, for 48 hours. */
  link: z.string(),
});
export type InvitationResponse = z.infer<typeof invitationResponse>;

export const invitationTokenParams = z
  .object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'This invitation link is not valid') })
  .strict();

/** GET /admin/invitations/{token} (no sign-in needed): whom the link invites. */
export const invitationInfo = z.object({
  email: z.string(),
  role: staffRole,
  expiresAt: z.string(),
});

/** POST /admin/invitations/{token}/accept: answers a session token, already signed in. */
export const acceptInvitationRequest = z
  .object({ name: staffName, password: staffPasswordField })
  .strict();

/** PATCH /admin/staff/{id}: disable or enable again (owner only; not oneself). */
export const updateStaffRequest = z.object({ disabled: z.boolean() }).strict();

// ---------------------------------------------------------------------------------------------
// Audit log (owner only)

export const auditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditQuery = z
  .object({
    entity: z.string().max(40).optional(),
    entityId: z.string().max(80).optional(),
    actor: z.string().max(254).optional(),
    action: z.string().max(60).optional(),
    from: isoDate('from').optional(),
    to: isoDate('to').optional(),
    page: queryInt('page', 1, 10_000).optional(),
  })
  .strict();
export type AuditQuery = z.infer<typeof auditQuery>;
export const auditListResponse = z.object({
  data: z.array(auditEntry),
  page: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z.boolean(),
});

// ---------------------------------------------------------------------------------------------
// Inbox

export const contactMessage = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type ContactMessage = z.infer<typeof contactMessage>;

export const inboxQuery = z
  .object({
    unread: z.enum(['true', 'false']).optional(),
    page: queryInt('page', 1, 10_000).optional(),
  })
  .strict();
export const contactMessageListResponse = z.object({
  data: z.array(contactMessage),
  unread: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z.boolean(),
});
export const messageIdParams = z.object({ id: queryInt('id', 1, 2_000_000_000) }).strict();
export const markReadRequest = z.object({ read: z.boolean() }).strict();
/** PUT /admin/messages/{id}/read: the message and when it was read (null: unread again). */
export const markReadResponse = z.object({ id: z.number().int(), readAt: z.string().nullable() });
export type MarkReadResponse = z.infer<typeof markReadResponse>;

export const subscriber = z.object({ email: z.string(), createdAt: z.string() });
export const subscriberListResponse = z.object({
  data: z.array(subscriber),
  page: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z.boolean(),
});
export const pageQuery = z.object({ page: queryInt('page', 1, 10_000).optional() }).strict();

/** GET /admin/orders/{id}/packing-slip: what the printed slip shows (the web lays it out). */
export const packingSlipResponse = z.object({
  orderId: z.string(),
  /** The day it was placed, in India (YYYY-MM-DD). */
  placedOn: z.string(),
  status: orderStatus,
  from: z.object({ name: z.string(), address: z.string(), phone: z.string(), email: z.string() }),
  shipTo: z.object({
    fullName: z.string(),
    address: z.string(),
    city: z.string(),
    state: z.string(),
    postalCode: z.string(),
    phone: z.string(),
  }),
  lines: z.array(
    z.object({
      title: z.string(),
      size: z.string(),
      color: z.string(),
      quantity: z.number().int(),
    }),
  ),
  itemCount: z.number().int(),
  total: rupees,
  paymentMethod: z.string().nullable(),
  /** Cash the courier collects at the door (cash on delivery); null when already paid. */
  cashToCollect: rupees.nullable(),
  courier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
});
export type PackingSlip = z.infer<typeof packingSlipResponse>;

// ---------------------------------------------------------------------------------------------
// Store settings (owner only)

/**
 * GET and PUT /admin/store: the whole store configuration, as `npm run admin -- store:show`
 * prints it (name, contact details, categories, policies as HTML, UPI VPA and payee name, and
 * the sections features add, such as admin.lowStockThreshold). A PUT replaces it all; the
 * server checks every field against its settings schema, refuses unknown keys, and cleans the
 * policy HTML.
 */
export const adminStoreSettings = z.record(z.string(), z.unknown());

/**
 * The store details shoppers read as the shop's own (footer, contact page, policies, mails,
 * invoices) that a demo shop comes with: the admin names those still as the demo's.
 */
export const DEMO_DETAILS = [
  'companyName',
  'companyAddress',
  'companyPhone',
  'whatsappNumber',
  'companyEmail',
  'website',
  'gstin',
] as const;
export type DemoDetail = (typeof DEMO_DETAILS)[number];

/**
 * GET /admin/store/demo-details (owner only): which of those still hold the demo shop's made-up
 * values, so the owner replaces or clears them before shoppers take them for hers.
 */
export const adminStoreDemoDetails = z.object({ left: z.array(z.enum(DEMO_DETAILS)) });
export type AdminStoreDemoDetails = z.infer<typeof adminStoreDemoDetails>;

/**
 * GET /admin/store/pictures: the logo and the categories' tile pictures (owner only). They are
 * uploaded and removed through their own routes, never through PUT /admin/store.
 */
export const adminStorePictures = z.object({
  logo: storePicture.nullable(),
  /** Every category the storefront shows, in its order, with its tile picture or null. */
  categories: z.array(z.object({ name: z.string(), tile: storePicture.nullable() })),
});
export type AdminStorePictures = z.infer<typeof adminStorePictures>;

/** The category a tile picture belongs to, by name (URL-encoded in the path). */
export const adminCategoryTileParams = z
  .object({ name: z.string().trim().min(1, 'name is required').max(60, 'name is too long') })
  .strict();
