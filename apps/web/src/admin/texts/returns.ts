// The admin's texts for the returns queue and its cards.
// Part of adminTexts (admin/admin-texts.ts), kept in its own file for length; same shape rules.

export const returnsTexts = {
  /** /admin/returns: the queue by state and its numbers (the cards themselves not moved yet). */
  returns: {
    title: 'Returns',
    tabsLabel: 'Returns by state',
    tabs: {
      requested: 'New',
      approved: 'Approved',
      received: 'Received',
      closed: 'Done',
      rejected: 'Rejected',
    },
    loading: 'Loading returns',
    nothingHere: 'Nothing here.',
    numbers: 'Numbers',
    requests: 'Requests',
    exchanges: 'Exchanges',
    daysToRefund: 'Days to refund',
    byReason: 'By reason (units)',
    mostReturned: 'Most returned pieces (units)',
    downloadCsv: 'Download CSV',
  },
  /** One request in the returns queue (features/returns/return-card.tsx). */
  returnCard: {
    reasons: {
      too_small: 'Too small',
      too_large: 'Too large',
      damaged: 'Damaged or defective',
      not_as_pictured: 'Not as pictured',
      quality: 'Quality',
      // The shopper's reason in the owner's words (her own form says "Changed my mind").
      changed_mind: 'Changed mind',
      other: 'Other',
    },
    wants: {
      exchange: 'Another size',
      source: 'Refund to where paid',
      store_credit: 'Store credit',
      upi: 'Refund to UPI',
      bank: 'Refund to bank',
    },
    payoutUpi: (upiId: string) => `UPI ${upiId}`,
    payoutBank: (name: string, account: string, ifsc: string) =>
      `${name}, a/c ${account}, IFSC ${ifsc}`,
    /** The toast once a step is taken, by the step's name (returns-api.ts ReturnStep). */
    stepDone: (
      id: number,
      step: 'approve' | 'reject' | 'receive' | 'refund' | 'payout' | 'exchange',
    ) =>
      `Return ${id} ${
        {
          approve: 'approved',
          reject: 'rejected',
          receive: 'marked received',
          refund: 'refunded',
          payout: 'paid out',
          exchange: 'exchange sent',
        }[step]
      }`,
    notChanged: 'Not changed',
    paymentReference: 'Payment reference (UTR)',
    rejectReason: 'Reason, if you reject',
    /** Approving either way tells the shopper how the pieces come back (docs/returns.md). */
    approvePickup: 'Approve: courier picks it up',
    approveSheShips: 'Approve: shopper sends it back',
    reject: 'Reject',
    receivedRestocked: 'Received, all restocked',
    receivedDamaged: 'Received, all damaged (written off)',
    sendExchange: 'Send the exchange',
    refund: (amount: string) => `Refund ${amount}`,
    recordPayout: 'Record payout',
    /** Before the order's link: "Return 12 · ". */
    returnId: (id: number) => `Return ${id} ·`,
    refundState: (state: string) => ` · refund ${state}`,
    /** The badge of a return's state: the queue's tab names (New, Done), not the API's words. */
    states: {
      requested: 'New',
      approved: 'Approved',
      received: 'Received',
      closed: 'Done',
      rejected: 'Rejected',
    },
    line: (quantity: number, title: string, size: string) => `${quantity} × ${title}, size ${size}`,
    keptAside: (size: string) => ` → ${size} (kept aside)`,
    restocked: (restocked: number, writtenOff: number) =>
      ` · ${restocked} restocked, ${writtenOff} written off`,
    payTo: (payout: string) => `Pay to: ${payout}`,
    comingBack: (pickup: string) => `Coming back: ${pickup}`,
    rejected: (reason: string) => `Rejected: ${reason}`,
    exchangeOrder: 'Exchange order:',
    photos: 'Photos',
    photoAlt: 'Photo sent with the return',
  },
  /** The "Not returnable" card beside the queue (features/returns/not-returnable.tsx). */
  notReturnable: {
    title: 'Not returnable',
    notChanged: 'Not changed',
    category: (name: string) => `Category: ${name}`,
    piece: (value: string, title: string) => `Piece #${value} ${title}`,
    allowReturns: 'Allow returns',
    mark: 'Mark',
    aCategory: 'A category',
    aPiece: 'A piece (its number)',
    categoryName: 'Category name',
    pieceNumber: 'Piece number',
    submit: 'Not returnable',
  },
} as const;
