// The admin's texts for joining the shop by invitation, the admin's frame while it loads, and
// the owner-only notice. Part of adminTexts (admin/admin-texts.ts); same shape rules.

export const sessionTexts = {
  /** The admin's frame: loading it, an address that is no screen, owner-only screens. */
  frame: {
    loading: 'Loading',
    loadingAdmin: 'Loading the admin',
    noSuchScreen: 'No such admin screen.',
    ownerOnly: "Only the shop's owner can see and change this.",
    /** A typed day's shape, in the day fields' placeholder (components/day-field.tsx). */
    dayPlaceholder: 'dd/mm/yyyy',
  },
  /** /admin/invite/:token: a new staff member's name and password. */
  invite: {
    checking: 'Checking the invitation',
    notValid: 'Invitation not valid',
    askOwner: " Ask the shop's owner to send you a new invitation.",
    title: 'Join the shop',
    lead: (email: string) => `Invitation for ${email}. Choose your name and a password.`,
    name: 'Your name',
    password: 'Password',
    passwordHint: 'At least 10 characters.',
    passwordAgain: 'Password again',
    notTheSame: 'The two passwords are not the same',
    saving: 'Saving...',
    submit: 'Create my account',
  },
} as const;
