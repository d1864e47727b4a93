import { Heart } from '#src/web/components/ui/icons';
import { useEffect, useState } from 'react';
import type { TProduct } from '#src/contracts/catalog';
import { TEXT } from '#src/shared/texts';
import { cn } from '#src/web/components/ui/cn';
import { Spinner } from '#src/web/components/ui/spinner';
import { useWishlistHeart } from '#src/web/features/shopping/index';

type Props = {
  product: Pick<TProduct, 'id' | 'name'>;
  /** Whether the product is in the shopper's My List (the wishlist feature knows). */
  inList?: boolean;
  /** Adds or removes the product (wired by the wishlist feature: login check, API call, alerts). */
  onToggle?: ((product: Pick<TProduct, 'id' | 'name'>) => Promise<unknown> | void) | undefined;
};

/** The detail page's heart: a toggle button whose pressed state says whether the product is in My List. */
export function WishlistToggle({ product, inList: listed = false, onToggle }: Props) {
  const [busy, setBusy] = useState(false);
  // Unless the page passes its own, the wishlist feature's heart: found in the list on arrival, toggled on press.
  const heart = useWishlistHeart(product.id);
  const inList = listed || heart.inList;
  const { check } = heart;
  useEffect(check, [check]);
  const toggle = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await (onToggle ? onToggle(product) : heart.toggle());
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      aria-pressed={inList}
      aria-label={inList ? TEXT.card.inListLabel(product.name) : TEXT.card.addToListLabel(product.name)}
      title={inList ? TEXT.catalog.inList : TEXT.catalog.addToList}
      aria-busy={busy || undefined}
      onClick={() => void toggle()}
      className={cn('list-toggle', inList && 'border-red-200 bg-red-50 text-red-600')}
    >
      {busy ? (
        <Spinner className="size-5" />
      ) : (
        <Heart className={cn('size-5', inList && 'fill-current')} aria-hidden="true" />
      )}
    </button>
  );
}
