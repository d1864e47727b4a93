/** Tax invoices and credit notes (issue 30 §2, docs/decisions/054): the printable document, its page, the links. */
export { DocumentLinks } from './document-links';
export { TaxDocumentPage } from './document-page';
export { TaxDocument } from './tax-document';
