/**
 * Tax invoices and credit notes (issue 30 §2, docs/decisions/054): numbered per financial year without gaps, taxed by
 * each line's GST rate, a snapshot of seller and buyer. The orders module calls `issueInvoice` in the transaction that
 * completes an order and `issueCreditNote` in every one that gives money back after it; its routes read the
 * documents through `documentsOf` / `documentOf` once they have checked whose order it is.
 */
export {
  issueCreditNote,
  issueInvoice,
  shareOut,
  type CreditNoteInput,
  type InvoiceLineSource,
  type InvoiceSource,
} from './invoices.service';
export { documentOf, documentsOf } from './documents.service';
export { financialYearOf, type DocumentClock } from './financial-year';
// The monthly GST summary CSV, read from the documents (docs/decisions/053).
export { gstSummaryRoutes } from './gst-summary.routes';
