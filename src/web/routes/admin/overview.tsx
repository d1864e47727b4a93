import { PackageX, Package, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LOW_STOCK_THRESHOLD } from '#src/shared/constants';
import { ADMIN_TEXT } from '#src/shared/texts/admin';
import { AdminPage, adminLoad, adminTitle } from '#src/web/features/admin/index';
import type { Route } from './+types/overview';

const T = ADMIN_TEXT.overview;

export function meta({ matches }: Route.MetaArgs) {
  return adminTitle(T.title, matches);
}

/** The counts for admins; staff see their part (orders and customers come with part 2). */
export async function loader({ context, request }: Route.LoaderArgs) {
  return adminLoad({ context, request }, async (api) => {
    const me = await api.admin.me();
    return { counts: me.role === 'admin' ? await api.admin.overview() : null };
  });
}

const number = new Intl.NumberFormat('en-IN');

function Stat({
  label,
  value,
  hint,
  icon,
  to,
}: {
  label: string;
  value: number;
  hint?: string;
  icon: ReactNode;
  to: string;
}) {
  return (
    <li>
      <Link
        to={to}
        className="flex h-full items-start gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-xs transition-shadow hover:shadow-card focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 [&>svg]:size-5">
          {icon}
        </span>
        <span className="min-w-0">
          <span className="block text-sm font-semibold text-slate-600">{label}</span>
          <span
            className="mt-1 block text-3xl font-extrabold tracking-tight text-slate-900 tabular-nums"
            data-stat={label}
          >
            {number.format(value)}
          </span>
          {hint ? <span className="mt-0.5 block text-sm text-slate-600">{hint}</span> : null}
        </span>
      </Link>
    </li>
  );
}

export default function Overview({ loaderData }: Route.ComponentProps) {
  const { counts } = loaderData;
  return (
    <AdminPage title={T.title} description={counts ? T.intro : T.staffIntro}>
      {counts ? (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          <Stat label={T.products} value={counts.products} icon={<Package aria-hidden="true" />} to="/admin/products" />
          <Stat
            label={T.lowStock}
            value={counts.lowStockVariants}
            hint={T.lowStockHint(LOW_STOCK_THRESHOLD)}
            icon={<TriangleAlert aria-hidden="true" />}
            to="/admin/products?stock=low"
          />
          <Stat
            label={T.outOfStock}
            value={counts.outOfStockVariants}
            hint={T.outOfStockHint}
            icon={<PackageX aria-hidden="true" />}
            to="/admin/products?stock=out"
          />
        </ul>
      ) : null}
    </AdminPage>
  );
}
