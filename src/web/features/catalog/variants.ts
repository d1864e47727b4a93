import { useState } from 'react';
import type { TProduct, TVariant } from '#src/contracts/catalog';
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

type ProductWithVariants = Pick<TProduct, 'size' | 'productRam' | 'productWeight'> & { variants: TVariant[] };

/** Whether a variant agrees with a (possibly partial) choice: each chosen kind has the chosen value. */
const matches = (variant: TVariant, choice: VariantChoice, kinds: readonly VariantKind[]) =>
  kinds.every((kind) => !choice[kind] || (variant[kind] ?? '') === choice[kind]);

/**
 * The detail page's variant state (spec section 4): nothing is selected at first; a product without size, RAM or
 * weight options counts as chosen at once. Choosing clears the error style that a refused add-to-cart set. An option
 * is sold out when no variant in stock has it together with the other lists' current choices (decision 020); a
 * sold-out option cannot be chosen.
 */
export function useVariantChoice(product: ProductWithVariants) {
  const lists = variantLists(product);
  const kinds = lists.map((list) => list.kind);
  const [choice, setChoice] = useState<VariantChoice | null>(lists.length === 0 ? {} : null);
  const [error, setError] = useState(false);
  const missing = lists.filter((list) => !choice?.[list.kind]).map((list) => list.kind);
  const complete = missing.length === 0;
  /** The chosen variant, once every list has a choice (the only one for a product without options). */
  const variant =
    complete && choice ? (product.variants.find((candidate) => matches(candidate, choice, kinds)) ?? null) : null;
  const soldOut = (kind: VariantKind, option: string) =>
    !product.variants.some(
      (candidate) => candidate.countInStock > 0 && matches(candidate, { ...choice, [kind]: option }, kinds),
    );
  return {
    lists,
    choice,
    /** True when every list has a choice (always for a product without options). */
    complete,
    missing,
    error,
    variant,
    soldOut,
    choose(kind: VariantKind, value: string) {
      if (soldOut(kind, value)) return;
      setChoice((current) => ({ ...current, [kind]: value }));
      setError(false);
    },
    flagMissing: () => setError(true),
  };
}

export type VariantState = ReturnType<typeof useVariantChoice>;
