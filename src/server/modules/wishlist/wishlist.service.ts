import type { TMyListItem } from '#src/contracts/my-list';
import type { TStatusMessage } from '#src/contracts/shopper';
import type { Database } from '#src/db/client';
import { TEXT } from '#src/shared/texts';
import { notFound } from '#src/server/lib/app-error';
import { findProductLines, getProduct } from '#src/server/modules/catalog/index';
import * as repo from './wishlist.repository';
import { roundRating } from '#src/shared/rating';

/**
 * The list shows each product as it is now (title, first image, rating, price), so nothing is copied into the
 * list row: the catalogue answers the products of the listed ids.
 */
export async function listMyList(db: Database, userId: number, productId?: number): Promise<TMyListItem[]> {
  const rows = await repo.listOwn(db, userId, productId);
  const products = await findProductLines(
    db,
    rows.map((row) => row.productId),
  );
  return rows.flatMap((row) => {
    const product = products.get(row.productId);
    if (!product) return [];
    return [
      {
        id: row.id,
        _id: row.id,
        productId: row.productId,
        productTitle: product.name,
        image: product.images[0] ?? '',
        rating: String(roundRating(product.rating)),
        price: product.price,
        userId,
      },
    ];
  });
}

/** A product already in the list answers `status: false` (the spec's client shows `msg`), never a second row. */
export async function addToMyList(db: Database, userId: number, productId: number): Promise<TStatusMessage> {
  await getProduct(db, productId);
  return (await repo.insertItem(db, userId, productId))
    ? { status: true, msg: TEXT.addedToMyList }
    : { status: false, msg: TEXT.shopping.alreadyInMyList };
}

/** Another shopper's entry answers 404 like a missing one: ids of others are not confirmed. */
export async function removeFromMyList(db: Database, userId: number, id: number): Promise<TStatusMessage> {
  if (!(await repo.deleteOwn(db, userId, id))) throw notFound(TEXT.shopping.myListItemNotFound);
  return { status: true, msg: TEXT.removedFromMyList };
}
