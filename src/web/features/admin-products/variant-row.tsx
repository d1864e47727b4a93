import { ADMIN_PRODUCTS_TEXT } from '#src/shared/texts/admin-products';
import { useState } from 'react';
import type { TAdminProduct, TAdminVariant } from '#src/contracts/admin-catalog';
import { LOW_STOCK_THRESHOLD, PRODUCT_FIELD_MAX } from '#src/shared/constants';
import { formatUnitPrice } from '#src/shared/unit-price';
import { Button } from '#src/web/components/ui/button';
import { cn } from '#src/web/components/ui/cn';
import { useAlert } from '#src/web/lib/alert';
import { adminApi as api } from '#src/web/features/admin/index';
import { NumberCell } from './number-cell';
import { ProductCell } from './product-cell';

const T = ADMIN_PRODUCTS_TEXT.adminProducts;

/** A whole number within the field's limit (the server's own, PRODUCT_FIELD_MAX). */
const isWhole = (text: string, max: number) => /^\d+$/.test(text.trim()) && Number(text) <= max;

/** One pack's row: price and stock edited in place, saved with the button or Enter. */
export function VariantRow({
  product,
  variant,
  first,
  onSaved,
}: {
  product: TAdminProduct;
  variant: TAdminVariant;
  first: boolean;
  onSaved: (product: TAdminProduct) => void;
}) {
  const { showSuccess } = useAlert();
  const [price, setPrice] = useState(String(variant.price));
  const [stock, setStock] = useState(String(variant.countInStock));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const changed = price !== String(variant.price) || stock !== String(variant.countInStock);
  const ids = { price: `price-${variant.id}`, stock: `stock-${variant.id}`, error: `row-error-${variant.id}` };
  const save = async () => {
    if (!isWhole(price, PRODUCT_FIELD_MAX.price) || !isWhole(stock, PRODUCT_FIELD_MAX.stock))
      return setError(T.wholeNumber);
    setSaving(true);
    setError(null);
    try {
      const body = {
        ...(Number(price) !== variant.price ? { price: Number(price) } : {}),
        ...(Number(stock) !== variant.countInStock ? { countInStock: Number(stock) } : {}),
      };
      const fresh = await api.admin.updateVariant({ params: { id: variant.id }, body });
      const saved = fresh.variants.find((v) => v.id === variant.id);
      if (saved) {
        setPrice(String(saved.price));
        setStock(String(saved.countInStock));
      }
      onSaved(fresh);
      showSuccess(T.saved(product.name, variant.label));
    } catch (caught) {
      setError((caught as Error).message);
    } finally {
      setSaving(false);
    }
  };
  const low = variant.countInStock <= LOW_STOCK_THRESHOLD;
  // What the row's two inputs share: the row's error, and Enter saves the row.
  const cell = {
    errorId: error ? ids.error : undefined,
    onEnter: () => {
      if (changed) void save();
    },
  };
  return (
    <>
      <tr className="align-top">
        {first ? <ProductCell product={product} /> : null}
        <td className="px-3 py-2.5">
          <span className="block font-medium text-slate-900">{variant.label}</span>
          <span className="block text-xs text-slate-600">{variant.sku}</span>
        </td>
        <td className="px-3 py-2">
          <NumberCell
            {...cell}
            id={ids.price}
            label={T.priceOf(product.name, variant.label)}
            value={price}
            onChange={setPrice}
            className="w-24"
          />
        </td>
        <td className="px-3 py-2">
          <NumberCell
            {...cell}
            id={ids.stock}
            label={T.stockOf(product.name, variant.label)}
            value={stock}
            onChange={setStock}
            className={cn('w-20', low && 'border-amber-500')}
          />
        </td>
        <td className="px-3 py-2.5 text-slate-700">{variant.unitPrice ? formatUnitPrice(variant.unitPrice) : '—'}</td>
        <td className="px-3 py-2">
          <Button
            type="button"
            size="sm"
            variant="secondary"
            disabled={!changed || saving}
            busy={saving}
            aria-label={T.saveRow(product.name, variant.label)}
            onClick={() => void save()}
          >
            {T.columns.save}
          </Button>
        </td>
      </tr>
      <tr>
        <td colSpan={5} className="px-3 pb-1">
          {error ? (
            <p id={ids.error} role="alert" className="text-sm font-medium text-red-700">
              {error}
            </p>
          ) : null}
        </td>
      </tr>
    </>
  );
}
