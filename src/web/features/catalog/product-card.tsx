import { Heart, ShoppingCart } from '#src/web/components/ui/icons';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import type { TProduct } from '#src/contracts/catalog';
import { TITLE_CUT } from '#src/shared/constants';
import { imageSrcSet, imageUrl } from '#src/shared/images';
import { TEXT } from '#src/shared/texts';
import { Button } from '#src/web/components/ui/button';
import { cn } from '#src/web/components/ui/cn';
import { Skeleton } from '#src/web/components/ui/skeleton';
import { Stars } from '#src/web/components/ui/stars';
import { formatUnitPrice } from '#src/shared/unit-price';
import { cut, formatPrice } from '#src/web/lib/format';
import { useCardAddToCart, useWishlistHeart } from '#src/web/features/shopping/index';

const CARD_FIELDS = [
  'id',
  'name',
  'images',
  'price',
  'oldPrice',
  'discount',
  'rating',
  'reviewCount',
  'brand',
  'catName',
  'countInStock',
  'variantCount',
  'unitPrice',
] as const;
export type CardProduct = Pick<TProduct, (typeof CARD_FIELDS)[number]>;

/**
 * What a card shows and nothing more: loaders send this to the page, so the HTML's hydration data does not carry
 * descriptions, stock and variants the card never reads. Only the first image is kept.
 */
export function toCardProduct(product: CardProduct): CardProduct {
  const card = Object.fromEntries(CARD_FIELDS.map((field) => [field, product[field]])) as CardProduct;
  return { ...card, images: product.images.slice(0, 1) };
}

/** A page of products as a listing or search page sends it: its counts, and the products as cards. */
export type CardListing = { products: CardProduct[]; total: number; page: number; totalPages: number };

export function toCardListing(listing: CardListing): CardListing {
  const { products, total, page, totalPages } = listing;
  return { products: products.map(toCardProduct), total, page, totalPages };
}

type ProductCardProps = {
  product: CardProduct;
  /** Above the fold: load the image at once instead of lazily. */
  eager?: boolean;
  /** `sizes` for the image; the default fits grids of 2 to 5 columns. */
  sizes?: string;
  onAddToCart?: (product: CardProduct) => void;
  addingToCart?: boolean;
  onToggleWishlist?: (product: CardProduct) => void;
  inWishlist?: boolean;
  className?: string;
};

/** The sheet for products with several packs: its own chunk, fetched the first time a shopper needs it. */
const VariantSheet = lazy(() => import('./variant-sheet'));

const DEFAULT_SIZES = '(min-width: 1280px) 260px, (min-width: 992px) 23vw, (min-width: 640px) 31vw, 46vw';

