import type { Database } from '#src/db/client';
import { storeSettingsIn } from '#src/server/modules/settings/index';
import { indianState } from '#src/shared/indian-states';
import { isIntraState, lineGst, type LineGst } from '#src/shared/pricing/gst';
import { PAISE_PER_RUPEE } from '#src/shared/constants';
import { shopAddressLines } from '#src/shared/shop-address';
import { documentNumber, financialYearOf, type DocumentClock, type TaxDocumentKind } from './financial-year';
import * as repo from './invoices.repository';

/**
 * Tax invoices and credit notes (issue 30 §2, docs/decisions/054). The orders module decides when (the transaction
 * that delivers an online order, or the one that records the last of delivery and collection of a pay-on-delivery
 * order; every refund after that) and what was paid for each line; this module numbers, taxes and snapshots, in the
 * caller's transaction.
 */

/** One line of what an invoice is for: an order line (or the delivery fee, `orderLineId` null) and what was paid. */
export type InvoiceLineSource = {
  orderLineId: number | null;
  description: string;
  hsnCode: string;
  quantity: number;
  rateBps: number;
  /** What was paid for the line, paise (its subtotal less its share of discounts and less what was refunded). */
  amountPaise: number;
};

export type InvoiceSource = {
  orderId: number;
  /** GST state codes; '' when unknown (the shop's own state is assumed then). */
  placeOfSupply: string;
  shopState: string;
  buyer: { name: string; address: string; pincode: string; state: string; phone: string; email: string };
  lines: readonly InvoiceLineSource[];
};

export type CreditNoteInput = {
  orderId: number;
  /** Whole rupees given back (or no longer collected). */
  amountRupees: number;
  /** The lines the money is for (a reduced or returned quantity); none: spread over the invoice (goodwill). */
  lines?: readonly { orderLineId: number | null; quantity: number; amountRupees: number }[];
  reason: string;
};

type Totals = Pick<LineGst, 'amount' | 'taxable' | 'cgst' | 'sgst' | 'igst'>;

const totalsOf = (lines: readonly Totals[]) =>
  lines.reduce(
    (sum, line) => ({
      total: sum.total + line.amount,
      taxable: sum.taxable + line.taxable,
      cgst: sum.cgst + line.cgst,
      sgst: sum.sgst + line.sgst,
      igst: sum.igst + line.igst,
    }),
    { total: 0, taxable: 0, cgst: 0, sgst: 0, igst: 0 },
  );

/**
 * The seller as printed: a snapshot of the store settings when the document is issued, read in the transaction (not
 * through the catalogue cache, which would ask the pool for a second connection while this one waits on the counter).
 */
async function sellerOf(tx: Database): Promise<Record<string, string>> {
  const settings = await storeSettingsIn(tx);
  const shop = { ...settings, freeDeliveryFrom: null };
  return {
    name: shop.name,
    legalName: shop.legalName || shop.name,
    address: shopAddressLines(shop).join('\n'),
    state: shop.state,
    gstin: shop.gstin,
    fssai: shop.fssai,
    phone: shop.phone,
    email: shop.email,
  };
}

async function issue(
  tx: Database,
  kind: TaxDocumentKind,
  clock: DocumentClock,
  document: Omit<
    repo.NewTaxDocument,
    'kind' | 'number' | 'financialYear' | 'seq' | 'issuedAt' | keyof Totals | 'total'
  >,
  lines: readonly (repo.NewTaxDocumentLine & Totals)[],
): Promise<repo.TaxDocumentRow> {
  const financialYear = financialYearOf(clock);
  const seq = await repo.nextSeq(tx, kind, financialYear);
  const { total, taxable, cgst, sgst, igst } = totalsOf(lines);
  return repo.insertDocument(
    tx,
    {
      ...document,
      kind,
      financialYear,
      seq,
      number: documentNumber(kind, financialYear, seq),
      issuedAt: clock.now ?? new Date(),
      total,
      taxable,
      cgst,
      sgst,
      igst,
    },
    lines,
  );
}

/**
 * Inside the transaction that completes the order (delivered and paid): its tax invoice, numbered in the series of
 * the financial year, one line per line paid for (GST taken out of the inclusive amount, `lineGst`), CGST + SGST
 * within the shop's state, IGST to another. Once per order: a second call answers the first invoice.
 */
