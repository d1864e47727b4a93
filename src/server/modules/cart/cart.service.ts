import type { TCartItem } from '#src/contracts/cart';
import type { TStatusMessage } from '#src/contracts/shopper';
import type { Database } from '#src/db/client';
import { TEXT } from '#src/shared/texts';
import { notFound } from '#src/server/lib/app-error';
import {
  findPackLines,
  getProduct,
  lockProductLines,
  lockVariantLines,
  type ProductLine,
  type VariantLine,
} from '#src/server/modules/catalog/index';
import * as repo from './cart.repository';
import { assertInStock, assertWithinMax, chooseVariant } from './cart.variants';
import { roundRating } from '#src/shared/rating';
import { unitPrice, type UnitPrice } from '#src/shared/unit-price';
import { priceCart, type PricedItem } from '#src/shared/pricing/price-cart';

/**
 * A cart row with the product's current title, images and rating and its variant's current label, price and stock
 * (decision 020). Nothing is copied into the cart row, so the cart always shows what the shop sells now.
 */
export type CartLine = repo.CartRow &
  Pick<ProductLine, 'images' | 'rating'> &
  Pick<VariantLine, 'price' | 'countInStock' | 'maxPerOrder'> & {
    productTitle: string;
    variantLabel: string;
    /** The variant's price per kg, l or piece, when its pack has a net quantity (decision 020). */
    unitPrice: UnitPrice | null;
    /** The variant's MRP, its old price (issue 29 §3): the cart shows the saving, placing the order keeps it. */
    mrp: number;
    /** The product's category and sub-category: what offers on a category read (issue 29 §2). */
    categoryIds: number[];
  } & Pick<ProductLine, 'hsnCode' | 'gstRateBps'>;

function withProduct(row: repo.CartRow, product: ProductLine, variant: VariantLine): CartLine {
  return {
    ...row,
    // The pack chosen is what the shopper buys: its own picture first (decision 063), so the cart line and the
    // order line's snapshot show it.
    images: variant.image
      ? [variant.image, ...product.images.filter((name) => name !== variant.image)]
      : product.images,
    rating: product.rating,
    productTitle: product.name,
    variantLabel: variant.label,
    price: variant.price,
    mrp: variant.oldPrice,
    countInStock: variant.countInStock,
    maxPerOrder: variant.maxPerOrder,
    unitPrice: unitPrice(variant.price, variant.netQuantity, variant.unit),
    categoryIds: product.subCatId === null ? [product.catId] : [product.catId, product.subCatId],
    hsnCode: product.hsnCode,
    gstRateBps: product.gstRateBps,
  };
}

function joinLines(
  rows: repo.CartRow[],
  products: ReadonlyMap<number, ProductLine>,
  variants: ReadonlyMap<number, VariantLine>,
): CartLine[] {
  return rows.flatMap((row) => {
    const product = products.get(row.productId);
    const variant = variants.get(row.variantId);
    return product && variant ? [withProduct(row, product, variant)] : [];
  });
}

/**
 * Rows whose product or variant is gone are left out, as the join of the cart and the catalogue would. One
 * statement for the catalogue's side (decision 070): the packs with their products.
 */
async function linesOf(db: Database, rows: repo.CartRow[]): Promise<CartLine[]> {
  const { products, variants } = await findPackLines(
    db,
    rows.map((row) => row.variantId),
  );
  return joinLines(rows, products, variants);
}

function toCartItem(
  {
    images,
    rating,
    unitPrice: perUnit,
    subTotal,
    categoryIds: _categories,
    hsnCode: _hsn,
    gstRateBps: _rate,
    maxPerOrder,
    ...line
  }: PricedItem<CartLine>,
  userId: number,
): TCartItem {
  return {
    ...line,
    ...(perUnit ? { unitPrice: perUnit } : {}),
    ...(maxPerOrder !== null ? { maxPerOrder } : {}),
    _id: line.id,
    image: images[0] ?? '',
    rating: roundRating(rating),
    subTotal,
    userId,
  };
}

/** The cart answer's items: each line's subtotal is `priceCart`'s (src/shared/pricing). */
function cartItemsOf(lines: readonly CartLine[], userId: number): TCartItem[] {
  return priceCart(lines, null).items.map((line) => toCartItem(line, userId));
}