/** A product tile: the whole card links to the product, except its cart and heart buttons. */
export function ProductCard({
  product,
  eager = false,
  sizes = DEFAULT_SIZES,
  onAddToCart,
  addingToCart = false,
  onToggleWishlist,
  inWishlist = false,
  className,
}: ProductCardProps) {
  const image = product.images[0];
  const soldOut = product.countInStock < 1;
  const hasOldPrice = !soldOut && product.oldPrice > product.price;
  // Without handlers from the caller, the card adds to the cart and My List itself (the shopping feature's actions).
  const addToCart = useCardAddToCart();
  const heart = useWishlistHeart(product.id);
  const [adding, setAdding] = useState(false);
  const [sheet, setSheet] = useState<'closed' | 'open' | 'shut'>('closed');
  const add = async () => {
    if (onAddToCart) return onAddToCart(product);
    setAdding(true);
    try {
      if ((await addToCart(product)) === 'choose') setSheet('open');
    } finally {
      setAdding(false);
    }
  };
  const listed = inWishlist || heart.inList;
  return (
    <article
      onPointerEnter={heart.check}
      onFocus={heart.check}
      className={cn(
        'group relative flex h-full flex-col rounded-2xl border border-slate-200/80 bg-white p-3 transition duration-200 hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-card sm:p-3.5',
        className,
      )}
    >
      <div className="relative aspect-square overflow-hidden rounded-xl bg-slate-50">
        {image && (
          <img
            src={imageUrl(image, 400)}
            srcSet={imageSrcSet(image)}
            sizes={sizes}
            width={400}
            height={400}
            alt={product.name}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : undefined}
            decoding="async"
            className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.04]"
          />
        )}
        {!soldOut && product.discount > 0 && (
          <span className="absolute top-2 left-2 rounded-full bg-deal-600 px-2 py-0.5 text-xs font-bold text-white tabular-nums">
            {TEXT.card.off(product.discount)}
          </span>
        )}
        <button
          type="button"
          aria-label={listed ? TEXT.card.inListLabel(product.name) : TEXT.card.addToListLabel(product.name)}
          aria-pressed={listed}
          onClick={() => (onToggleWishlist ? onToggleWishlist(product) : void heart.toggle())}
          className={cn(
            'absolute top-2 right-2 z-10 flex size-9 items-center justify-center rounded-full bg-white/90 text-slate-600 shadow-sm transition hover:text-red-600 focus-visible:outline-2 focus-visible:outline-brand-600',
            listed && 'text-red-600',
          )}
        >
          <Heart className={cn('size-4.5', listed && 'fill-current')} aria-hidden="true" />
        </button>
      </div>
      <p className="mt-3 truncate text-xs font-medium text-slate-600">{product.catName}</p>
      <h3 className="mt-1 text-[0.9375rem] leading-snug font-semibold text-slate-900">
        <Link
          to={`/product/${product.id}`}
          title={product.name}
          className="after:absolute after:inset-0 after:rounded-2xl hover:text-brand-700 focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-brand-600"
        >
          {cut(product.name, TITLE_CUT.card)}
        </Link>
      </h3>
      <div className="mt-1.5 flex items-center gap-1.5">
        <Stars value={product.rating} />
        <span className="text-xs text-slate-600 tabular-nums">{TEXT.card.reviews(product.reviewCount)}</span>
      </div>
      {product.brand && (
        <p className="mt-1 truncate text-xs text-slate-600">
          By <span className="font-medium text-brand-700">{product.brand}</span>
        </p>
      )}
      <div className="mt-auto flex items-end justify-between gap-2 pt-3">
        <div className="min-w-0">
          <p className="flex flex-wrap items-baseline gap-x-2 tabular-nums">
            <span className="text-base font-bold text-brand-700 sm:text-lg">{formatPrice(product.price)}</span>
            {hasOldPrice && (
              <span className="text-xs text-slate-500 line-through">
                <span className="sr-only">was </span>
                {formatPrice(product.oldPrice)}
              </span>
            )}
          </p>
          {product.unitPrice && !soldOut && (
            <p className="text-xs text-slate-600 tabular-nums">{formatUnitPrice(product.unitPrice)}</p>
          )}
        </div>
        {soldOut ? (
          <span
            aria-label={TEXT.card.outOfStockLabel(product.name)}
            className="relative z-10 shrink-0 rounded-lg bg-slate-100 px-2.5 py-1.5 text-xs font-semibold text-slate-600"
          >
            {TEXT.card.outOfStock}
          </span>
        ) : (
          <Button
            variant="secondary"
            size="sm"
            className="relative z-10"
            aria-label={TEXT.card.addToCartLabel(product.name)}
            busy={addingToCart || adding}
            busyText={<span className="sr-only sm:not-sr-only">{TEXT.adding}</span>}
            onClick={() => void add()}
          >
            <ShoppingCart className="size-4" aria-hidden="true" />
            <span className="hidden sm:inline">{TEXT.card.addToCart}</span>
          </Button>
        )}
      </div>
      {sheet !== 'closed' && (
        <Suspense fallback={null}>
          <VariantSheet
            product={product}
            open={sheet === 'open'}
            onOpenChange={(open) => setSheet(open ? 'open' : 'shut')}
          />
        </Suspense>
      )}
    </article>
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
