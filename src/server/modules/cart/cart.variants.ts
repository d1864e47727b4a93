import type { TProductDetail, TVariant } from '#src/contracts/catalog';
import { TEXT } from '#src/shared/texts';
import { badRequest } from '#src/server/lib/app-error';
import { overMaxPerOrder, type StockLine } from './cart.stock';

type VariantInput = {
  variantId?: number | undefined;
  size?: string | undefined;
  ram?: string | undefined;
  weight?: string | undefined;
};

const KINDS = [
  { field: 'size', label: 'size', offered: (product: TProductDetail) => product.size },
  { field: 'ram', label: 'RAM', offered: (product: TProductDetail) => product.productRam },
  { field: 'weight', label: 'weight', offered: (product: TProductDetail) => product.productWeight },
] as const;

/**
 * The variant a cart line points at (decision 020): the one named by `variantId`; else the one whose options are
 * the spec's `size` / `ram` / `weight` (one offered value for each kind the product offers — a missing choice, or
 * a value it does not offer, is a 400 with the spec's message); else the product's only variant. A product with
 * several variants and no choice is a 400, never a silent pick.
 */
export function chooseVariant(product: TProductDetail, input: VariantInput): TVariant {
  if (input.variantId !== undefined) {
    const chosen = product.variants.find((variant) => variant.id === input.variantId);
    if (!chosen) throw badRequest(TEXT.shopping.variantNotFound);
    return chosen;
  }
  const given = KINDS.some((kind) => (input[kind.field]?.trim() ?? '') !== '');
  if (!given && product.variants.length === 1) return product.variants[0]!;
  const offersKinds = KINDS.some((kind) => kind.offered(product).length > 0);
  if (!offersKinds && product.variants.length > 1) throw badRequest(TEXT.shopping.chooseOption);
  const wanted: Partial<Record<'size' | 'ram' | 'weight', string>> = {};
  for (const kind of KINDS) {
    const value = input[kind.field]?.trim() ?? '';
    const offered = kind.offered(product);
    if (offered.length === 0) {
      if (value !== '') throw badRequest(TEXT.shopping.variantNotOffered(kind.label, value));
      continue;
    }
    if (value === '') throw badRequest(TEXT.shopping.chooseVariant(kind.label));
    if (!offered.includes(value)) throw badRequest(TEXT.shopping.variantNotOffered(kind.label, value));
    wanted[kind.field] = value;
  }
  const chosen = product.variants.find((variant) =>
    KINDS.every((kind) => (variant[kind.field] ?? undefined) === wanted[kind.field]),
  );
  if (!chosen)
    throw badRequest(product.variants.length > 1 ? TEXT.shopping.chooseOption : TEXT.shopping.variantNotFound);
  return chosen;
}

/** Quantity is 1..stock (the schema guarantees a whole number from 1); the spec's message when over stock. */
export function assertInStock(quantity: number, countInStock: number): void {
  if (countInStock <= 0) throw badRequest(TEXT.shopping.outOfStock, 'OUT_OF_STOCK');
  if (quantity > countInStock) throw badRequest(TEXT.quantityOverStock, 'INSUFFICIENT_STOCK');
}

/** The grocer's per-order maximum of the pack (decision 061), if any: more is a 400 that names it. */
export function assertWithinMax(quantity: number, maxPerOrder: number | null): void {
  if (maxPerOrder !== null && quantity > maxPerOrder)
    throw badRequest(TEXT.quickShop.maxPerOrder(maxPerOrder), 'OVER_MAX_PER_ORDER');
}

/** Paying or placing (decision 061): a cart line over its pack's per-order maximum is a 400 naming it. */
export function assertLinesWithinMax(lines: readonly StockLine[]): void {
  const over = overMaxPerOrder(lines);
  if (over)
    throw badRequest(TEXT.quickShop.maxPerOrderNamed(over.productTitle, over.maxPerOrder), 'OVER_MAX_PER_ORDER');
}
