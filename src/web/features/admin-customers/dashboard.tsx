import { Link } from 'react-router';
import type { TAdminOverview } from '#src/contracts/admin';
import type { TAdminDashboard } from '#src/contracts/admin-dashboard';
import { LOW_STOCK_THRESHOLD, ORDER_STATUSES } from '#src/shared/constants';
import { ADMIN_CUSTOMERS_TEXT } from '#src/shared/texts/admin-customers';
import { FIGURES_TEXT } from '#src/shared/texts/figures';
import { ADMIN_TEXT } from '#src/shared/texts/admin';
import { AdminPage, AdminPanel, DataTable, LINK, StatusBadge } from '#src/web/features/admin/index';
import { formatPrice } from '#src/web/lib/format';
import { PACK_COLUMNS, TOP_COLUMNS, WAITING_COLUMNS } from './dashboard-columns';
import { Figure, Section, number } from './dashboard-parts';
import { SalesChart } from './sales-chart';

const T = ADMIN_CUSTOMERS_TEXT.dashboard;
const O = ADMIN_TEXT.overview;

/**
 * The back office's overview (docs/decisions/028): the orders' figures for staff and admins; the catalogue's stock
 * figures and packs to restock for admins only (`stock` is null for staff, whose role has no catalogue).
 */
export function Dashboard({ figures, stock }: { figures: TAdminDashboard; stock: TAdminOverview | null }) {
  return (
    <AdminPage title={T.title} description={T.intro}>
      <Section title={T.today(figures.today.date)}>
        <p className="mb-3 text-sm font-semibold text-slate-700">{T.todayTotal(figures.today.total)}</p>
        {/* Each tile opens today's orders of its status (the list's own day filter, a UTC day). */}
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6">
          {ORDER_STATUSES.map((status) => (
            <li key={status} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xs">
              <Link
                to={`/admin/orders?${new URLSearchParams({ status, from: figures.today.date, to: figures.today.date })}`}
                className="block focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <StatusBadge status={status} />
                <span
                  className="mt-2 block text-2xl font-extrabold text-slate-900 tabular-nums"
                  data-status-count={status}
                >
                  {number.format(figures.today.counts[status] ?? 0)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>
      <Section title={T.sales}>
        <dl className="grid gap-3 sm:grid-cols-3">
          <Figure label={T.revenue} value={formatPrice(figures.revenue)} hint={FIGURES_TEXT.dashboard.revenueHint} />
          <Figure label={T.orders} value={number.format(figures.orders)} hint={T.ordersHint} />
          <Figure label={T.averageBasket} value={formatPrice(figures.averageBasket)} />
        </dl>
        <AdminPanel className="mt-4 p-4">
          <SalesChart days={figures.days} />
        </AdminPanel>
      </Section>
      <div className="grid grid-cols-1 gap-x-6 2xl:grid-cols-2">
        <Section title={T.waiting}>
          <DataTable
            caption={T.waitingCaption}
            columns={WAITING_COLUMNS}
            rows={figures.waiting}
            rowKey={(row) => row.id}
            empty={T.nothingWaiting}
            maxHeight="none"
          />
        </Section>
        <Section title={T.topProducts}>
          <DataTable
            caption={T.topCaption}
            columns={TOP_COLUMNS}
            rows={figures.topProducts}
            rowKey={(row) => row.productId}
            empty={T.noSales}
            maxHeight="none"
          />
        </Section>
      </div>
      {stock ? (
        <Section title={T.catalogue}>
          <dl className="grid gap-3 sm:grid-cols-3">
            <Figure label={O.products} value={number.format(stock.products)} />
            <Figure
              label={O.lowStock}
              value={number.format(stock.lowStockVariants)}
              hint={O.lowStockHint(LOW_STOCK_THRESHOLD)}
            />
            <Figure label={O.outOfStock} value={number.format(stock.outOfStockVariants)} hint={O.outOfStockHint} />
          </dl>
          <h3 className="mt-6 mb-3 text-base font-bold text-slate-900">{T.lowStock}</h3>
          <DataTable
            caption={T.lowStockCaption}
            columns={PACK_COLUMNS}
            rows={stock.lowStockPacks}
            rowKey={(row) => row.variantId}
            empty={T.noLowStock}
            maxHeight="none"
          />
          <p className="mt-3 text-sm">
            <Link className={LINK} to="/admin/products?stock=low&sort=stock">
              {O.lowStock}
            </Link>
          </p>
        </Section>
      ) : null}
    </AdminPage>
  );
}
