import { ADMIN_PRODUCTS_TEXT } from '#src/shared/texts/admin-products';
import { useState } from 'react';
import { Form, Link, useNavigation, useSearchParams } from 'react-router';
import type { TAdminProduct, TAdminProductList, TAdminVariant } from '#src/contracts/admin-catalog';
import type { TCategory } from '#src/contracts/catalog';
import { LOW_STOCK_THRESHOLD, PRODUCT_FIELD_MAX } from '#src/shared/constants';
import { imageUrl } from '#src/shared/images';
import { formatUnitPrice } from '#src/shared/unit-price';
import { Button, buttonClasses } from '#src/web/components/ui/button';
import { cn } from '#src/web/components/ui/cn';
import { useAlert } from '#src/web/lib/alert';
import { AdminPage, adminApi as api } from '#src/web/features/admin/index';

const T = ADMIN_PRODUCTS_TEXT.adminProducts;
const SORTS = ['newest', 'name', 'price-asc', 'price-desc', 'stock'] as const;
const CONTROL =
  'h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-brand-600 focus:ring-4 focus:ring-brand-600/15 focus:outline-none';

/** The back office's product list: filters in the address (shareable, back button), inline price and stock per pack. */
export function ProductList({ list, categories }: { list: TAdminProductList; categories: TCategory[] }) {
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const lowView = params.get('stock') === 'low';
  const pageLink = (page: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    return `?${next.toString()}`;
  };
  return (
    <AdminPage
      title={lowView ? T.lowStockTitle : T.title}
      actions={
        <Link to="/admin/products/new" className={buttonClasses('primary', 'md')}>
          {T.add}
        </Link>
      }
    >
      <div className="space-y-5">
        <nav aria-label={T.title} className="flex gap-2">
          <Link
            to="/admin/products"
            aria-current={!lowView ? 'page' : undefined}
            className={buttonClasses(!lowView ? 'secondary' : 'quiet', 'sm')}
          >
            {T.allProducts}
          </Link>
          <Link
            to="/admin/products?stock=low&sort=stock"
            aria-current={lowView ? 'page' : undefined}
            className={buttonClasses(lowView ? 'secondary' : 'quiet', 'sm')}
          >
            {T.lowStockView}
          </Link>
        </nav>
        <Form method="get" className="flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-4">
          <label className="flex min-w-60 grow flex-col gap-1 text-sm font-semibold text-slate-800">
            {T.search}
            <input
              type="search"
              name="q"
              defaultValue={params.get('q') ?? ''}
              placeholder={T.searchHint}
              className={CONTROL}
            />
          </label>
          <label className="flex flex-col gap-1 text-sm font-semibold text-slate-800">
            {T.category}
            <select name="catId" defaultValue={params.get('catId') ?? ''} className={CONTROL}>
              <option value="">{T.anyCategory}</option>
              {categories.map((top) => [
                <option key={top.id} value={top.id}>
                  {top.name}
                </option>,
                ...top.children.map((sub) => (
                  <option key={sub.id} value={sub.id}>
                    {`${top.name} › ${sub.name}`}
                  </option>
                )),
              ])}
            </select>
          </label>
          <label className="flex flex-col gap-1 text-sm font-semibold text-slate-800">
            {T.stock}
            <select name="stock" defaultValue={params.get('stock') ?? ''} className={CONTROL}>
              <option value="">{T.anyStock}</option>
              <option value="low">{T.lowStock(LOW_STOCK_THRESHOLD)}</option>
              <option value="out">{T.outOfStock}</option>
            </select>
          </label>
          <label className="flex flex-col gap-1 text-sm font-semibold text-slate-800">
            {T.sort}
            <select name="sort" defaultValue={params.get('sort') ?? 'newest'} className={CONTROL}>
              {SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {T.sorts[sort]}
                </option>
              ))}
            </select>
          </label>
          <label className="flex h-10 items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              name="archived"
              value="true"
              defaultChecked={params.get('archived') === 'true'}
              className="size-4 accent-brand-600"
            />
            {T.archived}
          </label>
          <Button type="submit" size="sm" className="h-10">
            {T.apply}
          </Button>
        </Form>
        <p className="text-sm text-slate-600" aria-live="polite">
          {navigation.state === 'loading' ? T.loading : T.found(list.total)}
        </p>
        {list.products.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-600">{T.none}</p>
        ) : (
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
              {list.products.map((product) => (
                <ProductRows key={product.id} product={product} />
              ))}
            </table>
          </div>
        )}
        {list.totalPages > 1 ? (
          <nav aria-label={T.pages} className="flex items-center justify-between gap-3 text-sm">
            {list.page > 1 ? (
              <Link to={pageLink(list.page - 1)} className={buttonClasses('quiet', 'sm')}>
                {T.previous}
              </Link>
            ) : (
              <span />
            )}
            <span className="text-slate-700">{T.pageOf(list.page, list.totalPages)}</span>
            {list.page < list.totalPages ? (
              <Link to={pageLink(list.page + 1)} className={buttonClasses('quiet', 'sm')}>
                {T.next}
              </Link>
            ) : (
              <span />
            )}
          </nav>
        ) : null}
      </div>
    </AdminPage>
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

/** A whole number within the field's limit (the server's own, PRODUCT_FIELD_MAX). */
const isWhole = (text: string, max: number) => /^\d+$/.test(text.trim()) && Number(text) <= max;

/** One inline number input of a pack's row (price or stock). */
function NumberCell({
  id,
  label,
  value,
  onChange,
  onEnter,
  errorId,
  className,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onEnter: () => void;
  errorId: string | undefined;
  className: string;
}) {
  return (
    <input
      id={id}
      inputMode="numeric"
      aria-label={label}
      aria-invalid={errorId ? true : undefined}
      aria-describedby={errorId}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onEnter();
      }}
      className={cn(CONTROL, 'tabular-nums', className)}
    />
  );
}

function VariantRow({
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
        {first ? (
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
              </span>
            </div>
          </th>
        ) : null}
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
