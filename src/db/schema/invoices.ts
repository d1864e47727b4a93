import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from './orders';

/**
 * GST documents (issue 30 §2): a tax invoice per order when it is delivered (pay on delivery: when collected) and a
 * credit note per refund after invoicing. Each kind has its own number series per financial year (April–March, shop
 * time), without gaps: the number is taken from `tax_document_counters` in the transaction that writes the document,
 * so a rollback gives it back. Amounts are paise; a document is a snapshot (seller, buyer, lines) that later edits of
 * the shop's settings or the catalogue do not touch.
 */
export const taxDocuments = pgTable(
  'tax_documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: ['invoice', 'credit_note'] }).notNull(),
    /** `INV/2026-27/000123`, `CN/2026-27/000001`. */
    number: text('number').notNull(),
    /** `2026-27`. */
    financialYear: text('financial_year').notNull(),
    seq: integer('seq').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    issuedAt: timestamp('issued_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** GST state codes: the delivery state and the shop's; equal → CGST + SGST, else IGST. */
    placeOfSupply: text('place_of_supply').notNull(),
    shopState: text('shop_state').notNull(),
    /** Paise: what the document is for (the paid amount; a credit note's refund), and its tax split. */
    total: integer('total').notNull(),
    taxable: integer('taxable').notNull(),
    cgst: integer('cgst').notNull().default(0),
    sgst: integer('sgst').notNull().default(0),
    igst: integer('igst').notNull().default(0),
    /** A credit note: the invoice it corrects, and why (the refund it records). */
    invoiceId: integer('invoice_id'),
    reason: text('reason').notNull().default(''),
    /** The seller and buyer as printed: names, addresses, GSTIN, FSSAI, contact. */
    seller: jsonb('seller').$type<Record<string, string>>().notNull(),
    buyer: jsonb('buyer').$type<Record<string, string>>().notNull(),
  },
  (t) => [
    uniqueIndex('tax_documents_number_key').on(t.number),
    uniqueIndex('tax_documents_series_key').on(t.kind, t.financialYear, t.seq),
    // One invoice per order; credit notes are many.
    uniqueIndex('tax_documents_order_invoice_key')
      .on(t.orderId)
      .where(sql`${t.kind} = 'invoice'`),
    index('tax_documents_order_idx').on(t.orderId),
    index('tax_documents_issued_idx').on(t.issuedAt),
    check('tax_documents_kind_check', sql`${t.kind} in ('invoice', 'credit_note')`),
  ],
);

/** A document's lines: one per item (and one for the delivery fee when charged). Paise. */
export const taxDocumentLines = pgTable(
  'tax_document_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    documentId: integer('document_id')
      .notNull()
      .references(() => taxDocuments.id, { onDelete: 'cascade' }),
    /** The order line it is for; null for the delivery fee. */
    orderLineId: integer('order_line_id'),
    description: text('description').notNull(),
    hsnCode: text('hsn_code').notNull().default(''),
    quantity: integer('quantity').notNull(),
    rateBps: integer('rate_bps').notNull(),
    amount: integer('amount').notNull(),
    taxable: integer('taxable').notNull(),
    cgst: integer('cgst').notNull().default(0),
    sgst: integer('sgst').notNull().default(0),
    igst: integer('igst').notNull().default(0),
  },
  (t) => [index('tax_document_lines_document_idx').on(t.documentId)],
);

/** The last number given per kind and financial year: the row lock orders concurrent documents. */
export const taxDocumentCounters = pgTable(
  'tax_document_counters',
  {
    kind: text('kind', { enum: ['invoice', 'credit_note'] }).notNull(),
    financialYear: text('financial_year').notNull(),
    lastSeq: integer('last_seq').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.financialYear] })],
);