export async function issueInvoice(
  tx: Database,
  source: InvoiceSource,
  clock: DocumentClock,
): Promise<repo.TaxDocumentRow> {
  const existing = await repo.findInvoiceOfOrder(tx, source.orderId);
  if (existing) return existing;
  const seller = await sellerOf(tx);
  const shopState = source.shopState || seller.state!;
  const intra = isIntraState(shopState, source.placeOfSupply);
  const lines = source.lines
    .filter((line) => line.amountPaise > 0)
    .map((line) => ({
      orderLineId: line.orderLineId,
      description: line.description,
      hsnCode: line.hsnCode,
      quantity: line.quantity,
      rateBps: line.rateBps,
      ...gstColumns(lineGst(line.amountPaise, line.rateBps, intra)),
    }));
  const { buyer } = source;
  return issue(
    tx,
    'invoice',
    clock,
    {
      orderId: source.orderId,
      placeOfSupply: source.placeOfSupply || shopState,
      shopState,
      seller,
      buyer: { ...buyer, stateName: indianState(buyer.state)?.name ?? buyer.state },
    },
    lines,
  );
}

const gstColumns = ({ amount, taxable, cgst, sgst, igst }: LineGst) => ({ amount, taxable, cgst, sgst, igst });

/**
 * `total` paise shared over `weights` in proportion, largest remainder first, so the shares add up to `total`
 * exactly (the same rule as the discounts' shares of the lines).
 */
export function shareOut(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0) return weights.map((_, i) => (i === 0 ? total : 0));
  const exact = weights.map((weight) => (total * weight) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((a, b) => a + b, 0);
  const order = exact.map((value, i) => ({ i, rest: value - Math.floor(value) })).sort((a, b) => b.rest - a.rest);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i]! += 1;
    left--;
  }
  return shares;
}

/**
 * Inside the transaction that records money going back (or a lower amount to collect) after the order was invoiced:
 * a credit note against its invoice, numbered in its own series. Its tax is the invoice's: each credited line at its
 * invoice line's rate; an amount for no line in particular (goodwill) is shared over the invoice's lines in
 * proportion to what they are for. Answers null when the order has no invoice yet (nothing to correct: the invoice,
 * when issued, is for what is left).
 */
export async function issueCreditNote(
  tx: Database,
  input: CreditNoteInput,
  clock: DocumentClock,
): Promise<repo.TaxDocumentRow | null> {
  const invoice = await repo.findInvoiceOfOrder(tx, input.orderId);
  if (!invoice || input.amountRupees <= 0) return null;
  const invoiceLines = await repo.linesOfDocument(tx, invoice.id);
  const intra = isIntraState(invoice.shopState, invoice.placeOfSupply);
  const lineOf = new Map(invoiceLines.map((line) => [line.orderLineId, line]));
  const credited = input.lines
    ? input.lines.map((wanted) => {
        const line = lineOf.get(wanted.orderLineId);
        return { line, quantity: wanted.quantity, amount: wanted.amountRupees * PAISE_PER_RUPEE };
      })
    : shareOut(
        input.amountRupees * PAISE_PER_RUPEE,
        invoiceLines.map((line) => line.amount),
      ).map((amount, i) => ({ line: invoiceLines[i], quantity: 0, amount }));
  const lines = credited
    .filter((credit) => credit.amount > 0)
    .map(({ line, quantity, amount }) => ({
      orderLineId: line?.orderLineId ?? null,
      description: line?.description ?? '',
      hsnCode: line?.hsnCode ?? '',
      quantity,
      rateBps: line?.rateBps ?? 0,
      ...gstColumns(lineGst(amount, line?.rateBps ?? 0, intra)),
    }));
  return issue(
    tx,
    'credit_note',
    clock,
    {
      orderId: input.orderId,
      placeOfSupply: invoice.placeOfSupply,
      shopState: invoice.shopState,
      invoiceId: invoice.id,
      reason: input.reason,
      seller: invoice.seller,
      buyer: invoice.buyer,
    },
    lines,
  );
}
