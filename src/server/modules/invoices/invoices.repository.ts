import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '#src/db/client';
import { taxDocumentCounters, taxDocumentLines, taxDocuments } from '#src/db/schema/invoices';
import type { TaxDocumentKind } from './financial-year';

// The invoices module's only table access (docs/decisions/054).

export type TaxDocumentRow = typeof taxDocuments.$inferSelect;
export type TaxDocumentLineRow = typeof taxDocumentLines.$inferSelect;
export type NewTaxDocument = typeof taxDocuments.$inferInsert;
export type NewTaxDocumentLine = Omit<typeof taxDocumentLines.$inferInsert, 'documentId'>;

/**
 * The next number of a series, in the caller's transaction: the counter row's upsert takes its row lock, so a
 * concurrent document of the same series waits for this transaction — its commit hands on the number, its rollback
 * gives it back. No gaps, no duplicates.
 */
export async function nextSeq(tx: Database, kind: TaxDocumentKind, financialYear: string): Promise<number> {
  const [row] = await tx
    .insert(taxDocumentCounters)
    .values({ kind, financialYear, lastSeq: 1 })
    .onConflictDoUpdate({
      target: [taxDocumentCounters.kind, taxDocumentCounters.financialYear],
      set: { lastSeq: sql`${taxDocumentCounters.lastSeq} + 1` },
    })
    .returning({ lastSeq: taxDocumentCounters.lastSeq });
  return row!.lastSeq;
}

export async function insertDocument(
  tx: Database,
  values: NewTaxDocument,
  lines: readonly NewTaxDocumentLine[],
): Promise<TaxDocumentRow> {
  const [document] = await tx.insert(taxDocuments).values(values).returning();
  if (lines.length > 0) {
    await tx.insert(taxDocumentLines).values(lines.map((line) => ({ ...line, documentId: document!.id })));
  }
  return document!;
}

export async function findInvoiceOfOrder(db: Database, orderId: number): Promise<TaxDocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.orderId, orderId), eq(taxDocuments.kind, 'invoice')));
  return row;
}

/** The order's documents, oldest first (the invoice, then its credit notes). */
export async function documentsOfOrder(db: Database, orderId: number): Promise<TaxDocumentRow[]> {
  return db.select().from(taxDocuments).where(eq(taxDocuments.orderId, orderId)).orderBy(asc(taxDocuments.id));
}

export async function findDocumentOfOrder(
  db: Database,
  orderId: number,
  documentId: number,
): Promise<TaxDocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.orderId, orderId), eq(taxDocuments.id, documentId)));
  return row;
}

export async function linesOfDocument(db: Database, documentId: number): Promise<TaxDocumentLineRow[]> {
  return db
    .select()
    .from(taxDocumentLines)
    .where(eq(taxDocumentLines.documentId, documentId))
    .orderBy(asc(taxDocumentLines.id));
}

/** What the credit notes of an invoice have given back so far, per order line (null: the delivery fee), paise. */
export async function creditedOf(db: Database, invoiceId: number): Promise<TaxDocumentLineRow[]> {
  return db
    .select({ line: taxDocumentLines })
    .from(taxDocumentLines)
    .innerJoin(taxDocuments, eq(taxDocuments.id, taxDocumentLines.documentId))
    .where(and(eq(taxDocuments.invoiceId, invoiceId), eq(taxDocuments.kind, 'credit_note')))
    .then((rows) => rows.map((row) => row.line));
}
