import type { TProduct } from '#src/contracts/catalog';
import { TEXT } from '#src/shared/texts';
import { badRequest } from '#src/server/lib/app-error';

export type Variant = { size: string; ram: string; weight: string };
type VariantInput = { size?: string | undefined; ram?: string | undefined; weight?: string | undefined };

const KINDS = [
  { field: 'size', label: 'size', offered: (product: TProduct) => product.size },
  { field: 'ram', label: 'RAM', offered: (product: TProduct) => product.productRam },
  { field: 'weight', label: 'weight', offered: (product: TProduct) => product.productWeight },
] as const;

/**
 * The variant a cart line stores: one offered value for each kind the product offers, '' for the kinds it does
 * not. A missing choice, or a value the product does not offer, is a 400 — the line must be something we sell.
 */
export function chooseVariant(product: TProduct, input: VariantInput): Variant {
  const variant: Variant = { size: '', ram: '', weight: '' };
  for (const kind of KINDS) {
    const value = input[kind.field]?.trim() ?? '';
    const offered = kind.offered(product);
    if (offered.length === 0) {
      if (value !== '') throw badRequest(TEXT.shopping.variantNotOffered(kind.label, value));
      continue;
    }
    if (value === '') throw badRequest(TEXT.shopping.chooseVariant(kind.label));
    if (!offered.includes(value)) throw badRequest(TEXT.shopping.variantNotOffered(kind.label, value));
    variant[kind.field] = value;
  }
  return variant;
}

/** Quantity is 1..stock (the schema guarantees a whole number from 1); the spec's message when over stock. */
export function assertInStock(quantity: number, countInStock: number): void {
  if (countInStock <= 0) throw badRequest(TEXT.shopping.outOfStock);
  if (quantity > countInStock) throw badRequest(TEXT.quantityOverStock);
}
