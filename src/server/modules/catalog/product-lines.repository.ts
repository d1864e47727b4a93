import { and, asc, eq, gte, inArray, lte, ne, or, sql } from 'drizzle-orm';
import { type Database } from '#src/db/client';
import { categories, products, productVariants } from '#src/db/schema/catalog';
import { onSale, type VariantRow } from './product-query.repository';
import { localized } from './catalog.mappers';

// What other modules read of products and variants beside their own rows: carts, lists, orders, substitutions.
/** What other modules show of a product next to their own rows (a cart line, a list entry). */
const lineColumns = {
  id: products.id,
  name: products.name,
  images: products.images,
  rating: products.rating,
  price: products.price,
  countInStock: products.countInStock,
  /** The category and sub-category: what an automatic offer on a category reads (issue 29 §2). */
  catId: products.catId,
  subCatId: products.subCatId,
  /** GST (issue 30 §2): what placing an order snapshots on its line. */
  hsnCode: products.hsnCode,
  gstRateBps: products.gstRateBps,
};
export type ProductLineRow = Omit<
  { [K in keyof typeof lineColumns]: (typeof lineColumns)[K]['_']['data'] },
  'subCatId'
> & {
  subCatId: number | null;
};

/**
 * Products on sale only: an archived product drops out of carts and My List as a deleted one would. Shown lines, so
 * the name is the request's language's (docs/decisions/066 § Catalogue); the placing transaction reads
 * `lockProductLines`, whose English name the order keeps as bought.
 */
export async function findProductLines(db: Database, ids: readonly number[]): Promise<ProductLineRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(shownProductColumns)
    .from(products)
    .where(and(inArray(products.id, [...ids]), onSale));
  return rows.map(shownProduct);
}

/** A shown product line: its Hindi name read beside, and the name in the request's language. */
const shownProductColumns = { ...lineColumns, nameHi: products.nameHi };
const shownProduct = ({ nameHi, ...row }: ProductLineRow & { nameHi: string | null }): ProductLineRow => ({
  ...row,
  name: localized(row.name, nameHi),
});

/**
 * Inside a transaction: the products' rows, locked in id order so that two transactions sharing products queue
 * instead of deadlocking (placing an order, adding a review); an archived product is not there to buy or review.
 */
export async function lockProductLines(tx: Database, ids: readonly number[]): Promise<ProductLineRow[]> {
  if (ids.length === 0) return [];
  return tx
    .select(lineColumns)
    .from(products)
    .where(and(inArray(products.id, [...ids]), onSale))
    .orderBy(asc(products.id))
    .for('update');
}

/** What a cart or order line needs of the variant it points at: its label, options, price, stock and pack size. */
const variantLineColumns = {
  id: productVariants.id,
  productId: productVariants.productId,
  label: productVariants.label,
  size: productVariants.size,
  ram: productVariants.ram,
  weight: productVariants.weight,
  price: productVariants.price,
  /** The pack's MRP (issue 29 §3): the cart shows the saving, the order line keeps it. */
  oldPrice: productVariants.oldPrice,
  countInStock: productVariants.countInStock,
  netQuantity: productVariants.netQuantity,
  unit: productVariants.unit,
  /** The most one order may hold (decision 061); null: no limit. */
  maxPerOrder: productVariants.maxPerOrder,
  /** The pack's own picture (decision 063): the cart line and the order line show it before the product's. */
  image: productVariants.image,
};
export type VariantLineRow = Pick<VariantRow, keyof typeof variantLineColumns>;

/** Shown lines: the label in the request's language (the placing transaction reads `lockVariantLines`). */
export async function findVariantLines(db: Database, ids: readonly number[]): Promise<VariantLineRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(shownVariantColumns)
    .from(productVariants)
    .where(inArray(productVariants.id, [...ids]));
  return rows.map(shownVariant);
}

/** A shown pack line: its Hindi label read beside, and the label in the request's language. */
const shownVariantColumns = { ...variantLineColumns, labelHi: productVariants.labelHi };
const shownVariant = ({ labelHi, ...row }: VariantLineRow & { labelHi: string | null }): VariantLineRow => ({
  ...row,
  label: localized(row.label, labelHi),
});

