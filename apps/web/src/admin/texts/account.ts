// The admin's texts for the owner's and staff's own account, the Hindi names screen, the
// lists' search box and the credit note button.
// Part of adminTexts (admin/admin-texts.ts), kept in its own file for length; same shape rules.

export const accountTexts = {
  /** /admin/account: who is signed in, and a new password. */
  account: {
    title: 'Your account',
    changeTitle: 'Change your password',
    signedInAs: 'Signed in as',
    /** After the email: "(owner). A new password signs you out…". */
    roleAndLead: (role: string) =>
      ` (${role}). A new password signs you out everywhere else: on other phones and computers you sign in again with it.`,
    currentPassword: 'Current password',
    newPassword: 'New password (at least 10 characters)',
    newPasswordAgain: 'New password again',
    changing: 'Changing...',
    submit: 'Change password',
    changed: 'Password changed',
    /** Signed out elsewhere: the words for the count the server answers. */
    sessionsEnded: (n: number) =>
      n === 0
        ? 'No other session was signed in.'
        : n === 1
          ? 'One other session was signed out.'
          : `${n} other sessions were signed out.`,
  },
  /** /admin/hindi-names: the Hindi of the catalog's categories, types and colours. */
  hindiNames: {
    title: 'Hindi names',
    loading: 'Loading Hindi names',
    lead: 'Shoppers on the Hindi pages see these names; a name left empty shows in English. Product titles and descriptions in Hindi are written on each product.',
    headings: { category: 'Categories', type: 'Types', colour: 'Colours' },
    inHindi: (name: string) => `${name} in Hindi`,
    saved: (name: string) => `Hindi for ${name} saved`,
    removed: (name: string) => `Hindi for ${name} removed`,
    notSaved: 'Not saved',
    save: 'Save',
  },
  /** The search box at the top of an admin list (components/admin-search-box.tsx). */
  searchBox: {
    label: 'Search',
    submit: 'Search',
  },
  /** A return's credit note, downloaded from the returns queue or the order page. */
  creditNote: {
    button: 'Credit note',
    ofReturn: (returnId: number | null) => `Credit note, return ${returnId}`,
    noRefundYet: 'This return has no refund with a credit note yet.',
    failed: 'Could not download the credit note',
  },
} as const;
