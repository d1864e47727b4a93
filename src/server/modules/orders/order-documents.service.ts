import type { TTaxDocument, TTaxDocumentSummary } from '#src/contracts/invoices';
import type { Database } from '#src/db/client';
import { notFound } from '#src/server/lib/app-error';
import { documentOf, documentsOf } from '#src/server/modules/invoices/index';
import { TEXT } from '#src/shared/texts';
import * as repo from './orders.repository';

/**
 * An order's tax invoice and credit notes (docs/decisions/054), read through the invoices module once the order is
 * known to be the asker's: `userId` for the shopper (another shopper's order is 404, as the order itself), null for
 * the back office.
 */
async function checkOrder(db: Database, orderId: number, userId: number | null): Promise<void> {
  const found =
    userId === null ? await repo.findOrderRow(db, orderId) : await repo.findOwnOrderRow(db, userId, orderId);
  if (!found) throw notFound(TEXT.shopping.orderNotFound);
}

export async function orderDocuments(
  db: Database,
  orderId: number,
  userId: number | null,
): Promise<TTaxDocumentSummary[]> {
  await checkOrder(db, orderId, userId);
  return documentsOf(db, orderId);
}

export async function orderDocument(
  db: Database,
  orderId: number,
  documentId: number,
  userId: number | null,
  timeZone: string,
): Promise<TTaxDocument> {
  await checkOrder(db, orderId, userId);
  return documentOf(db, orderId, documentId, timeZone);
}
