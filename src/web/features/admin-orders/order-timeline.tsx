import type { TAdminOrderDetail } from '#src/contracts/admin-orders';
import { ADMIN_ORDERS_TEXT } from '#src/shared/texts/admin-orders';
import { StatusBadge, When } from '#src/web/features/admin/index';

const T = ADMIN_ORDERS_TEXT.detail;
import { Section } from './order-sections';

/** The order's timeline: each status change with who made it and when. */
export function Timeline({ order }: { order: TAdminOrderDetail }) {
  const by = (event: TAdminOrderDetail['history'][number]) =>
    event.actorId === null
      ? T.bySystem
      : event.actorId === order.userid
        ? T.byShopper
        : T.by(event.actorEmail ?? `#${event.actorId}`);
  return (
    <Section title={T.timeline}>
      <ol className="relative space-y-4 border-l-2 border-slate-200 pl-5">
        <li className="relative">
          <span className="absolute top-1.5 -left-[1.6875rem] size-3 rounded-full bg-slate-400 ring-4 ring-white" />
          <p className="text-sm font-semibold text-slate-900">{T.placedEvent}</p>
          <p className="text-xs text-slate-600">
            <When iso={order.date} />
          </p>
        </li>
        {order.history.map((event, index) => (
          <li key={index} className="relative">
            <span className="absolute top-1.5 -left-[1.6875rem] size-3 rounded-full bg-brand-600 ring-4 ring-white" />
            <p className="flex flex-wrap items-center gap-2 text-sm">
              <StatusBadge status={event.status} />
              <span className="text-slate-700">{by(event)}</span>
            </p>
            <p className="mt-0.5 text-xs text-slate-600">
              <When iso={event.at} />
            </p>
            {event.note ? (
              <p className="mt-1 rounded-lg bg-slate-50 px-3 py-2 text-sm whitespace-pre-wrap text-slate-800">
                {event.note}
              </p>
            ) : null}
          </li>
        ))}
      </ol>
    </Section>
  );
}
