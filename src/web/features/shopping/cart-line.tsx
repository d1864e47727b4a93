import { SHOP_PAGES_TEXT } from '#src/shared/texts/shop-pages';
import { Link } from 'react-router';
import type { TCartItem } from '#src/contracts/cart';
import { TITLE_CUT } from '#src/shared/constants';
import { imageUrl } from '#src/shared/images';
import { formatUnitPrice } from '#src/shared/unit-price';
import { cut } from '#src/web/lib/format';

const KINDS = ['size', 'ram', 'weight'] as const;

/**
 * "Size M · Weight 500g": the variant the shopper chose, when the product has one; a pack that is not a size, RAM or
 * weight shows its own label ("Family pack"), decision 020.
 */
export function variantText(line: Pick<TCartItem, 'size' | 'ram' | 'weight' | 'variantLabel'>): string {
  const parts = KINDS.filter((kind) => line[kind]).map(
    (kind) => `${SHOP_PAGES_TEXT.variantLabels[kind]} ${line[kind]}`,
  );
  return parts.length > 0 ? SHOP_PAGES_TEXT.variant(parts) : line.variantLabel;
}

/** What the link shows of a cart line or an order line (an order line has no unit price). */
export type ProductLinkLine = Pick<
  TCartItem,
  'productId' | 'image' | 'productTitle' | 'size' | 'ram' | 'weight' | 'variantLabel'
> &
  Partial<Pick<TCartItem, 'unitPrice'>>;

/** Image, title (cut to 50) and variant as one link to the product page: the cart's lines and the order page's. */
export function CartProductLink({ line, imageSize = 'size-16' }: { line: ProductLinkLine; imageSize?: string }) {
  const variant = variantText(line);
  return (
    <Link
      to={`/product/${line.productId}`}
      className="group flex min-w-0 items-center gap-3 rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <span className={`${imageSize} shrink-0 overflow-hidden rounded-xl bg-slate-50 ring-1 ring-slate-200/70`}>
        {line.image ? (
          <img
            src={imageUrl(line.image, 200)}
            alt=""
            width={64}
            height={64}
            loading="lazy"
            className="size-full object-cover"
          />
        ) : null}
      </span>
      <span className="min-w-0">
        <span className="block leading-snug font-semibold text-slate-900 group-hover:text-brand-700">
          {cut(line.productTitle, TITLE_CUT.cart)}
        </span>
        {variant ? <span className="mt-0.5 block text-sm text-slate-600">{variant}</span> : null}
        {line.unitPrice ? (
          <span className="block text-xs text-slate-600 tabular-nums">{formatUnitPrice(line.unitPrice)}</span>
        ) : null}
      </span>
    </Link>
  );
}
