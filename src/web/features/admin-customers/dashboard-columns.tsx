import { Link } from 'react-router';
import type { TAdminOverview } from '#src/contracts/admin';
import type { TAdminDashboard } from '#src/contracts/admin-dashboard';
import { ADMIN_CUSTOMERS_TEXT } from '#src/shared/texts/admin-customers';
import { type Column, LINK, StatusBadge, When } from '#src/web/features/admin/index';
import { formatPrice } from '#src/web/lib/format';
import { number } from './dashboard-parts';

const T = ADMIN_CUSTOMERS_TEXT.dashboard;

type Top = TAdminDashboard['topProducts'][number];
type Waiting = TAdminDashboard['waiting'][number];
type Pack = TAdminOverview['lowStockPacks'][number];

/** The dashboard tables' columns: best sellers, orders waiting, packs to restock. */
export const TOP_COLUMNS: Column<Top>[] = [
  { key: 'product', header: T.product, cell: (row) => row.title },
  { key: 'units', header: T.units, className: 'text-right tabular-nums', cell: (row) => number.format(row.quantity) },
  {
    key: 'revenue',
    header: T.revenue,
    className: 'text-right tabular-nums whitespace-nowrap',
    cell: (row) => formatPrice(row.revenue),
  },
];
export const WAITING_COLUMNS: Column<Waiting>[] = [
  {
    key: 'order',
    header: T.order,
    className: 'whitespace-nowrap tabular-nums',
    cell: (row) => (
      <Link className={LINK} to={`/admin/orders/${row.id}`}>
        {`#${row.id}`}
      </Link>
    ),
  },
  { key: 'placed', header: T.placed, className: 'whitespace-nowrap', cell: (row) => <When iso={row.date} /> },
  { key: 'customer', header: T.customer, cell: (row) => row.name },
  { key: 'status', header: T.status, cell: (row) => <StatusBadge status={row.status} /> },
  {
    key: 'amount',
    header: T.amount,
    className: 'text-right tabular-nums whitespace-nowrap',
    cell: (row) => formatPrice(row.amount),
  },
];
export const PACK_COLUMNS: Column<Pack>[] = [
  {
    key: 'product',
    header: T.product,
    cell: (row) => (
      <Link className={LINK} to={`/admin/products/${row.productId}`}>
        {row.productTitle}
      </Link>
    ),
  },
  { key: 'pack', header: T.pack, cell: (row) => row.label },
  { key: 'stock', header: T.inStock, className: 'text-right tabular-nums', cell: (row) => row.countInStock },
];
