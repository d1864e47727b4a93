import { useFocusAcrossSwap } from '#src/web/lib/use-focus-across-swap';
import { useEffect, useState } from 'react';
import type { TProduct, TProductDetail, TVariant } from '#src/contracts/catalog';
import { formatUnitPrice } from '#src/shared/unit-price';
import { TEXT } from '#src/shared/texts';
import { cn } from '#src/web/components/ui/cn';
import { Stars } from '#src/web/components/ui/stars';
import { formatPrice } from '#src/web/lib/format';
import { AddToCart, type CartLineDraft } from './add-to-cart';
import { DeclarationsBlock } from './declarations-block';
import { DietMark } from './diet-mark';
import { NotifyMe } from './notify-me';
import { ProductPerks } from './product-perks';
import { QuantityControl } from './quantity-control';
import { VariantChooser } from './variant-chooser';
import { useVariantChoice } from './variants';
import { WishlistToggle } from './wishlist-toggle';
import { CartStepper, MrpSaving, useCartEntry } from '#src/web/features/shopping/index';

type Props = {
  product: TProductDetail;
  onShowReviews: () => void;
  /** Wired by the cart and wishlist features. */
  onAddToCart?: ((line: CartLineDraft) => Promise<unknown> | void) | undefined;
  inList?: boolean;
  onToggleWishlist?: ((product: Pick<TProduct, 'id' | 'name'>) => Promise<unknown> | void) | undefined;
  /** Told the chosen pack (null until one is): the gallery shows its own image first (decision 063). */
  onVariantChange?: ((variant: TVariant | null) => void) | undefined;
};

/** Name, rating, prices, description, variant choosers, quantity, add-to-cart and the heart. */
export function ProductSummary({
  product,
  onShowReviews,
  onAddToCart,
  inList,
  onToggleWishlist,
  onVariantChange,
}: Props) {
  const variants = useVariantChoice(product);
  const chosen = variants.variant;
  useEffect(() => onVariantChange?.(chosen), [chosen, onVariantChange]);
  const [quantity, setQuantity] = useState(1);
  // The chosen variant's price, unit price and stock; the product's (its default variant's) until one is chosen.
  const shown = variants.variant ?? product;
  const inStock = shown.countInStock > 0;
  // The chosen pack (or the only one) already in the cart: − qty + instead of quantity and "Add" (issue 32 §1).
  const entry = useCartEntry(product.id, variants.variant?.id);
  const inCart = !onAddToCart && (variants.variant || product.variantCount <= 1) ? entry : undefined;
  const keepFocus = useFocusAcrossSwap<HTMLDivElement>(inCart ? 'stepper' : 'add');
  // The sold-out pack a shopper may ask about: the chosen one, or the product's only one (issue 32 §4).
  const soldOutPack = inStock
    ? undefined
    : (variants.variant ?? (product.variants.length === 1 ? product.variants[0] : undefined));
  return (
    <>
      <div className="flex flex-col">
        <div className="flex flex-wrap items-center gap-2">
          {product.diet && <DietMark diet={product.diet} className="size-5" />}
          <span
            className={cn(
              'rounded-full px-2.5 py-1 text-xs font-bold',
              inStock ? 'bg-brand-50 text-brand-700' : 'bg-red-50 text-red-700',
            )}
          >
            {inStock ? TEXT.catalog.inStock(shown.countInStock) : TEXT.catalog.outOfStock}
          </span>
          {product.brand && (
            <span className="text-sm text-slate-600">
              {TEXT.catalog.brand}: <span className="font-semibold text-brand-700">{product.brand}</span>
            </span>
          )}
        </div>
        <h1 className="mt-3 text-2xl leading-tight font-extrabold tracking-tight text-slate-900 sm:text-3xl xl:text-4xl">
          {product.name}
        </h1>
        <div className="mt-3 flex items-center gap-2">
          <Stars value={product.rating} size="md" />
          <button
            type="button"
            onClick={onShowReviews}
            className="rounded text-sm text-slate-600 underline-offset-4 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            ({TEXT.catalog.reviewCount(product.reviewCount)})
          </button>
        </div>

        <div className="mt-5 flex flex-wrap items-center gap-x-4 gap-y-2 tabular-nums">
          <span className="text-3xl font-extrabold text-brand-700 sm:text-4xl">{formatPrice(shown.price)}</span>
          <MrpSaving price={shown.price} mrp={shown.oldPrice} always size="md" className="leading-snug" />
          {shown.unitPrice && (
            <span className="basis-full text-sm text-slate-600">{formatUnitPrice(shown.unitPrice)}</span>
          )}
        </div>

        <p className="mt-5 leading-relaxed text-slate-700">{product.description}</p>

        {variants.lists.length > 0 && (
          <div className="mt-6">
            <VariantChooser state={variants} />
          </div>
        )}

        <div className="mt-6 flex items-center gap-3 border-t border-slate-100 pt-6" {...keepFocus}>
          {inCart ? (
            <CartStepper entry={inCart} name={product.name} size="md" />
          ) : (
            <>
              <QuantityControl
                value={quantity}
                stock={shown.countInStock}
                max={variants.variant?.maxPerOrder}
                onChange={setQuantity}
              />
              <AddToCart
                product={{ id: product.id, countInStock: shown.countInStock }}
                quantity={quantity}
                choice={variants.choice}
                complete={variants.complete}
                onMissingVariant={variants.flagMissing}
                onAdd={onAddToCart}
              />
            </>
          )}
          <WishlistToggle product={product} inList={inList} onToggle={onToggleWishlist} />
        </div>
        {soldOutPack && <NotifyMe variantId={soldOutPack.id} />}
        <ProductPerks product={product} />
      </div>
      {/* Beside the summary, not in it: the page's grid puts it under the gallery (on phones, after the summary). */}
      <DeclarationsBlock product={product} pack={variants.variant} />
    </>
  );
}
