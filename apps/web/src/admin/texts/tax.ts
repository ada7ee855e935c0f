// The admin's texts for the GST rates screen.
// Part of adminTexts (admin/admin-texts.ts), kept in its own file for length; same shape rules.

export const taxTexts = {
  /** /admin/tax: the GST rate per HSN prefix, flat or in slabs. */
  tax: {
    title: 'GST rates',
    anotherHsn: 'Another HSN',
    /** The lead before the link to the orders screen, the link, and after it. */
    lead: "Prices include GST. The longest matching prefix of a product's HSN code sets its rate. The month's GSTR-1 report is on the",
    ordersLink: 'Orders',
    leadEnd: 'screen.',
    ownerOnly: ' Only the shop\u2019s owner can change a rate.',
    addTitle: 'Rate for another HSN',
    loading: 'Loading GST rates',
    none: 'No GST rates yet.',
    listLabel: 'GST rates',
    hsn: (prefix: string) => `HSN ${prefix}`,
    setByOwner: 'Set by the owner',
    byDefault: 'Default',
    editLabel: (prefix: string) => `Edit the rate of HSN ${prefix}`,
    edit: 'Edit rate',
    saved: (prefix: string) => `GST for HSN ${prefix} saved`,
    hsnPrefix: 'HSN code or prefix',
    hsnPrefixHint: '2 to 8 digits; the rate applies to every HSN code starting with it.',
    rate: 'Rate (%)',
    slabRate: (n: number) => `Slab ${n} rate (%)`,
    onEveryPiece: 'On every piece',
    aboveThat: 'Above that',
    upTo: 'Up to (₹ a piece)',
    removeSlab: (n: number) => `Remove slab ${n}`,
    slabNote:
      'A slab is judged on the taxable value of one piece, after any discount. Orders already placed keep the tax they were charged.',
    addSlab: 'Add a slab',
    saving: 'Saving...',
    save: 'Save rate',
    cancel: 'Cancel',
  },
} as const;
