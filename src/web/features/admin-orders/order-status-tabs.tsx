import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { TAdminOrdersPage } from '#src/contracts/admin-orders';
import { ORDER_STATUSES } from '#src/shared/constants';
import { ADMIN_ORDERS_TEXT } from '#src/shared/texts/admin-orders';
import { cn } from '#src/web/components/ui/cn';
import { statusLabel } from '#src/web/features/admin/index';
import { search, type OrderFilters } from './order-filters';

const T = ADMIN_ORDERS_TEXT.list;

/** The status tabs with their counts; each keeps the other filters. */
export function OrderStatusTabs({ page, filters }: { page: TAdminOrdersPage; filters: OrderFilters }) {
  // On a phone the tabs scroll sideways: keep the chosen one in view.
  const currentTab = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    currentTab.current?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [filters.status]);
  const { status, ...others } = filters;
  const all = ORDER_STATUSES.reduce((sum, key) => sum + (page.counts[key] ?? 0), 0);
  const tabs = [
    { key: '', label: ADMIN_ORDERS_TEXT.list.all, count: all },
    ...ORDER_STATUSES.map((key) => ({ key, label: statusLabel(key), count: page.counts[key] ?? 0 })),
  ];

  return (
    <nav aria-label={T.tabs} className="-mx-1 mb-4 overflow-x-auto px-1 pb-1">
      <ul className="flex gap-1.5">
        {tabs.map((tab) => {
          const current = (status ?? '') === tab.key;
          return (
            <li key={tab.key || 'all'}>
              <Link
                ref={current ? currentTab : undefined}
                to={`/admin/orders?${search(others, tab.key ? { status: tab.key } : {})}`}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'inline-flex h-9 items-center gap-2 rounded-xl px-3 text-sm font-semibold whitespace-nowrap ring-1 ring-inset',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                  current
                    ? 'bg-brand-600 text-white ring-brand-600'
                    : 'bg-white text-slate-700 ring-slate-200 hover:bg-slate-100',
                )}
              >
                {tab.label}
                <span
                  className={cn(
                    'rounded-full px-1.5 text-xs tabular-nums',
                    current ? 'bg-white/20 text-white' : 'bg-slate-100 text-slate-700',
                  )}
                >
                  {tab.count}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
