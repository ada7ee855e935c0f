// The admin's texts for the store's settings section; the pictures section's are added below it.
// Part of adminTexts (admin/admin-texts.ts) through texts/store.ts; same shape rules.

import { storePicturesTexts } from './store-pictures';

export const storeSettingsTexts = {
  /** The store's settings (features/store/settings-section.tsx). */
  storeSettings: {
    loading: 'Loading the settings',
    saved: 'Store settings saved',
    saving: 'Saving...',
    save: 'Save settings',
    /** A refusal that names the setting itself speaks of "This" (the label says which). */
    thisSetting: (rest: string) => `This${rest}`,
    /** The details still made up for shoppers (GET /admin/store/demo-details). */
    demoTitle: "Still the demo shop's details",
    demoLead:
      "Shoppers take these for your shop's own (footer, contact page, policies, mails and invoices), but they are made up: the demo shop's, or, where a field is empty, the storefront's placeholder. Put in your own.",
    demoDetails: {
      companyName: 'Company name',
      companyAddress: 'Address',
      companyPhone: 'Phone',
      whatsappNumber: 'WhatsApp number',
      companyEmail: 'Email',
      website: 'Website',
      gstin: 'GSTIN',
    },
    shopTitle: 'Shop',
    storeName: 'Shop name',
    companyName: 'Company name (on invoices and policies)',
    description: 'About the shop',
    logoUrl: 'Logo address (URL)',
    logoUrlHint:
      'Starts with https:// or /. Only used when no logo is uploaded (Logo & categories).',
    contactTitle: 'Contact',
    address: 'Address',
    phone: 'Phone',
    phoneHint: 'Such as +91 98765 43210 or 022 2640 1234.',
    whatsapp: 'WhatsApp number',
    whatsappHint:
      'Shoppers chat with you here from the product, order and contact pages. Such as +91 98765 43210.',
    email: 'Email',
    website: 'Website',
    websiteHint: 'Such as https://yourshop.in.',
    instagram: 'Instagram link',
    instagramHint: 'The whole link, such as https://instagram.com/yourshop.',
    facebook: 'Facebook link',
    twitter: 'X (Twitter) link',
    upiTitle: 'UPI payments',
    upiVpa: 'UPI ID (VPA)',
    upiVpaHint: 'Where shoppers pay, such as yourshop@okaxis.',
    upiPayeeName: 'Payee name shown in UPI apps',
    gstTitle: 'GST invoices',
    gstin: 'GSTIN',
    gstinHint:
      'Leave empty if the shop is not registered: it then issues bills of supply without GST.',
    legalName: 'Legal name on invoices',
    taxAddress: 'Address on invoices',
    state: 'State',
    stateNotSet: 'Not set',
    invoicePrefix: 'Invoice number prefix',
    invoicePrefixHint: 'One to three capital letters or digits, such as EE.',
    todayTitle: 'Today screen',
    lowStock: 'Low stock at or under (units per size)',
    reviewsTitle: 'Reviews',
    reviewDays: 'Ask for a review this many days after delivery (0: never)',
    returnsTitle: 'Returns',
    returnDays: 'Returns and exchanges this many days after delivery (0: none)',
    languagesTitle: 'Languages',
    hindi: 'Offer the shop in Hindi too',
    hindiHint:
      'English is always on. With Hindi, shoppers can switch the shop to Hindi; products show the Hindi title and description you wrote, else the English.',
    policiesTitle: 'Policy pages',
    standardText: '(standard text)',
    policyHtml: (title: string) => `${title} (HTML)`,
    policyHint: 'Leave empty to show the standard text. Scripts and styles are removed on save.',
    hidePreview: 'Hide preview',
    preview: 'Preview',
  },
  ...storePicturesTexts,
} as const;
