import { ADMIN_PRODUCTS_TEXT } from '#src/shared/texts/admin-products';
import { Link, useNavigation, useSearchParams } from 'react-router';
import type { TAdminProductList } from '#src/contracts/admin-catalog';
import type { TCategory } from '#src/contracts/catalog';
import { buttonClasses } from '#src/web/components/ui/button';
import { AdminPage } from '#src/web/features/admin/index';
import { ProductFilters } from './product-filters';
import { ProductTable } from './product-table';

const T = ADMIN_PRODUCTS_TEXT.adminProducts;

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
        <ProductFilters categories={categories} />
        <p className="text-sm text-slate-600" aria-live="polite">
          {navigation.state === 'loading' ? T.loading : T.found(list.total)}
        </p>
        {list.products.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-600">{T.none}</p>
        ) : (
          <ProductTable products={list.products} />
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
