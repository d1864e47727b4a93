import { z } from 'zod';
import { ZId } from './common';
import { ADMIN_ORDERS_TAGS } from './admin-order-line-actions';
import { defineEndpoint } from './endpoint';

// Tax invoices and credit notes (issue 30 §2, docs/decisions/054): the shopper's own order's, and the back office's.

export const ZDocumentParams = z.object({ id: ZId, documentId: ZId });
export const ZOrderIdParams = z.object({ id: ZId });

/** Paise, split as the document prints it. */
const ZTaxSplit = z.object({
  taxable: z.number().int(),
  cgst: z.number().int(),
  sgst: z.number().int(),
  igst: z.number().int(),
});

export const ZTaxDocumentSummary = z.object({
  id: z.number().int(),
  kind: z.enum(['invoice', 'credit_note']),
  /** `INV/2026-27/000123`, `CN/2026-27/000001`. */
  number: z.string(),
  issuedAt: z.string(),
  /** Paise. */
  total: z.number().int(),
});

export const ZTaxDocument = ZTaxDocumentSummary.extend({
  orderId: z.number().int(),
  financialYear: z.string(),
  /** The issue date in the shop's time zone, `YYYY-MM-DD`. */
  issuedOn: z.string(),
  /** "27-Maharashtra". */
  placeOfSupply: z.string(),
  /** CGST + SGST (true) or IGST. */
  intraState: z.boolean(),
  seller: z.object({
    name: z.string(),
    legalName: z.string(),
    address: z.array(z.string()),
    /** "27-Maharashtra". */
    state: z.string(),
    gstin: z.string(),
    fssai: z.string(),
    phone: z.string(),
    email: z.string(),
  }),
  buyer: z.object({
    name: z.string(),
    address: z.array(z.string()),
    pincode: z.string(),
    state: z.string(),
    phone: z.string(),
  }),
  /** A credit note's invoice, and why it was issued; null and '' on an invoice. */
  invoice: z.object({ number: z.string(), issuedOn: z.string() }).nullable(),
  reason: z.string(),
  lines: z.array(
    ZTaxSplit.extend({
      description: z.string(),
      hsnCode: z.string(),
      quantity: z.number().int(),
      rateBps: z.number().int(),
      /** Paise: the line's value including tax. */
      amount: z.number().int(),
      /** Paise per unit including tax (amount ÷ quantity); null when no quantity (a share of a goodwill refund). */
      unitPrice: z.number().int().nullable(),
    }),
  ),
  /** One row per rate, as the tax summary prints it. */
  byRate: z.array(ZTaxSplit.extend({ rateBps: z.number().int() })),
  totals: ZTaxSplit.extend({ total: z.number().int() }),
  amountInWords: z.string(),
});

export type TTaxDocument = z.infer<typeof ZTaxDocument>;
export type TTaxDocumentSummary = z.infer<typeof ZTaxDocumentSummary>;

const TAGS = ['orders'];

/** The shopper's own order's documents: another shopper's order answers 404, as the order itself does. */
export const taxDocuments = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/orders/:id/documents',
    auth: 'user',
    tags: TAGS,
    summary: "An own order's tax invoice and credit notes, oldest first (none until delivered and paid)",
    params: ZOrderIdParams,
    responses: { 200: z.array(ZTaxDocumentSummary) },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/orders/:id/documents/:documentId',
    auth: 'user',
    tags: TAGS,
    summary: "One of an own order's tax documents, as printed (404 for another shopper's order)",
    params: ZDocumentParams,
    responses: { 200: ZTaxDocument },
  }),
};

/** The back office's (permission `orders`). */
export const adminTaxDocuments = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/admin/orders/:id/documents',
    auth: { permission: 'orders' },
    tags: ADMIN_ORDERS_TAGS,
    summary: "An order's tax invoice and credit notes, oldest first",
    params: ZOrderIdParams,
    responses: { 200: z.array(ZTaxDocumentSummary) },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/admin/orders/:id/documents/:documentId',
    auth: { permission: 'orders' },
    tags: ADMIN_ORDERS_TAGS,
    summary: "One of an order's tax documents, as printed",
    params: ZDocumentParams,
    responses: { 200: ZTaxDocument },
  }),
};