/** The own cart's lines in the order the shopper added them, at current prices (what pricing reads). */
export async function cartLines(db: Database, userId: number): Promise<CartLine[]> {
  return linesOf(db, await repo.ownRows(db, userId));
}

/** The own cart in the order the shopper added it, at current prices. */
export async function listCart(db: Database, userId: number): Promise<TCartItem[]> {
  return cartItemsOf(await cartLines(db, userId), userId);
}

export type AddToCartInput = {
  productId: number;
  variantId?: number | undefined;
  quantity: number;
  size?: string | undefined;
  ram?: string | undefined;
  weight?: string | undefined;
};

/** The same product and variant twice answers `status: false`; the line is never doubled or merged silently. */
export async function addToCart(db: Database, userId: number, input: AddToCartInput): Promise<TStatusMessage> {
  const product = await getProduct(db, input.productId);
  const variant = chooseVariant(product, input);
  assertInStock(input.quantity, variant.countInStock);
  assertWithinMax(input.quantity, variant.maxPerOrder ?? null);
  const added = await repo.insertLine(db, {
    userId,
    productId: product.id,
    variantId: variant.id,
    quantity: input.quantity,
    size: variant.size ?? '',
    ram: variant.ram ?? '',
    weight: variant.weight ?? '',
  });
  return added ? { status: true, msg: TEXT.addedToCart } : { status: false, msg: TEXT.alreadyInCart };
}

/** Only the quantity can change; the answer is the line recomputed from the product. */
export async function setCartQuantity(db: Database, userId: number, id: number, quantity: number): Promise<TCartItem> {
  const [line] = await linesOf(db, await repo.selectRows(db, repo.ownLine(userId, id)));
  if (!line) throw notFound(TEXT.shopping.cartItemNotFound);
  assertInStock(quantity, line.countInStock);
  assertWithinMax(quantity, line.maxPerOrder);
  // The line may have gone meanwhile (removed in another tab, or bought by a checkout): then it is a 404 too.
  if (!(await repo.updateQuantity(db, userId, id, quantity))) throw notFound(TEXT.shopping.cartItemNotFound);
  return cartItemsOf([{ ...line, quantity }], userId)[0]!;
}

/** "Substitute with a similar item" or "Don't substitute" (docs/decisions/032) on an own line; 404 otherwise. */
export async function setCartSubstitute(
  db: Database,
  userId: number,
  id: number,
  substitute: boolean,
): Promise<TCartItem> {
  if (!(await repo.updateSubstitute(db, userId, id, substitute))) throw notFound(TEXT.shopping.cartItemNotFound);
  const [line] = await linesOf(db, await repo.selectRows(db, repo.ownLine(userId, id)));
  if (!line) throw notFound(TEXT.shopping.cartItemNotFound);
  return cartItemsOf([line], userId)[0]!;
}

export async function removeCartItem(db: Database, userId: number, id: number): Promise<TStatusMessage> {
  if (!(await repo.deleteLine(db, userId, id))) throw notFound(TEXT.shopping.cartItemNotFound);
  return { status: true, msg: TEXT.removedFromCart };
}

/**
 * Inside the placing transaction: the shopper's lines, their rows locked, then their products' and then their
 * variants' (each in id order, the lock order of every writer), sorted by product and variant as the stock is taken.
 */
export async function lockCartForCheckout(tx: Database, userId: number): Promise<CartLine[]> {
  const rows = await repo.lockOwnRows(tx, userId);
  const products = new Map(
    (
      await lockProductLines(
        tx,
        rows.map((row) => row.productId),
      )
    ).map((product) => [product.id, product]),
  );
  const variants = new Map(
    (
      await lockVariantLines(
        tx,
        rows.map((row) => row.variantId),
      )
    ).map((variant) => [variant.id, variant]),
  );
  return joinLines(rows, products, variants).sort(
    (a, b) => a.productId - b.productId || a.variantId - b.variantId || a.id - b.id,
  );
}

/** Inside the placing transaction: removes the lines the order took. */
export async function removeCartLines(tx: Database, userId: number, ids: readonly number[]): Promise<void> {
  await repo.deleteLines(tx, userId, ids);
}
