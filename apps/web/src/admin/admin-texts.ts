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
    /** The browser tab's title after a screen's own: "Orders · Shop admin". */
    documentTitle: (title: string) => `${title} · Shop admin`,
  },
  /** The navigation's entries (tab bar, More panel and side bar), by screen. */
  nav: {
    today: 'Today',
    orders: 'Orders',
    products: 'Products',
    inbox: 'Inbox',
    store: 'Store',
    ship: 'Ship',
    returns: 'Returns',
    refunds: 'Refunds',
    offers: 'Offers',
    delivery: 'Delivery',
    tax: 'GST rates',
    search: 'Search',
    whatsapp: 'WhatsApp',
    reviews: 'Reviews',
    sizeCharts: 'Size charts',
    hindiNames: 'Hindi names',
  },
  /** The pieces every screen shares (components/admin-ui.tsx). */
  common: {
    conflictTitle: 'Changed by someone else',
    conflictText:
      'Someone saved this after you opened it. Reload to see their version, then make your change again.',
    reload: 'Reload',
    tryAgain: 'Try again',
    pagerLabel: 'Pages',
    previous: 'Previous',
    next: 'Next',
    /** The pager's position; the number of pages only when the list knows it. */
    pageOf: (page: number, pages?: number) =>
      pages === undefined ? `Page ${page}` : `Page ${page} of ${pages}`,
  },
  /** /admin: what needs doing now, and how the shop is selling. */
  today: {
    title: 'Today',
    loading: 'Loading today',
    waitingTitle: 'Waiting for you',
    forPayment: 'for payment',
    toConfirm: 'to confirm',
    toShip: 'to ship',
    returnsToActOn: 'returns to act on',
    sales: 'Sales',
    salesToday: 'Today',
    sales7Days: '7 days',
    sales30Days: '30 days',
    newMessages: 'New messages',
    openInbox: 'Open inbox',
    noUnread: 'No unread messages.',
    unread: (count: number) => `${count} unread ${count === 1 ? 'message' : 'messages'}.`,
    lowStockTitle: (threshold: number) => `Low stock (${threshold} or fewer)`,
    allAboveThreshold: 'Every size is above the threshold.',
    /** A low-stock row's size, and its colour where stock is kept per colour. */
    sizeLine: (size: string, color?: string | null) =>
      color ? `Size ${size} · ${color}` : `Size ${size}`,
    soldOut: 'Sold out',
    left: (quantity: number) => `${quantity} left`,
    showFewer: 'Show fewer',
    showAll: (count: number) => `Show all ${count}`,
  },
  /** /admin/orders: the list, its filters, the export and the GST report. */
  orders: {
    title: 'Orders',
    tabsLabel: 'Order status',
    tabs: {
      all: 'All',
      pending: 'Pending',
      processing: 'To ship',
      shipped: 'Shipped',
      delivered: 'Delivered',
      cancelled: 'Cancelled',
    },
    searchPlaceholder: 'Order number, phone, email or name',
    from: 'From',
    to: 'To',
    loading: 'Loading orders',
    noneMatch: 'No orders match.',
    itemCount: (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`,
    unpaid: 'unpaid',
    tableHeadings: ['Order', 'Placed', 'Customer', 'Items', 'Payment', 'Status', 'Total'],
    exportFailed: 'Could not export the orders',
    exporting: 'Exporting...',
    exportCsv: 'Export CSV',
    gstReportTitle: 'GST report (GSTR-1)',
    gstMonth: 'Month',
    gstMaking: 'Making...',
    gstMake: 'Make report',
    gstFailed: 'Could not make the GST report',
    gstTablesLabel: (month: string) => `GSTR-1 tables for ${month}`,
    gstFile: (name: string, rows: number) => `${name} (${rows} ${rows === 1 ? 'row' : 'rows'})`,
  },
  /** /admin/orders/:id: one order. */
  order: {
    title: 'Order',
    titleWithId: (id: string) => `Order ${id}`,
    loading: 'Loading the order',
    backToOrders: 'Orders',
    placed: (when: string) => `Placed ${when}`,
    cancelledByShopper: 'Cancelled by the shopper',
    cancelledByStore: 'Cancelled by the store',
    subtotal: 'Subtotal',
    discount: 'Discount',
    shipping: 'Shipping',
    free: 'Free',
    codFee: 'Cash on delivery fee',
    total: 'Total',
    invoice: 'Invoice',
    invoiceFailed: 'Could not download the invoice',
    packingSlip: 'Packing slip',
    items: 'Items',
    /** An item's size, colour, quantity and unit price. */
    itemLine: (size: string, color: string, quantity: number, price: string) =>
      `Size ${size} · ${color} · ${quantity} × ${price}`,
    shipTo: 'Ship to',
    courier: 'Courier',
    payments: 'Payments',
    paid: (amount: string, when: string) => `Paid ${amount}, ${when}`,
    notPaid: 'Not paid',
    notPaidYet: 'Not paid yet',
    noAttempts: 'No payment attempts.',
    attemptsLabel: 'Payment attempts and reports',
    verified: ' · verified',
    sandbox: ' · sandbox',
    history: 'History',
    by: (who: string) => `by ${who}`,
  },
  /** An order's next step (features/orders/order-moves.tsx): mark paid, ship, deliver, cancel. */
  orderMoves: {
    title: 'Next step',
    paidMethods: {
      upi: 'UPI',
      'bank-transfer': 'Bank transfer',
      cash: 'Cash',
      card: 'Card',
    },
    amountMissing: 'Enter the amount received',
    amountInvalid: 'Enter the amount in rupees, such as 1499.00',
    done: {
      'mark-paid': 'Marked paid',
      ship: 'Marked shipped',
      deliver: 'Marked delivered',
      cancel: 'Order cancelled, stock returned',
    },
    amountReceived: 'Amount received (₹)',
    amountHint: (total: string) => `The order's total is ${total}; the server checks it.`,
    paidBy: 'Paid by',
    reference: 'Reference (optional)',
    referenceHint: 'UPI transaction id (UTR), bank reference or receipt number.',
    saving: 'Saving...',
    markPaid: 'Mark paid',
    courier: 'Courier',
    trackingNumber: 'Tracking number',
    markShipped: 'Mark shipped',
    confirmCancel: 'Cancel this order? Its stock goes back on sale. This cannot be undone.',
    confirmDeliver: 'Mark this order delivered?',
    yesCancel: 'Yes, cancel it',
    yesDelivered: 'Yes, delivered',
    keepAsIs: 'Keep as is',
    markDelivered: 'Mark delivered',
    cancelOrder: 'Cancel order',
  },
  /** An order's cash-on-delivery moves (features/orders/cod-actions.tsx). */
  cod: {
    title: 'Cash on delivery',
    linkSent: 'Confirmation link sent again',
    returnedToOriginAt: (when: string) => `Returned to origin ${when}`,
    cancelledAndRestocked: 'The order is cancelled and its items are back in stock.',
    creditNoteAnswers: 'A credit note answers the invoice issued when it shipped.',
    returnsOfPhone: (count: number) =>
      `${count === 1 ? 'This is the first parcel returned for this phone' : `${count} parcels returned for this phone`}; cash on delivery may be withheld from it now.`,
    creditNoteFailed: 'Could not download the credit note',
    creditNote: 'Credit note',
    waitingForShopper: (until: string) =>
      `Waiting for the shopper to confirm through the mailed link, until ${until}. Unconfirmed by then, it is cancelled.`,
    sending: 'Sending...',
    sendLinkAgain: 'Send confirmation link again',
    newLinkMailed: (email: string) =>
      `A new link was mailed to ${email}; the old one no longer works. You can also send this one yourself:`,
    newLink: 'New confirmation link',
    confirmReturn:
      "Record this parcel as returned to origin? The order is cancelled, its items go back in stock, a credit note is issued and the return counts against the shopper's phone for cash on delivery. This cannot be undone.",
    recording: 'Recording...',
    yesCameBack: 'Yes, it came back',
    keepAsShipped: 'Keep as shipped',
    recorded: 'Recorded as returned to origin',
    refusedAndBack: 'Parcel refused or undeliverable, and back with you?',
    returnedToOrigin: 'Returned to origin',
  },
  /** The printed packing slip (features/orders/packing-slip.tsx). */
  packingSlip: {
    title: (orderId: string) => `Packing slip · ${orderId}`,
    placedOn: (day: string) => `Placed on ${day}`,
    shipTo: 'Ship to',
    collect: (amount: string) => `Cash on delivery: collect ${amount}`,
    courier: 'Courier',
    item: 'Item',
    size: 'Size',
    colour: 'Colour',
    qty: 'Qty',
    packed: 'Packed',
    itemCount: (count: number) => `${count} item(s)`,
  },
  /** The sales chart on Today (components/sales-chart.tsx). */
  salesChart: {
    label: (days: number, highest: string) =>
      `Sales per day over the last ${days} days, highest ${highest}`,
    caption: 'Sales per day',
    day: 'Day',
    sales: 'Sales',
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
