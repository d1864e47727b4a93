import { INVOICES_TEXT } from '#src/shared/texts/invoices';
import type { TTaxDocument, TTaxDocumentSummary } from '#src/contracts/invoices';
import type { Database } from '#src/db/client';
import { notFound } from '#src/server/lib/app-error';
import { amountInWords } from '#src/shared/amount-in-words';
import { shopToday } from '#src/shared/delivery-slot';
import { indianState } from '#src/shared/indian-states';
import { isIntraState } from '#src/shared/pricing/gst';
import * as repo from './invoices.repository';

/** The documents as the pages print them (docs/decisions/054): from the stored snapshot only. */

/** "27-Maharashtra"; the bare code when unknown. */
const stateLabel = (code: string) => {
  const state = indianState(code);
  return state ? `${state.code}-${state.name}` : code;
};

const linesOf = (text: string | undefined) =>
  (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

const summaryOf = (row: repo.TaxDocumentRow): TTaxDocumentSummary => ({
  id: row.id,
  kind: row.kind,
  number: row.number,
  issuedAt: row.issuedAt.toISOString(),
  total: row.total,
});

export async function documentsOf(db: Database, orderId: number): Promise<TTaxDocumentSummary[]> {
  return (await repo.documentsOfOrder(db, orderId)).map(summaryOf);
}

export async function documentOf(
  db: Database,
  orderId: number,
  documentId: number,
  timeZone: string,
): Promise<TTaxDocument> {
  const row = await repo.findDocumentOfOrder(db, orderId, documentId);
  if (!row) throw notFound(INVOICES_TEXT.documentNotFound);
  const [lines, invoice] = await Promise.all([
    repo.linesOfDocument(db, row.id),
    row.invoiceId === null ? undefined : repo.findDocumentOfOrder(db, orderId, row.invoiceId),
  ]);
  const byRate = new Map<number, { rateBps: number; taxable: number; cgst: number; sgst: number; igst: number }>();
  for (const line of lines) {
    const sum = byRate.get(line.rateBps) ?? { rateBps: line.rateBps, taxable: 0, cgst: 0, sgst: 0, igst: 0 };
    sum.taxable += line.taxable;
    sum.cgst += line.cgst;
    sum.sgst += line.sgst;
    sum.igst += line.igst;
    byRate.set(line.rateBps, sum);
  }
  const { seller, buyer } = row;
  return {
    ...summaryOf(row),
    orderId: row.orderId,
    financialYear: row.financialYear,
    issuedOn: shopToday(timeZone, row.issuedAt),
    placeOfSupply: stateLabel(row.placeOfSupply),
    intraState: isIntraState(row.shopState, row.placeOfSupply),
    seller: {
      name: seller.name ?? '',
      legalName: seller.legalName ?? '',
      address: linesOf(seller.address),
      state: stateLabel(seller.state ?? ''),
      gstin: seller.gstin ?? '',
      fssai: seller.fssai ?? '',
      phone: seller.phone ?? '',
      email: seller.email ?? '',
    },
    buyer: {
      name: buyer.name ?? '',
      address: linesOf(buyer.address),
      pincode: buyer.pincode ?? '',
      state: buyer.stateName ?? '',
      phone: buyer.phone ?? '',
    },
    invoice: invoice ? { number: invoice.number, issuedOn: shopToday(timeZone, invoice.issuedAt) } : null,
    reason: row.reason,
    lines: lines.map((line) => ({
      description: line.description,
      hsnCode: line.hsnCode,
      quantity: line.quantity,
      rateBps: line.rateBps,
      amount: line.amount,
      unitPrice: line.quantity > 0 ? Math.round(line.amount / line.quantity) : null,
      taxable: line.taxable,
      cgst: line.cgst,
      sgst: line.sgst,
      igst: line.igst,
    })),
    byRate: [...byRate.values()].sort((a, b) => a.rateBps - b.rateBps),
    totals: { total: row.total, taxable: row.taxable, cgst: row.cgst, sgst: row.sgst, igst: row.igst },
    amountInWords: amountInWords(row.total),
  };
}
