import { ADMIN_PRODUCTS_TEXT } from '#src/shared/texts/admin-products';
import { useState } from 'react';
import type { TAdminProduct, TAdminProductList } from '#src/contracts/admin-catalog';
import { VariantRow } from './variant-row';

const T = ADMIN_PRODUCTS_TEXT.adminProducts;

/** The products of the page, one row per pack, each product's rows in their own group. */
export function ProductTable({ products }: { products: TAdminProductList['products'] }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full min-w-[760px] text-left text-sm">
        <thead className="sticky top-0 z-10 bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-2.5 font-semibold">
              {T.columns.product}
            </th>
            <th scope="col" className="px-3 py-2.5 font-semibold">
              {T.columns.pack}
            </th>
            <th scope="col" className="px-3 py-2.5 font-semibold">
              {T.columns.price}
            </th>
            <th scope="col" className="px-3 py-2.5 font-semibold">
              {T.columns.stock}
            </th>
            <th scope="col" className="px-3 py-2.5 font-semibold">
              {T.columns.unitPrice}
            </th>
            <th scope="col" className="px-3 py-2.5 font-semibold">
              <span className="sr-only">{T.columns.save}</span>
            </th>
          </tr>
        </thead>
        {products.map((product) => (
          <ProductRows key={product.id} product={product} />
        ))}
      </table>
    </div>
  );
}

function ProductRows({ product: initial }: { product: TAdminProduct }) {
  const [product, setProduct] = useState(initial);
  return (
    <tbody className="border-t border-slate-200">
      {product.variants.map((variant, index) => (
        <VariantRow
          key={variant.id}
          product={product}
          variant={variant}
          first={index === 0}
          onSaved={(fresh) => setProduct(fresh)}
        />
      ))}
    </tbody>
  );
}
