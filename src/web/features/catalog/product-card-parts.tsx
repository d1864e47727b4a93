import { imageSrcSet, imageUrl } from '#src/shared/images';
import { TEXT } from '#src/shared/texts';
import { cn } from '#src/web/components/ui/cn';
import { Skeleton } from '#src/web/components/ui/skeleton';
import { formatUnitPrice } from '#src/shared/unit-price';
import { formatPrice } from '#src/web/lib/format';
import type { CardProduct } from './card-product';
import { Heart } from '#src/web/components/ui/icons';

/** The card's picture with its discount badge and the My List heart. */
export function CardImage({
  product,
  eager,
  sizes,
  soldOut,
  listed,
  onToggleWishlist,
}: {
  product: CardProduct;
  eager: boolean;
  sizes: string;
  soldOut: boolean;
  listed: boolean;
  onToggleWishlist: () => void;
}) {
  const image = product.images[0];
  return (
    <div className="card-media">
      {image && (
        <img
          src={imageUrl(image, 400)}
          srcSet={imageSrcSet(image)}
          sizes={sizes}
          // No width or height: the square box around it (.card-media) sizes it, before the image loads too.
          // Decorative: the card's title link names the product (and covers the card), its buttons name it again; the
          // name here made a screen reader say it once more per card, and a page carry it 20 times more.
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          decoding="async"
          className="card-img"
        />
      )}
      {!soldOut && product.discount > 0 && <span className="card-badge">{TEXT.card.off(product.discount)}</span>}
      <button
        type="button"
        aria-label={listed ? TEXT.card.inListLabel(product.name) : TEXT.card.addToListLabel(product.name)}
        aria-pressed={listed}
        onClick={onToggleWishlist}
        className={cn('card-heart', listed && 'text-red-600')}
      >
        <Heart className={cn('size-4.5', listed && 'fill-current')} />
      </button>
    </div>
  );
}

/** The price and the unit price; the MRP and the saving go under the card's price row (`MrpSaving`). */
export function CardPrice({ product, soldOut }: { product: CardProduct; soldOut: boolean }) {
  return (
    <div className="min-w-0">
      <p className="card-price">{formatPrice(product.price)}</p>
      {product.unitPrice && !soldOut && <p className="card-note">{formatUnitPrice(product.unitPrice)}</p>}
    </div>
  );
}

export function ProductCardSkeleton() {
  return (
    <div className="flex flex-col rounded-2xl border border-slate-200/80 bg-white p-3 sm:p-3.5" aria-hidden="true">
      <Skeleton className="aspect-square rounded-xl" />
      <Skeleton className="mt-3 h-3 w-1/3" />
      <Skeleton className="mt-2 h-4 w-4/5" />
      <Skeleton className="mt-2 h-3 w-1/2" />
      <div className="mt-4 flex items-center justify-between">
        <Skeleton className="h-5 w-20" />
        <Skeleton className="h-9 w-16" />
      </div>
    </div>
  );
}
