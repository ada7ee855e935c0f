// The tax module's public entry (docs/tax.md): GST on order lines, the documents issued when an
// order ships or is cancelled, their PDFs and the GSTR-1 report.
import type { StoreModule } from '../../kernel/store-module.ts';
import { taxAdminRoutes as taxAdminPlugin } from './tax.admin-routes.ts';
import { gstReportCommand, ordersInvoice, productsHsn, taxRate, taxRates } from './tax.commands.ts';
export {
  orderTaxInputs,
  seedDemoTaxRates,
  setTaxRate,
  taxOrderLines,
  taxRegistration,
  taxRules,
  type OrderTaxInputs,
  type TaxedLine,
  type TaxLineInput,
  type TaxRegistration,
} from './tax.service.ts';
export {
  creditNotesOfOrders,
  invoicePdf,
  invoicesOfOrders,
  issueCreditNote,
  issueInvoice,
  taxDocumentsOfOrder,
  type InvoiceOrder,
  type TaxDocument,
} from './invoice.service.ts';
export {
  creditNoteOfRefund,
  issueReturnCreditNote,
  RETURN_REASON,
  type ReturnCreditInput,
} from './return-credit-note.ts';
export { gstReport, monthRange, type ReportFile } from './gst-report.service.ts';
// The Noto fonts by script, for other documents the store prints (shipping labels, manifests).
export { fontFor, fontkitFont, runs, type FontName } from './pdf-scripts.ts';
export { taxAdminRoutes } from './tax.admin-routes.ts';
export type { TaxDocumentKind } from './tax.repository.ts';

/** The tax module as the store registers it (kernel/store-module.ts). */
export const taxModule: StoreModule = {
  name: 'tax',
  adminRoutes: [taxAdminPlugin],
  commands: {
    'orders:invoice': ordersInvoice,
    'tax:rate': taxRate,
    'tax:rates': taxRates,
    'products:hsn': productsHsn,
    'gst:report': gstReportCommand,
  },
};
