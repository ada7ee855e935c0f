// The admin's texts in one place (issue 35, docs/decisions/031-hindi-storefront.md, dated section
// "the admin's texts"). The admin stays English; its screens read their words from here rather
// than from literals in the JSX, so a second language later is one more object of this shape,
// chosen where the admin mounts, and no screen changes. The storefront's t() and its Hindi
// catalog are not used here: the admin is a lazily loaded chunk of its own and must not pull the
// storefront's catalog in, nor add to the storefront's first page.
//
// Grouped by screen; a text that fills in a value is a function. Screens not moved yet keep
// their literals (the decision record lists them); move one by adding its group here.

export const adminTexts = {
  /** The frame round every screen: top bar, skip link, navigation's own words. */
  shell: {
    skipToContent: 'Skip to content',
    shopAdmin: 'Shop admin',
    yourAccount: 'Your account',
    account: 'Account',
    signOut: 'Sign out',
    navLabel: 'Admin',
    more: 'More',
    currentScreenInMore: ' (current screen is here)',
  },
  /** /admin/login, both steps. */
  signIn: {
    title: 'Sign in',
    lead: "For the shop's owner and staff.",
    email: 'Email',
    password: 'Password',
    submit: 'Sign in',
    submitting: 'Signing in...',
    codeTitle: 'Enter your code',
    codeLead:
      'Open your authenticator app and type the 6-digit code for this shop, or one of your recovery codes.',
    code: 'Code',
    checking: 'Checking...',
    codeRefused: 'That code was not accepted. Try the newest code from your app.',
    otherAccount: 'Use another account',
  },
} as const;
