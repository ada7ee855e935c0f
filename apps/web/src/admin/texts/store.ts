// The admin's texts for the store screen: its sections, payment methods, staff, audit log and
// two-factor sign-in. The settings and pictures sections are in texts/store-settings.ts.
// Part of adminTexts (admin/admin-texts.ts), kept in its own file for length; same shape rules.

import { storeSettingsTexts } from './store-settings';

export const storeTexts = {
  /** /admin/store: the owner's settings, one section at a time. */
  store: {
    title: 'Store',
    sectionsLabel: 'Store section',
    sections: {
      settings: 'Settings',
      look: 'Logo & categories',
      payments: 'Payment methods',
      staff: 'Staff',
      audit: 'Audit',
      security: 'Security',
    },
  },
  /** Which payment methods the shop takes (features/store/payment-methods-section.tsx). */
  storePayments: {
    title: 'Payment methods',
    legend: 'Payment methods shoppers may use',
    lead: 'Switch off a method you do not want to take. The payment page offers only the methods that are on, and keeps saying which ones the shop takes. At least one stays on.',
    methods: { upi: 'UPI', card: 'Card / Net banking', cod: 'Cash on delivery' },
    hints: {
      upi: 'A QR code or the UPI app, to the UPI ID in Settings. You confirm each payment when it reaches your bank.',
      card: "Through the PayU gateway; offered once the server has PayU's key and salt.",
      cod: 'The courier collects the money. Your COD limit, fee and PIN codes still apply.',
    },
    /** How UPI payments are confirmed at this store, as GET /storeInfo says. */
    upiThroughGateway:
      "Through the PayU gateway: a QR code, the UPI app, or a request to the shopper's UPI ID. PayU confirms each payment and the order moves to Processing by itself.",
    upiByOwner:
      "No payment gateway is set up, so shoppers pay the UPI ID in Settings by QR code or the UPI app, and you confirm each payment when it reaches your bank. Set PayU's key and salt on the server and PayU confirms UPI payments for you.",
    keepOne: 'Keep at least one payment method on: shoppers need a way to pay.',
    saved: 'Payment methods saved',
    saving: 'Saving...',
    save: 'Save payment methods',
    loading: 'Loading the payment methods',
  },
  /** The audit log (features/store/audit-section.tsx). */
  storeAudit: {
    filter: 'Filter',
    fields: {
      actor: 'Who (email)',
      entity: 'What (such as product, order)',
      action: 'Action',
      from: 'From',
      to: 'To',
    },
    show: 'Show',
    loading: 'Loading the audit log',
    none: 'Nothing recorded for these filters.',
    beforeAndAfter: 'Before and after',
    before: 'Before',
    after: 'After',
  },
  /** Staff: who can sign in, invitations, sign-outs (features/store/staff-section.tsx). */
  storeStaff: {
    title: 'Staff',
    loading: 'Loading staff',
    inviteTitle: 'Invite a staff member',
    theirEmail: 'Their email',
    sending: 'Sending...',
    sendInvitation: 'Send invitation',
    invitationSent: (email: string, until: string) =>
      `We have e-mailed an invitation to ${email}. Its link works once, until ${until}; you can also pass it on yourself.`,
    linkCopied: 'Link copied',
    copyFailed: 'Could not copy; select the link instead',
    copyLink: 'Copy link',
    newPasswordSet: (who: string) => `New password set for ${who}`,
    handOver: (sessions: number) =>
      `Signed out of ${sessions} session(s). Give them the password in person.`,
    newPassword: 'New password (at least 10 characters)',
    newPasswordAgain: 'New password again',
    setting: 'Setting...',
    setPassword: 'Set password',
    cancel: 'Cancel',
    cannotSignIn: (name: string) => `${name} can no longer sign in`,
    canSignInAgain: (name: string) => `${name} can sign in again`,
    notChanged: 'Not changed',
    signedOut: (sessions: number) => `Signed out of ${sessions} session(s)`,
    notSignedOut: 'Not signed out',
    disabledBadge: 'disabled',
    twoFactorOn: '2FA on',
    you: 'you',
    signOutEverywhere: 'Sign out everywhere',
    enable: 'Enable',
    disable: 'Disable',
    newPasswordButton: 'New password',
  },
  /** Two-factor sign-in for the owner (features/store/security-section.tsx). */
  storeSecurity: {
    title: 'Two-factor sign-in',
    on: 'On',
    off: 'Off',
    codesTitle: 'Your recovery codes',
    codesLead:
      'Write these down or print them and keep them somewhere safe. Each one signs you in once if your phone is lost. They are shown only now.',
    codesSaved: 'I have saved them',
    why: 'With two-factor sign-in, a stolen password is not enough: signing in also needs a code from an authenticator app on your phone.',
    turnOnButton: 'Turn on two-factor sign-in',
    steps: [
      'Open an authenticator app (Google Authenticator, Microsoft Authenticator, Authy...).',
      'Scan this code, or type the key below it.',
      'Enter the 6-digit code the app shows.',
    ],
    qrLabel: 'QR code for your authenticator app',
    code: 'Code from the app',
    checking: 'Checking...',
    turnOn: 'Turn on',
    isOn: 'Two-factor sign-in is on',
    isOff: 'Two-factor sign-in is off',
    noNewCodes: 'No new codes',
    newCodes: 'New recovery codes',
    password: 'Your password, to turn two-factor sign-in off',
    turningOff: 'Turning off...',
    turnOff: 'Turn off',
  },
  ...storeSettingsTexts,
} as const;
