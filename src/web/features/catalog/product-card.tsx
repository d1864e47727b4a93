import { useFocusAcrossSwap } from '#src/web/lib/use-focus-across-swap';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { TITLE_CUT } from '#src/shared/constants';
import { TEXT } from '#src/shared/texts';
import { Button } from '#src/web/components/ui/button';
import { cn } from '#src/web/components/ui/cn';
import { Stars } from '#src/web/components/ui/stars';
import { cut } from '#src/web/lib/format';
import {
  CartStepper,
  MrpSaving,
  useCardAddToCart,
  useCartEntry,
  useWishlistHeart,
} from '#src/web/features/shopping/index';
import type { CardProduct } from './card-product';
import { CardImage, CardPrice } from './product-card-parts';
import { DietMark } from './diet-mark';
import { ShoppingCart } from '#src/web/components/ui/icons';

export { ProductCardSkeleton } from './product-card-parts';
export { toCardListing, toCardProduct, type CardListing, type CardProduct } from './card-product';

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
  const title = cut(product.name, TITLE_CUT.card);
  const soldOut = product.countInStock < 1;
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
  // A product with one pack in the cart shows − qty + instead of "Add" (issue 32 §1); several packs: the sheet's.
  const entry = useCartEntry(product.id, undefined);
  const inCart = !onAddToCart && product.variantCount <= 1 ? entry : undefined;
  const keepFocus = useFocusAcrossSwap<HTMLDivElement>(inCart ? 'stepper' : 'add');
  return (
    <article onPointerEnter={heart.check} onFocus={heart.check} className={cn('group card', className)}>
      <CardImage
        product={product}
        eager={eager}
        sizes={sizes}
        soldOut={soldOut}
        listed={listed}
        onToggleWishlist={() => (onToggleWishlist ? onToggleWishlist(product) : void heart.toggle())}
      />
      <p className="card-cat">
        {product.diet && <DietMark diet={product.diet} className="size-3.5" fromSprite />}
        <span>{product.catName}</span>
      </p>
      <h3 className="card-title">
        {/* The whole name as a tooltip only when the title is cut: a page of cards repeated every name. */}
        <Link
          to={`/product/${product.id}`}
          title={title === product.name ? undefined : product.name}
          className="card-link"
        >
          {title}
        </Link>
      </h3>
      <div className="card-rating">
        <Stars value={product.rating} />
        <span className="card-note">{TEXT.card.reviews(product.reviewCount)}</span>
      </div>
      {product.brand && (
        <p className="card-brand">
          By <span className="card-maker">{product.brand}</span>
        </p>
      )}
      <div className="card-foot" {...keepFocus}>
        <CardPrice product={product} soldOut={soldOut} />
        {soldOut ? (
          <span
            aria-label={TEXT.card.outOfStockLabel(product.name)}
            className="relative z-10 shrink-0 rounded-lg bg-slate-100 px-2.5 py-1.5 text-xs font-semibold text-slate-600"
          >
            {TEXT.card.outOfStock}
          </span>
        ) : inCart ? (
          <CartStepper entry={inCart} name={product.name} />
        ) : (
          <Button
            variant="secondary"
            size="sm"
            className="relative z-10"
            aria-label={TEXT.card.addToCartLabel(product.name)}
            busy={addingToCart || adding}
            busyText={<span className="sr-only sm:not-sr-only">{TEXT.adding}</span>}
            data-focus-target
            onClick={() => void add()}
          >
            <ShoppingCart className="size-4" />
            <span className="card-add-label">{TEXT.card.addToCart}</span>
          </Button>
        )}
      </div>
      {soldOut ? null : <MrpSaving price={product.price} mrp={product.oldPrice} className="mt-1" />}
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
