// The admin's texts for the Ship screen: booking, the manifests, failed deliveries, cash on
// delivery and the courier settings (features/shipping).
// Part of adminTexts (admin/admin-texts.ts), kept in its own file for length; same shape rules.

export const shippingTexts = {
  /** /admin/shipping: the orders to ship, booking them, labels and the manifests. */
  ship: {
    title: 'Ship',
    todaysManifest: "Today's manifest",
    noManifest: 'No manifest',
    /** Shiprocket's own manifest, beside the store's (courier-manifest.tsx). */
    courierManifest: "Shiprocket's manifest",
    courierManifestAsking: 'Asking Shiprocket\u2026',
    noCourierManifest: 'No Shiprocket manifest',
    openCourierManifest: (parcels: number) =>
      `Open Shiprocket's manifest of ${parcels} ${parcels === 1 ? 'parcel' : 'parcels'} (PDF)`,
    loading: 'Loading orders to ship',
    nothingToShip: 'No orders are waiting to be shipped.',
    item: (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`,
    cod: (amount: string) => `COD ${amount}`,
    prepaid: 'Prepaid',
    packageOf: (orderId: string) => `Package of ${orderId}`,
    sizes: {
      weightGrams: 'Weight (g)',
      lengthCm: 'Length (cm)',
      breadthCm: 'Breadth (cm)',
      heightCm: 'Height (cm)',
    },
    booking: 'Booking\u2026',
    /** The book button: "Ship with Shiprocket (2)". */
    shipWith: (provider: string, count: number) => `Ship with ${provider} (${count})`,
    providers: { shiprocket: 'Shiprocket', self: 'own courier' },
    notBooked: 'Not booked',
    booked: 'Booked',
    bookedAs: (awb: string, courier: string) => `AWB ${awb}, ${courier}`,
    labels: 'Labels (PDF)',
    noLabels: 'No labels',
  },
  /** The failed-delivery queue on the Ship screen (failed-deliveries.tsx). */
  shipFailed: {
    title: (count: number) => `Failed deliveries (${count})`,
    awb: (awb: string) => `AWB ${awb}`,
    noReason: 'No reason given',
    cod: (amount: string) => ` \u00b7 COD ${amount}`,
    newDate: 'New date (optional)',
    correctedAddress: 'Corrected address (optional)',
    correctedAddressHint:
      'House or flat number, street and area; the order and the next label take it too',
    correctedPhone: 'Corrected phone (optional)',
    tryAgain: 'Try again',
    returnToOrigin: 'Return to origin',
    returnSent: 'Return to origin sent',
    attemptAsked: 'Delivery attempt asked',
    notSent: 'Not sent to the courier',
  },
  /** Cash on delivery reconciled, on the Ship screen (cod-remittance.tsx). */
  shipCod: {
    title: 'Cash on delivery',
    outcomes: {
      matched: 'Matched',
      'amount-differs': 'Amount differs',
      'unknown-awb': 'AWB not ours',
      'not-delivered': 'Not delivered yet',
      'not-cod': 'Not cash on delivery',
      'already-remitted': 'Remitted before',
      'repeated-in-file': 'Twice in this file',
    },
    problem: (awb: string, remittanceId: string, outcome: string, amount: string) =>
      `AWB ${awb} (${remittanceId}): ${outcome}, ${amount}`,
    expected: (amount: string) => ` (expected ${amount})`,
    importSummary: (lines: number, matched: number, before: number, notApplied: number) =>
      `${lines} lines: ${matched} matched, ${before} imported before, ${notApplied} not applied`,
    notImported: 'Report not imported',
    importLabel: 'Import a remittance report (CSV)',
    importing: 'Importing\u2026',
    noneDelivered: 'No cash-on-delivery parcel has been delivered yet.',
    collected: (parcels: number) => `Collected (${parcels})`,
    remitted: 'Remitted',
    owed: 'Still owed',
    unremitted: 'Delivered, not yet remitted',
    unremittedLine: (orderId: string, awb: string, courier: string, amount: string) =>
      `${orderId} \u00b7 AWB ${awb} \u00b7 ${courier} \u00b7 ${amount} \u00b7 `,
    age: (days: number) => (days === 1 ? '1 day' : `${days} days`),
    problems: 'Remittance lines not applied',
  },
  /** The courier settings, folded under the Ship screen (shipping-settings-form.tsx). */
  shipSettings: {
    title: 'Courier settings',
    pickupFields: {
      name: 'Sender name',
      phone: 'Phone',
      address: 'Address',
      city: 'City',
      state: 'State',
      pin: 'PIN code',
    },
    pickupLegend: 'Pickup and return address',
    packageLegend: 'Default package',
    courier: 'Courier',
    selfShip: 'Own courier or post office (self-ship)',
    shiprocket: 'Shiprocket',
    courierName: 'Courier name on labels',
    apiEmail: 'Shiprocket API user email',
    apiPassword: 'API user password',
    passwordSaved: (hint: string) => `Saved (${hint}); leave blank to keep it`,
    pickupLocation: 'Pickup location name in Shiprocket',
    webhookToken: 'Webhook token (x-api-key)',
    webhookHint: (url: string, tokenHint: string | null) =>
      `Webhook URL: ${url}${tokenHint ? ` \u00b7 saved (${tokenHint})` : ''}`,
    saved: 'Courier settings saved',
    saving: 'Saving\u2026',
    save: 'Save courier settings',
    sandbox: (apiUrl: string) =>
      `Test mode: Shiprocket calls go to the store's own Shiprocket double at ${apiUrl}.`,
  },
  /** Packages per product type, inside the courier settings (type-packages-fieldset.tsx). */
  shipTypePackages: {
    legend: 'Packages by product type',
    explain:
      'Each unit of a product type weighs its weight; the parcel takes the largest box. Types not listed use the default package.',
    productType: 'Product type',
    remove: 'Remove',
    removeLabel: (type: string) => `Remove the package of ${type || 'this product type'}`,
    add: 'Add a product type',
  },
} as const;
