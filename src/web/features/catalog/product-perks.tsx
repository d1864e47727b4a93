import { RotateCcw, Tag, Truck } from '#src/web/components/ui/icons';
import { Link } from 'react-router';
import type { TProduct } from '#src/contracts/catalog';
import { TEXT } from '#src/shared/texts';
import { shopFeatures, useShop } from '#src/web/lib/shop';

/** Delivery, returns and the product's aisle under the buy box (the footer's promises, where they matter). */
export function ProductPerks({
  product,
}: {
  product: Pick<TProduct, 'catId' | 'catName' | 'subCatId' | 'subCatName'>;
}) {
  const features = shopFeatures(useShop());
  const delivery = features[0];
  const returns = features[4];
  const icon = 'size-5 shrink-0 text-brand-600';
  return (
    <ul className="mt-6 grid gap-3 text-sm sm:grid-cols-3">
      <li className="perk-item">
        <Truck className={icon} aria-hidden="true" />
        <span>
          <span className="block font-semibold text-slate-900">{delivery.title}</span>
          <span className="text-slate-600">{delivery.body}</span>
        </span>
      </li>
      <li className="perk-item">
        <RotateCcw className={icon} aria-hidden="true" />
        <span>
          <span className="block font-semibold text-slate-900">{returns.title}</span>
          <span className="text-slate-600">{returns.body}</span>
        </span>
      </li>
      <li className="perk-item">
        <Tag className={icon} aria-hidden="true" />
        <span>
          <span className="block font-semibold text-slate-900">{TEXT.catalog.categoryList}</span>
          <Link
            to={
              product.subCatId !== null ? `/products/subCat/${product.subCatId}` : `/products/category/${product.catId}`
            }
            className="text-brand-700 underline-offset-4 hover:underline"
          >
            {product.subCatName || product.catName}
          </Link>
        </span>
      </li>
    </ul>
  );
}
