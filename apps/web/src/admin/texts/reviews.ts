// The admin's texts for the reviews' moderation queue.
// Part of adminTexts (admin/admin-texts.ts), kept in its own file for length; same shape rules.

export const reviewsTexts = {
  /** /admin/reviews: approve, reject with a reason, reply in public. */
  reviews: {
    title: 'Reviews',
    tabsLabel: 'Show reviews',
    tabs: { pending: 'Waiting', approved: 'Approved', rejected: 'Rejected' },
    loading: 'Loading reviews',
    none: 'No reviews here.',
    /** The fit the buyer chose, keyed by the contract's values. */
    fit: { small: 'Runs small', true: 'True to size', large: 'Runs large' },
    outOf5: (rating: number) => `${rating} out of 5`,
    /** The line under the title: what was bought, the fit, who wrote it and when. */
    meta: (r: {
      productTitle: string;
      size: string;
      fit: string;
      author: string;
      email: string;
      when: string;
    }) => `${r.productTitle} · size ${r.size} · ${r.fit} · ${r.author} (${r.email}) · ${r.when}`,
    photos: 'Photos',
    buyersPhoto: "Buyer's photo",
    reason: (reason: string) => `Reason: ${reason}`,
    approve: 'Approve',
    reasonForRejecting: 'Reason for rejecting',
    reject: 'Reject',
    publicReply: 'Public reply',
    saveReply: 'Save reply',
    /** The toast after a move, keyed by the move. */
    done: { approve: 'Approved', reject: 'Rejected', reply: 'Reply saved' },
    notChanged: 'Not changed',
  },
} as const;
