// The admin's texts in one place (issue 35, docs/decisions/031-hindi-storefront.md, dated section
// "the admin's texts"). The admin stays English; its screens read their words from here rather
// than from literals in the JSX, so a second language later is one more object of this shape,
// chosen where the admin mounts, and no screen changes. The storefront's t() and its Hindi
// catalog are not used here: the admin is a lazily loaded chunk of its own and must not pull the
// storefront's catalog in, nor add to the storefront's first page.
//
// Grouped by screen; a text that fills in a value is a function. Screens not moved yet keep
// their literals (the decision record lists them); move one by adding its group here. A large
// area's groups live in their own file under texts/ (orders, products, returns) and are spread
// in below, so the object keeps one shape however it is split.

import { ordersTexts } from './texts/orders';
import { productsTexts } from './texts/products';
import { returnsTexts } from './texts/returns';
import { accountTexts } from './texts/account';
import { deliveryTexts } from './texts/delivery';
import { inboxTexts } from './texts/inbox';
import { offersTexts } from './texts/offers';
import { reviewsTexts } from './texts/reviews';
import { searchTexts } from './texts/search';
import { sizeChartsTexts } from './texts/size-charts';
import { storeTexts } from './texts/store';
import { taxTexts } from './texts/tax';
import { whatsappTexts } from './texts/whatsapp';
import { sessionTexts } from './texts/session';
import { shippingTexts } from './texts/shipping';

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
  /** /admin/refunds: refunds by state, payouts by hand, and store credit. */
  refunds: {
    title: 'Refunds',
    listLabel: 'Refunds',
    tabsLabel: 'Refunds by state',
    tabs: { payout_due: 'To pay out', pending: 'At the gateway', failed: 'Failed', done: 'Done' },
    states: { payout_due: 'Pay out', pending: 'Pending', failed: 'Failed', done: 'Done' },
    destinations: {
      source: 'Back the way it was paid',
      store_credit: 'Store credit',
      upi: 'To a UPI ID',
      bank: 'To a bank account',
    },
    upiId: 'UPI ID',
    name: 'Name',
    account: 'Account',
    ifsc: 'IFSC',
    referenceTooShort: 'Enter the UTR or reference, at least 4 characters',
    referenceTooLong: 'At most 64 characters',
    payoutRecorded: (amount: string, orderId: string) =>
      `Payout of ${amount} recorded for ${orderId}`,
    paymentReference: 'Payment reference (UTR)',
    paymentReferenceHint: 'From your UPI app or bank, once you have paid.',
    recording: 'Recording...',
    recordPayout: 'Record payout',
    ofReturn: (returnId: number) => ` · return #${returnId}`,
    ofCancelledOrder: ' · cancelled order',
    refundNo: (id: number) => `refund #${id}`,
    gateway: (ref: string) => `Gateway: ${ref}`,
    paidReference: (ref: string) => `Paid, reference ${ref}`,
    loading: 'Loading refunds',
    nothingToPayOut: 'Nothing to pay out.',
    noneInState: 'No refunds in this state.',
    creditTitle: 'Store credit',
    creditEmailMissing: 'Enter the shopper’s email',
    creditAmountMissing: 'Enter an amount in rupees',
    creditAmountPositive: 'Enter an amount above ₹0',
    creditAmountMax: 'At most ₹1,00,000 at a time',
    creditNoteMissing: 'Say why, for the shopper’s ledger',
    creditNoteMax: 'At most 200',
    creditSaved: (email: string, balance: string) => `Store credit of ${email} is now ${balance}`,
    creditEmail: 'Shopper’s email',
    creditChange: 'Change',
    creditAdd: 'Add credit',
    creditTake: 'Take back credit',
    creditAmount: 'Amount (₹)',
    creditNote: 'Note',
    creditNoteHint: 'Kept with the change in the shopper’s credit ledger.',
    saving: 'Saving...',
    saveCredit: 'Save credit',
  },
  /** The sales chart on Today (components/sales-chart.tsx). */
  salesChart: {
    label: (days: number, highest: string) =>
      `Sales per day over the last ${days} days, highest ${highest}`,
    caption: 'Sales per day',
    none: (days: number) => `No sales in these ${days} days yet.`,
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
    lostPassword:
      'Lost your password? A staff member asks the owner for a new one. An owner sets one on the machine the shop runs on:',
    lostPasswordCommand: 'npm run admin -- staff:set-password --email you@yourshop.in',
  },
  ...ordersTexts,
  ...productsTexts,
  ...returnsTexts,
  ...accountTexts,
  ...deliveryTexts,
  ...inboxTexts,
  ...offersTexts,
  ...reviewsTexts,
  ...searchTexts,
  ...sizeChartsTexts,
  ...storeTexts,
  ...taxTexts,
  ...whatsappTexts,
  ...sessionTexts,
  ...shippingTexts,
} as const;
