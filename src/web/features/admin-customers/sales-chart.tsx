import { useId } from 'react';
import type { TDashboardDay } from '#src/contracts/admin-dashboard';
import { CURRENCY_LABEL } from '#src/shared/constants';
import { ADMIN_CUSTOMERS_TEXT } from '#src/shared/texts/admin-customers';
import { formatPrice } from '#src/web/lib/format';
import { compact, label, niceMax } from './chart-scale';
import { SalesTable } from './sales-table';

const T = ADMIN_CUSTOMERS_TEXT.dashboard;
const WIDTH = 720;
const HEIGHT = 240;
const PAD = { top: 16, right: 44, bottom: 28, left: 76 };

/**
 * Revenue (bars, left axis) and orders (line, right axis) per day, drawn as SVG by hand (docs/decisions/028: no
 * chart library). Accessible: the figure is an image named by its title and summary, each bar has its own title,
 * and the exact figures are a table right under it.
 */
export function SalesChart({ days }: { days: readonly TDashboardDay[] }) {
  const id = useId();
  // An empty month still gets whole numbers on its axes (Rs 1K, 4 orders).
  const revenueTop = niceMax(Math.max(1000, ...days.map((day) => day.revenue)));
  const ordersTop = niceMax(Math.max(4, ...days.map((day) => day.orders)));
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotW / Math.max(1, days.length);
  const x = (i: number) => PAD.left + i * slot;
  const yRevenue = (value: number) => PAD.top + plotH - (value / revenueTop) * plotH;
  const yOrders = (value: number) => PAD.top + plotH - (value / ordersTop) * plotH;
  const total = days.reduce((sum, day) => sum + day.revenue, 0);
  const best = days.reduce<TDashboardDay | undefined>(
    (top, day) => (!top || day.revenue > top.revenue ? day : top),
    undefined,
  );
  const summary =
    total > 0 && best
      ? T.chartSummary(days.length, formatPrice(total), formatPrice(best.revenue), label(best.date))
      : T.chartNoSales;
  const ticks = [0, 0.25, 0.5, 0.75, 1];
  const line = days.map((day, i) => `${(x(i) + slot / 2).toFixed(1)},${yOrders(day.orders).toFixed(1)}`).join(' ');
  return (
    <figure>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full"
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        data-chart="sales"
      >
        <title id={`${id}-title`}>{T.chartTitle}</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={PAD.top + plotH - tick * plotH}
              y2={PAD.top + plotH - tick * plotH}
              className="stroke-slate-200"
            />
            <text
              x={PAD.left - 8}
              y={PAD.top + plotH - tick * plotH + 4}
              textAnchor="end"
              className="fill-slate-600 text-[11px]"
            >
              {`${CURRENCY_LABEL} ${compact(revenueTop * tick)}`}
            </text>
            <text
              x={WIDTH - PAD.right + 8}
              y={PAD.top + plotH - tick * plotH + 4}
              className="fill-slate-600 text-[11px]"
            >
              {Math.round(ordersTop * tick)}
            </text>
          </g>
        ))}
        {days.map((day, i) => (
          <rect
            key={day.date}
            x={x(i) + slot * 0.15}
            width={slot * 0.7}
            y={yRevenue(day.revenue)}
            height={Math.max(0, PAD.top + plotH - yRevenue(day.revenue))}
            rx={2}
            className="fill-brand-500"
          >
            <title>{`${label(day.date)}: ${formatPrice(day.revenue)}, ${day.orders} ${T.dayOrders.toLowerCase()}`}</title>
          </rect>
        ))}
        <polyline points={line} fill="none" strokeWidth={2} className="stroke-amber-600" />
        {days.map((day, i) =>
          i % 5 === days.length % 5 || i === days.length - 1 ? (
            <text
              key={day.date}
              x={x(i) + slot / 2}
              y={HEIGHT - 8}
              textAnchor="middle"
              className="fill-slate-600 text-[11px]"
            >
              {label(day.date)}
            </text>
          ) : null,
        )}
      </svg>
      <figcaption className="mt-2 flex flex-wrap items-center gap-4 text-sm text-slate-700">
        <span className="inline-flex items-center gap-1.5">
          <span className="inline-block size-3 rounded-sm bg-brand-500" aria-hidden="true" />
          {T.dayRevenue}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="inline-block h-0.5 w-4 bg-amber-600" aria-hidden="true" />
          {T.dayOrders}
        </span>
      </figcaption>
      <SalesTable days={days} />
    </figure>
  );
}
