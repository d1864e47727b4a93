import { useState } from 'react';
import type { TProduct, TVariant } from '#src/contracts/catalog';
import { TEXT } from '#src/shared/texts';

export type VariantKind = 'size' | 'ram' | 'weight';
export type VariantList = { kind: VariantKind; label: string; options: string[] };
/** What the shopper picked, one value per list the product has. */
export type VariantChoice = Partial<Record<VariantKind, string>>;

/**
 * The product's non-empty option lists, in the spec's order: size, RAM, weight. Packs all counted in pieces (6 eggs,
 * 4 rolls) are a "Pack", not a "Weight" (issue 32 §4).
 */
export function variantLists(
  product: Pick<TProduct, 'size' | 'productRam' | 'productWeight'> & { variants?: readonly Pick<TVariant, 'unit'>[] },
): VariantList[] {
  const pieces = (product.variants?.length ?? 0) > 0 && product.variants!.every((variant) => variant.unit === 'piece');
  const lists: VariantList[] = [
    { kind: 'size', label: TEXT.catalog.size, options: product.size },
    { kind: 'ram', label: TEXT.catalog.ram, options: product.productRam },
    { kind: 'weight', label: pieces ? TEXT.catalog.pack : TEXT.catalog.weight, options: product.productWeight },
  ];
  return lists.filter((list) => list.options.length > 0);
}

type ProductWithVariants = Pick<TProduct, 'size' | 'productRam' | 'productWeight'> & { variants: TVariant[] };

/** Whether a variant agrees with a (possibly partial) choice: each chosen kind has the chosen value. */
const matches = (variant: TVariant, choice: VariantChoice, kinds: readonly VariantKind[]) =>
  kinds.every((kind) => !choice[kind] || (variant[kind] ?? '') === choice[kind]);

/**
 * The detail page's variant state (spec section 4): nothing is selected at first — unless only one pack is in stock,
 * which is then chosen (issue 32 §4); a product without size, RAM or weight options counts as chosen at once. Choosing clears the error style that a refused add-to-cart set. An option
 * is sold out when no variant in stock has it together with the other lists' current choices (decision 020). A
 * sold-out option that is a pack of its own may still be chosen — to be told when it is back ("Notify me", decision
 * 062; its Add stays "Out of stock"); one that matches no pack at all cannot.
 */
export function useVariantChoice(product: ProductWithVariants) {
  const lists = variantLists(product);
  const kinds = lists.map((list) => list.kind);
  // The only pack in stock is chosen at once (issue 32 §4): nothing to decide.
  const inStock = product.variants.filter((candidate) => candidate.countInStock > 0);
  const [choice, setChoice] = useState<VariantChoice | null>(() =>
    lists.length === 0
      ? {}
      : inStock.length === 1 && product.variants.length > 1
        ? Object.fromEntries(kinds.map((kind) => [kind, inStock[0]![kind] ?? '']))
        : null,
  );
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
  /** A one-list product's option is one pack: its price, shown on the chip (issue 32 §4); null otherwise. */
  const priceOf = (kind: VariantKind, option: string) =>
    lists.length === 1 ? (product.variants.find((candidate) => candidate[kind] === option)?.price ?? null) : null;
  const exists = (kind: VariantKind, option: string) =>
    product.variants.some((candidate) => matches(candidate, { ...choice, [kind]: option }, kinds));
  return {
    lists,
    choice,
    /** True when every list has a choice (always for a product without options). */
    complete,
    missing,
    error,
    variant,
    soldOut,
    /** Whether choosing the option leaves a pack to show (in stock or not). */
    exists,
    priceOf,
    choose(kind: VariantKind, value: string) {
      if (!exists(kind, value)) return;
      setChoice((current) => ({ ...current, [kind]: value }));
      setError(false);
    },
    flagMissing: () => setError(true),
  };
}

export type VariantState = ReturnType<typeof useVariantChoice>;
