import type { TDashboardDay } from '#src/contracts/admin-dashboard';
import { ADMIN_CUSTOMERS_TEXT } from '#src/shared/texts/admin-customers';
import { formatPrice } from '#src/web/lib/format';
import { label } from './chart-scale';

const T = ADMIN_CUSTOMERS_TEXT.dashboard;

/** The chart's exact figures, one row a day, folded under it. */
export function SalesTable({ days }: { days: readonly TDashboardDay[] }) {
  return (
    <details className="mt-3 text-sm">
      <summary className="cursor-pointer font-semibold text-brand-700">{T.chartTable}</summary>
      <table className="mt-2 w-full max-w-md text-left">
        <caption className="sr-only">{T.chartTitle}</caption>
        <thead>
          <tr>
            <th scope="col" className="py-1 pr-4 font-semibold text-slate-700">
              {T.day}
            </th>
            <th scope="col" className="py-1 pr-4 text-right font-semibold text-slate-700">
              {T.dayOrders}
            </th>
            <th scope="col" className="py-1 text-right font-semibold text-slate-700">
              {T.dayRevenue}
            </th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date} className="border-t border-slate-100">
              <th scope="row" className="py-1 pr-4 font-normal tabular-nums">
                {label(day.date)}
              </th>
              <td className="py-1 pr-4 text-right tabular-nums">{day.orders}</td>
              <td className="py-1 text-right tabular-nums">{formatPrice(day.revenue)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
