import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '#src/db/client';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { taxDocumentLines, taxDocuments } from '#src/db/schema/invoices';

// The monthly GST summary (issue 30 §2, docs/decisions/053): the month's invoices and credit notes' lines, added up
// in SQL with a credit note's amounts negative.

const sign = sql<number>`case when ${taxDocuments.kind} = 'credit_note' then -1 else 1 end`;
const sum = (column: AnyPgColumn) => sql<number>`coalesce(sum(${sign} * ${column}), 0)::int`;
const sums = {
  quantity: sum(taxDocumentLines.quantity),
  amount: sum(taxDocumentLines.amount),
  taxable: sum(taxDocumentLines.taxable),
  cgst: sum(taxDocumentLines.cgst),
  sgst: sum(taxDocumentLines.sgst),
  igst: sum(taxDocumentLines.igst),
};

/** The month `YYYY-MM` in the shop's time zone, as the instants it starts and the next one starts. */
const monthIn = (month: string, timeZone: string) => {
  const start = `${month}-01 00:00:00`;
  return and(
    gte(taxDocuments.issuedAt, sql`(${start}::timestamp at time zone ${timeZone})`),
    lt(taxDocuments.issuedAt, sql`((${start}::timestamp + interval '1 month') at time zone ${timeZone})`),
  );
};

/** The month's lines grouped by rate, by place of supply and rate (B2C), and by HSN and rate. */
export async function monthSums(db: Database, month: string, timeZone: string) {
  const where = monthIn(month, timeZone);
  const [byRate, byPlace, byHsn] = await Promise.all([
    db
      .select({ rateBps: taxDocumentLines.rateBps, ...sums })
      .from(taxDocumentLines)
      .innerJoin(taxDocuments, eq(taxDocuments.id, taxDocumentLines.documentId))
      .where(where)
      .groupBy(taxDocumentLines.rateBps)
      .orderBy(taxDocumentLines.rateBps),
    db
      .select({ placeOfSupply: taxDocuments.placeOfSupply, rateBps: taxDocumentLines.rateBps, ...sums })
      .from(taxDocumentLines)
      .innerJoin(taxDocuments, eq(taxDocuments.id, taxDocumentLines.documentId))
      .where(where)
      .groupBy(taxDocuments.placeOfSupply, taxDocumentLines.rateBps)
      .orderBy(taxDocuments.placeOfSupply, taxDocumentLines.rateBps),
    db
      .select({
        hsnCode: taxDocumentLines.hsnCode,
        rateBps: taxDocumentLines.rateBps,
        description: sql<string>`min(${taxDocumentLines.description})`,
        ...sums,
      })
      .from(taxDocumentLines)
      .innerJoin(taxDocuments, eq(taxDocuments.id, taxDocumentLines.documentId))
      .where(where)
      .groupBy(taxDocumentLines.hsnCode, taxDocumentLines.rateBps)
      .orderBy(taxDocumentLines.hsnCode, taxDocumentLines.rateBps),
  ]);
  return { byRate, byPlace, byHsn };
}
