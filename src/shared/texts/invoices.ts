import { formatPrice } from '#src/shared/format-price';

/** Paise as a document prints them: "Rs 1,250.50". */
export function formatPaise(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  return `${sign}${formatPrice(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
}

/** "5%", "2.5%": a rate in basis points. */
export const formatRate = (bps: number) => `${bps / 100}%`;

/**
 * Tax invoices, credit notes and order adjustments (issue 30 §2, issue 31 §5; docs/decisions/054, 055): the printed
 * documents' words, the links to them, and the back office's adjustments and their refusals.
 */
export const INVOICES_TEXT = {
  // Answers
  documentNotFound: 'This document was not found.',
  // The documents
  deliveryFee: 'Delivery charge',
  taxInvoice: 'Tax invoice',
  creditNote: 'Credit note',
  documentTitle: (kind: 'invoice' | 'credit_note', number: string) =>
    `${kind === 'invoice' ? 'Tax invoice' : 'Credit note'} ${number}`,
  invoiceNumber: 'Invoice number',
  creditNoteNumber: 'Credit note number',
  date: 'Date',
  againstInvoice: (number: string, date: string) => `Against invoice ${number} of ${date}`,
  reason: 'Reason',
  order: (id: number) => `Order #${id}`,
  seller: 'Sold by',
  gstin: 'GSTIN',
  fssai: 'FSSAI licence no.',
  buyer: 'Billed and delivered to',
  placeOfSupply: 'Place of supply',
  phone: 'Phone',
  email: 'E-mail',
  columns: {
    number: '#',
    description: 'Item',
    hsn: 'HSN/SAC',
    quantity: 'Qty',
    rate: 'Rate',
    taxable: 'Taxable value',
    gstRate: 'GST',
    cgst: 'CGST',
    sgst: 'SGST',
    igst: 'IGST',
    amount: 'Amount',
  },
  taxSummary: 'Tax by rate',
  total: 'Total',
  amountInWords: 'Amount in words',
  inclusive: 'Prices include GST.',
  print: 'Print',
  /** The download is the browser's own print-to-PDF (docs/decisions/054): the button says so. */
  download: 'Download PDF',
  downloadHint: 'Download PDF opens the print dialog: choose "Save as PDF" as its destination.',
  backToOrder: 'Back to the order',
  loading: 'Loading the document…',
  linesCaption: 'Items supplied',
  noUnitPrice: '—',
  notGiven: '—',
  // Adjustments' refusals
  tooManyUnits: (left: number) =>
    left === 0
      ? 'No units of this line are left.'
      : `Only ${left} ${left === 1 ? 'unit is' : 'units are'} left on this line.`,
  overLeft: (left: number) => `At most ${formatPrice(left)} is left to refund on this order.`,
  adjustCancelled: 'This order is cancelled: it was refunded already.',
  returnNotDelivered: 'Only a delivered order can be returned.',
  lineTwice: 'Each line can be returned once per return.',
  // An adjustment's refund retried (docs/decisions/055)
  adjustmentNotFound: 'This order has no such adjustment',
  adjustmentRefundDone: 'This adjustment is already refunded',
  adjustmentRefundNone: 'This adjustment has no refund: it lowered the amount to collect at the door',
  adjustmentRefundFailed:
    'The payment service did not take the refund. The adjustment’s refund stays marked failed; please try again later.',
  // Links on the order pages
  documentsHeading: 'Invoice and credit notes',
} as const;