/**
 * Shown lines of packs with their products in one statement (decision 070: a cart's answer and the payment's cart
 * read each did two, products and variants): packs whose product is on sale, names and labels in the request's
 * language.
 */
export async function findPackLines(
  db: Database,
  variantIds: readonly number[],
): Promise<{ product: ProductLineRow; variant: VariantLineRow }[]> {
  if (variantIds.length === 0) return [];
  const rows = await db
    .select({ product: shownProductColumns, variant: shownVariantColumns })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(inArray(productVariants.id, [...variantIds]), onSale));
  return rows.map(({ product, variant }) => ({ product: shownProduct(product), variant: shownVariant(variant) }));
}

/** Inside a transaction, after the products' rows: the variants' rows, locked in id order. */
export async function lockVariantLines(tx: Database, ids: readonly number[]): Promise<VariantLineRow[]> {
  if (ids.length === 0) return [];
  return tx
    .select(variantLineColumns)
    .from(productVariants)
    .where(inArray(productVariants.id, [...ids]))
    .orderBy(asc(productVariants.id))
    .for('update');
}

/** A variant that could stand in for an order line (docs/decisions/032), with its product's name and image. */
export type SubstituteRow = {
  productId: number;
  variantId: number;
  title: string;
  label: string;
  image: string;
  price: number;
  countInStock: number;
};

/**
 * Variants on sale with at least `quantity` in stock at most `maxPrice`, other than `variantId`: the product's own
 * other packs, then its sub-category's (its category's when it has none), nearest price first.
 */
export async function findSubstitutes(
  db: Database,
  input: { productId: number; variantId: number | null; maxPrice: number; quantity: number; limit: number },
): Promise<SubstituteRow[]> {
  const [source] = await db
    .select({ catId: products.catId, subCatId: products.subCatId })
    .from(products)
    .where(eq(products.id, input.productId));
  if (!source) return [];
  const sameProduct = sql<boolean>`${products.id} = ${input.productId}`;
  const rows = await db
    .select({
      productId: products.id,
      variantId: productVariants.id,
      title: products.name,
      label: productVariants.label,
      images: products.images,
      price: productVariants.price,
      countInStock: productVariants.countInStock,
    })
    .from(products)
    .innerJoin(productVariants, eq(productVariants.productId, products.id))
    .where(
      and(
        or(
          eq(products.id, input.productId),
          source.subCatId === null ? eq(products.catId, source.catId) : eq(products.subCatId, source.subCatId),
        ),
        onSale,
        gte(productVariants.countInStock, input.quantity),
        lte(productVariants.price, input.maxPrice),
        input.variantId === null ? undefined : ne(productVariants.id, input.variantId),
      ),
    )
    .orderBy(sql`${sameProduct} desc`, sql`${productVariants.price} desc`, asc(products.name), asc(productVariants.id))
    .limit(input.limit);
  return rows.map(({ images, ...row }) => ({ ...row, image: images[0] ?? '' }));
}

/** The names the back office shows for an offer's target (issue 29 §2): categories', products' and packs' by id. */
export async function targetNames(
  db: Database,
  ids: { category: readonly number[]; product: readonly number[]; variant: readonly number[] },
) {
  const [cats, prods, packs] = await Promise.all([
    ids.category.length === 0
      ? []
      : db
          .select({ id: categories.id, name: categories.name })
          .from(categories)
          .where(inArray(categories.id, [...ids.category])),
    ids.product.length === 0
      ? []
      : db
          .select({ id: products.id, name: products.name })
          .from(products)
          .where(inArray(products.id, [...ids.product])),
    ids.variant.length === 0
      ? []
      : db
          .select({ id: productVariants.id, name: sql<string>`${products.name} || ' ' || ${productVariants.label}` })
          .from(productVariants)
          .innerJoin(products, eq(products.id, productVariants.productId))
          .where(inArray(productVariants.id, [...ids.variant])),
  ]);
  const map = (rows: { id: number; name: string }[]) => new Map(rows.map((row) => [row.id, row.name]));
  return { category: map(cats), product: map(prods), variant: map(packs) };
}
