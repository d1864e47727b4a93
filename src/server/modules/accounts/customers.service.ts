import type { Database } from '#src/db/client';
import { notFound } from '#src/server/lib/app-error';
import { ADMIN_CUSTOMERS_TEXT } from '#src/shared/texts/admin-customers';
import * as repo from './customers.repository';

export type { CustomerRow } from './customers.repository';

/** The back office's customers (docs/decisions/028): a page of accounts, newest first, searched by q. */
export async function findCustomers(db: Database, q: string | undefined, offset: number, limit: number) {
  return repo.listCustomers(db, q, offset, limit);
}

/** One account as the back office sees it; 404 when there is none. */
export async function getCustomer(db: Database, id: number): Promise<repo.CustomerRow> {
  const row = await repo.findCustomer(db, id);
  if (!row) throw notFound(ADMIN_CUSTOMERS_TEXT.customerNotFound);
  return row;
}
