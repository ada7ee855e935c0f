// The admin's texts for the delivery screen (PIN rules).
// Part of adminTexts (admin/admin-texts.ts), kept in its own file for length; same shape rules.

export const deliveryTexts = {
  /** /admin/delivery: the PINs not served, or served without cash on delivery. */
  delivery: {
    title: 'Delivery',
    /** The lead before the link to the store settings, and the link. */
    lead: 'Every PIN in India is served, with cash on delivery, unless a rule below says otherwise. The dispatch PIN, handling days, cut-off time, zones, holidays and cash-on-delivery limits are in',
    storeSettingsLink: 'Store settings',
    ownerOnly: "Only the shop's owner can change these rules.",
    rulesTitle: 'PIN rules',
    listLabel: 'PIN rules',
    loading: 'Loading PIN rules',
    none: 'No rules: every PIN is served, with cash on delivery.',
    /** The owner's words for a rule's kind, keyed by the contract's kinds. */
    kinds: { blocked: 'Not served', noCod: 'Served, no cash on delivery' },
    /** A rule's PINs for reading: one PIN, or the ends of a range with an en dash. */
    onePin: (pin: string) => `PIN ${pin}`,
    pinRange: (from: string, to: string) => `PINs ${from} – ${to}`,
    addTitle: 'Add a rule',
    range: 'PIN or range',
    rangeHint: 'One PIN, such as 560001, or a range, such as 790001-792999.',
    kind: 'What applies there',
    newestWins: 'The newest rule wins: it replaces older rules where they overlap.',
    saving: 'Saving...',
    add: 'Add rule',
    added: (range: string, kind: string) => `${range}: ${kind.toLowerCase()}`,
    removed: (words: string) => `${words}: normal service again`,
    since: (when: string) => `Since ${when}`,
    removeLabel: (words: string) => `Remove the rule for ${words}`,
    remove: 'Remove',
    confirm: (words: string) => `Serve ${words} normally again, cash on delivery included?`,
    yesRemove: 'Yes, remove the rule',
    keep: 'Keep it',
  },
} as const;
