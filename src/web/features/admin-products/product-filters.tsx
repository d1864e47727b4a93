import { ADMIN_DECLARATIONS_TEXT } from '#src/shared/texts/declarations';
import { ADMIN_PRODUCTS_TEXT } from '#src/shared/texts/admin-products';
import { Form, Link, useSearchParams } from 'react-router';
import type { TCategory } from '#src/contracts/catalog';
import { LOW_STOCK_THRESHOLD } from '#src/shared/constants';
import { Button, buttonClasses } from '#src/web/components/ui/button';
import { LIST_CONTROL as CONTROL } from './list-control';

const T = ADMIN_PRODUCTS_TEXT.adminProducts;
const SORTS = ['newest', 'name', 'price-asc', 'price-desc', 'stock'] as const;

/** The list's two views (all, low stock) and its filters, sent as the address's query (shareable, back button). */
export function ProductFilters({ categories }: { categories: TCategory[] }) {
  const [params] = useSearchParams();
  const lowView = params.get('stock') === 'low';
  return (
    <>
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
          {T.state}
          <select name="state" defaultValue={params.get('state') ?? ''} className={CONTROL}>
            <option value="">{T.anyState}</option>
            <option value="draft">{T.states.draft}</option>
            <option value="published">{T.states.published}</option>
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
        <label className="flex h-10 items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            name="declarations"
            value="missing"
            defaultChecked={params.get('declarations') === 'missing'}
            className="size-4 accent-brand-600"
          />
          {ADMIN_DECLARATIONS_TEXT.missingFilter}
        </label>
        <Button type="submit" size="sm" className="h-10">
          {T.apply}
        </Button>
      </Form>
    </>
  );
}
