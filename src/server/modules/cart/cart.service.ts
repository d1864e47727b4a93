import { eq } from 'drizzle-orm';
import type { TCartItem, TStatusMessage } from '#src/contracts/shopping';
import type { Database } from '#src/db/client';
import { cartItems } from '#src/db/schema/index';
import { TEXT } from '#src/shared/texts';
import { notFound } from '#src/server/lib/app-error';
import { getProduct } from '../catalog/catalog.service';
import { type CartLineRow, ownLine, selectLines } from './cart.repository';
import { assertInStock, chooseVariant } from './cart.variants';

function toCartItem({ images, rating, ...row }: CartLineRow, userId: number): TCartItem {
  return {
    ...row,
    _id: row.id,
    image: images[0] ?? '',
    rating: Math.round(rating * 100) / 100,
    subTotal: row.price * row.quantity,
    userId,
  };
}

/** The own cart in the order the shopper added it, at current prices. */
export async function listCart(db: Database, userId: number): Promise<TCartItem[]> {
  const rows = await selectLines(db, eq(cartItems.userId, userId));
  return rows.map((row) => toCartItem(row, userId));
}

export type AddToCartInput = {
  productId: number;
  quantity: number;
  size?: string | undefined;
  ram?: string | undefined;
  weight?: string | undefined;
};

/** The same product and variant twice answers `status: false`; the line is never doubled or merged silently. */
export async function addToCart(db: Database, userId: number, input: AddToCartInput): Promise<TStatusMessage> {
  const product = await getProduct(db, input.productId);
  const variant = chooseVariant(product, input);
  assertInStock(input.quantity, product.countInStock);
  const inserted = await db
    .insert(cartItems)
    .values({ userId, productId: product.id, quantity: input.quantity, ...variant })
    .onConflictDoNothing({
      target: [cartItems.userId, cartItems.productId, cartItems.size, cartItems.ram, cartItems.weight],
    })
    .returning({ id: cartItems.id });
  return inserted.length > 0 ? { status: true, msg: TEXT.addedToCart } : { status: false, msg: TEXT.alreadyInCart };
}

/** Only the quantity can change; the answer is the line recomputed from the product. */
export async function setCartQuantity(db: Database, userId: number, id: number, quantity: number): Promise<TCartItem> {
  const [row] = await selectLines(db, ownLine(userId, id));
  if (!row) throw notFound(TEXT.shopping.cartItemNotFound);
  assertInStock(quantity, row.countInStock);
  // The line may have gone meanwhile (removed in another tab, or bought by a checkout): then it is a 404 too.
  const updated = await db
    .update(cartItems)
    .set({ quantity, updatedAt: new Date() })
    .where(ownLine(userId, id))
    .returning({ id: cartItems.id });
  if (updated.length === 0) throw notFound(TEXT.shopping.cartItemNotFound);
  return toCartItem({ ...row, quantity }, userId);
}

export async function removeCartItem(db: Database, userId: number, id: number): Promise<TStatusMessage> {
  const removed = await db.delete(cartItems).where(ownLine(userId, id)).returning({ id: cartItems.id });
  if (removed.length === 0) throw notFound(TEXT.shopping.cartItemNotFound);
  return { status: true, msg: TEXT.removedFromCart };
}
