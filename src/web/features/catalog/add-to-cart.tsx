import { ShoppingCart } from '#src/web/components/ui/icons';
import { useState } from 'react';
import type { TProduct } from '#src/contracts/catalog';
import { TEXT } from '#src/shared/texts';
import { Button } from '#src/web/components/ui/button';
import { useAddToCart } from '#src/web/features/shopping/index';
import type { VariantChoice } from './variants';

/** What the product page hands to the cart: the server fills title, image and price itself (decisions §4). */
export type CartLineDraft = { productId: number; quantity: number; size?: string; ram?: string; weight?: string };

type Props = {
  product: Pick<TProduct, 'id' | 'countInStock'>;
  quantity: number;
  /** The chosen variant; null while a product with options has none chosen. */
  choice: VariantChoice | null;
  /** False while some option list is still unchosen. */
  complete: boolean;
  /** Called instead of adding when a variant is missing (the page flags the lists). */
  onMissingVariant: () => void;
  /**
   * Adds the line (wired by the cart feature: login check, POST /api/cart/add, alerts). The button shows
   * 'Adding...' until the promise settles.
   */
  onAdd?: ((line: CartLineDraft) => Promise<unknown> | void) | undefined;
};

/** The detail page's add-to-cart button. It refuses to add without a chosen variant when the product has options. */
export function AddToCart({ product, quantity, choice, complete, onMissingVariant, onAdd }: Props) {
  const [busy, setBusy] = useState(false);
  const soldOut = product.countInStock < 1;
  const addToCart = useAddToCart();

  const add = async () => {
    if (!complete || !choice) {
      onMissingVariant();
      return;
    }
    setBusy(true);
    try {
      await (onAdd ?? addToCart)({ productId: product.id, quantity, ...choice });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      size="md"
      className="min-w-0 flex-1 sm:min-w-48 sm:flex-none"
      busy={busy}
      busyText={TEXT.adding}
      disabled={soldOut}
      data-focus-target
      onClick={() => void add()}
    >
      <ShoppingCart className="size-5" aria-hidden="true" />
      {soldOut ? TEXT.catalog.outOfStock : TEXT.catalog.addToCart}
    </Button>
  );
}
