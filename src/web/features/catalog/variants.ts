import { useState } from 'react';
import type { TProduct } from '#src/contracts/catalog';
import { TEXT } from '#src/shared/texts';

export type VariantKind = 'size' | 'ram' | 'weight';
export type VariantList = { kind: VariantKind; label: string; options: string[] };
/** What the shopper picked, one value per list the product has. */
export type VariantChoice = Partial<Record<VariantKind, string>>;

/** The product's non-empty option lists, in the spec's order: size, RAM, weight. */
export function variantLists(product: Pick<TProduct, 'size' | 'productRam' | 'productWeight'>): VariantList[] {
  const lists: VariantList[] = [
    { kind: 'size', label: TEXT.catalog.size, options: product.size },
    { kind: 'ram', label: TEXT.catalog.ram, options: product.productRam },
    { kind: 'weight', label: TEXT.catalog.weight, options: product.productWeight },
  ];
  return lists.filter((list) => list.options.length > 0);
}

/**
 * The detail page's variant state (spec section 4): nothing is selected at first; a product without size, RAM or
 * weight options counts as chosen at once. Choosing clears the error style that a refused add-to-cart set.
 */
export function useVariantChoice(product: Pick<TProduct, 'size' | 'productRam' | 'productWeight'>) {
  const lists = variantLists(product);
  const [choice, setChoice] = useState<VariantChoice | null>(lists.length === 0 ? {} : null);
  const [error, setError] = useState(false);
  const missing = lists.filter((list) => !choice?.[list.kind]).map((list) => list.kind);
  return {
    lists,
    choice,
    /** True when every list has a choice (always for a product without options). */
    complete: missing.length === 0,
    missing,
    error,
    choose(kind: VariantKind, value: string) {
      setChoice((current) => ({ ...current, [kind]: value }));
      setError(false);
    },
    flagMissing: () => setError(true),
  };
}

export type VariantState = ReturnType<typeof useVariantChoice>;
