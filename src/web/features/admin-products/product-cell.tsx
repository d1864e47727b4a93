import { ADMIN_DECLARATIONS_TEXT } from '#src/shared/texts/declarations';
import { ADMIN_PRODUCTS_TEXT } from '#src/shared/texts/admin-products';
import { Link } from 'react-router';
import type { TAdminProduct } from '#src/contracts/admin-catalog';
import { imageUrl } from '#src/shared/images';

const T = ADMIN_PRODUCTS_TEXT.adminProducts;

/** The product's cell, spanning its packs' rows: picture, name (to the editor), category, archived badge. */
export function ProductCell({ product }: { product: TAdminProduct }) {
  return (
    <th scope="rowgroup" rowSpan={product.variants.length * 2} className="px-3 py-2.5 text-left font-normal">
      <div className="flex items-start gap-3">
        {product.images[0] ? (
          <img
            src={imageUrl(product.images[0], 200)}
            alt=""
            width={40}
            height={40}
            className="size-10 shrink-0 rounded-lg border border-slate-200 object-cover"
          />
        ) : (
          <span className="size-10 shrink-0 rounded-lg bg-slate-100" />
        )}
        <span className="min-w-0">
          <Link
            to={`/admin/products/${product.id}`}
            className="font-semibold text-slate-900 underline-offset-2 hover:underline"
          >
            {product.name}
          </Link>
          <span className="block text-xs text-slate-600">
            {product.subCatName ? `${product.catName} › ${product.subCatName}` : product.catName}
          </span>
          {product.archivedAt ? (
            <span className="mt-1 inline-block rounded bg-slate-200 px-1.5 py-0.5 text-xs font-semibold text-slate-800">
              {T.archivedBadge}
            </span>
          ) : null}
          {product.draft ? (
            <span className="mt-1 mr-1 inline-block rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">
              {T.draftBadge}
            </span>
          ) : null}
          {product.declarationsMissing ? (
            <span className="mt-1 ml-1 inline-block rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">
              {ADMIN_DECLARATIONS_TEXT.missingBadge}
            </span>
          ) : null}
        </span>
      </div>
    </th>
  );
}
