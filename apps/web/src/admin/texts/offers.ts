// The admin's texts for the offers screen (offer codes).
// Part of adminTexts (admin/admin-texts.ts), kept in its own file for length; same shape rules.
// A code's rules and uses in words stay in features/offers/coupon-rules.ts, tested there.

export const offersTexts = {
  /** /admin/offers: where each code stands; the owner creates and disables them. */
  offers: {
    title: 'Offers',
    close: 'Close',
    newCode: 'New offer code',
    ownerOnly: "Only the shop's owner can create or disable codes.",
    loading: 'Loading offer codes',
    none: 'No offer codes yet.',
    listLabel: 'Offer codes',
    disable: (code: string) => `Disable ${code}`,
    confirmDisable: (code: string) =>
      `Disable ${code}? Shoppers can no longer use it. Orders already placed keep their discount. This cannot be undone.`,
    yesDisable: 'Yes, disable it',
    keep: 'Keep it',
    disabled: (code: string) => `${code} disabled`,
  },
  /** The new offer code's form (features/offers/offers-page.tsx). */
  offerForm: {
    title: 'New offer code',
    created: (code: string) => `Offer code ${code} created`,
    code: 'Code',
    codeHint: '2 to 32 letters, digits, dashes or underscores; shoppers may type it in any case.',
    discount: 'Discount',
    percentOff: 'Percentage off',
    rupeesOff: 'Rupees off',
    amountPercent: 'Percent off (%)',
    amountRupees: 'Rupees off (₹)',
    amountPercentHint: 'Up to two decimals, such as 10 or 12.5.',
    amountRupeesHint: 'Taken off the items the code covers.',
    maxDiscount: 'Largest discount (₹, optional)',
    maxDiscountHint: 'The most the percentage takes off one order.',
    minOrder: 'Minimum order (₹, optional)',
    minOrderHint: 'The items the code covers must come to at least this.',
    starts: 'Starts (IST, optional)',
    startsHint: 'India time. Empty: from now.',
    ends: 'Ends (IST, optional)',
    endsHint: 'India time. Empty: no end.',
    maxUses: 'Uses in all (optional)',
    maxUsesHint: 'Empty: no limit.',
    perShopper: 'Uses per shopper (optional)',
    perShopperHint: 'Counted per shopper account. Empty: no limit.',
    categories: 'Only for categories (optional)',
    categoriesHint: 'Category names separated by commas, such as Women, Kurtas. Empty: every item.',
    firstOrderOnly: 'First order only (for shoppers with no earlier order)',
    creating: 'Creating...',
    create: 'Create code',
    cancel: 'Cancel',
  },
} as const;
