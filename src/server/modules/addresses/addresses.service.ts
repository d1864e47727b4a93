import type { TAddress, TAddressBody } from '#src/contracts/addresses';
import type { TStatusMessage } from '#src/contracts/shopper';
import type { Database } from '#src/db/client';
import { ADDRESS_BOOK_MAX } from '#src/shared/constants';
import { TEXT } from '#src/shared/texts';
import { conflict, notFound } from '#src/server/lib/app-error';
import { postalAddressOf } from '#src/shared/order-address';
import * as repo from './addresses.repository';

/** The address book (docs/decisions/026): the owner is always the signed-in user; another's address is a 404. */
const toAddress = (row: repo.AddressRow): TAddress => ({
  id: row.id,
  fullName: row.fullName,
  phoneNumber: row.phoneNumber,
  ...postalAddressOf(row),
});

export async function listAddresses(db: Database, userId: number): Promise<TAddress[]> {
  return (await repo.listOwn(db, userId)).map(toAddress);
}

/**
 * At most ADDRESS_BOOK_MAX per account (409 beyond), counted under the shopper's book lock. Saving an address that
 * is in the book already (every field the same) answers the saved one: no duplicate, and no 409 on a full book.
 */
export async function addAddress(db: Database, userId: number, body: TAddressBody): Promise<TAddress> {
  return db.transaction(async (tx) => {
    await repo.lockBookOf(tx, userId);
    const same = await repo.findSame(tx, userId, body);
    if (same) return toAddress(same);
    if ((await repo.countOwn(tx, userId)) >= ADDRESS_BOOK_MAX)
      throw conflict(TEXT.shopping.addressBookFull(ADDRESS_BOOK_MAX));
    return toAddress(await repo.insert(tx, userId, body));
  });
}

export async function updateAddress(db: Database, userId: number, id: number, body: TAddressBody): Promise<TAddress> {
  const row = await repo.updateOwn(db, userId, id, body);
  if (!row) throw notFound(TEXT.shopping.addressNotFound);
  return toAddress(row);
}

export async function removeAddress(db: Database, userId: number, id: number): Promise<TStatusMessage> {
  if (!(await repo.deleteOwn(db, userId, id))) throw notFound(TEXT.shopping.addressNotFound);
  return { status: true, msg: TEXT.shopping.addressDeleted };
}
