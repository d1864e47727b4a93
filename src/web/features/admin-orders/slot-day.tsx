import { ChevronLeft, ChevronRight } from '#src/web/components/ui/icons';
import { Form, Link } from 'react-router';
import type { TAdminSlotDay, TAdminSlotSummary } from '#src/contracts/admin-orders';
import { ORDER_STATUSES } from '#src/shared/constants';
import { addDays, slotDayLabel, slotLabel } from '#src/shared/delivery-slot';
import { ADMIN_ORDERS_TEXT } from '#src/shared/texts/admin-orders';
import { Badge } from '#src/web/components/ui/badge';
import { Button, buttonClasses } from '#src/web/components/ui/button';
import { Field } from '#src/web/components/ui/field';
import { AdminPage, AdminPanel, DataTable, LINK, StatusBadge, type Column } from '#src/web/features/admin/index';

const T = ADMIN_ORDERS_TEXT.slots;

const label = (slot: TAdminSlotSummary, date: string) =>
  slotLabel({ date, startTime: slot.startTime, endTime: slot.endTime });

function columns(date: string): Column<TAdminSlotSummary>[] {
  return [
    {
      key: 'slot',
      header: T.slot,
      className: 'whitespace-nowrap font-semibold tabular-nums text-slate-900',
      cell: (slot) => `${slot.startTime}–${slot.endTime}`,
    },
    {
      key: 'zone',
      header: T.zone,
      cell: (slot) => (
        <span className="flex flex-wrap items-center gap-1.5">
          {slot.zoneName}
          {slot.closed ? <Badge tone="warning">{T.closed}</Badge> : null}
          {slot.active ? null : <Badge>{T.inactive}</Badge>}
        </span>
      ),
    },
    {
      key: 'booked',
      header: T.booked,
      className: 'whitespace-nowrap tabular-nums',
      cell: (slot) => T.bookedOf(slot.booked, slot.capacity),
    },
    {
      key: 'orders',
      header: T.orders,
      cell: (slot) => {
        const present = ORDER_STATUSES.filter((status) => (slot.counts[status] ?? 0) > 0);
        return present.length === 0 ? (
          <span className="text-slate-600">{T.noOrders}</span>
        ) : (
          <span className="flex flex-wrap gap-1.5">
            {present.map((status) => (
              <span key={status} className="inline-flex items-center gap-1 tabular-nums">
                <StatusBadge status={status} />
                {slot.counts[status]}
              </span>
            ))}
          </span>
        );
      },
    },
    {
      key: 'links',
      header: <span className="sr-only">{T.list}</span>,
      className: 'whitespace-nowrap text-right',
      cell: (slot) => (
        <span className="inline-flex gap-4">
          <Link
            to={`/admin/orders?slot=${encodeURIComponent(slot.id)}`}
            className={LINK}
            aria-label={T.listOf(label(slot, date))}
          >
            {T.list}
          </Link>
          <Link
            to={`/admin/orders/slips?slot=${encodeURIComponent(slot.id)}`}
            className={LINK}
            aria-label={T.slipsOf(label(slot, date))}
          >
            {T.slips}
          </Link>
        </span>
      ),
    },
  ];
}

/**
 * The back office's orders by delivery slot (issue 16): a day's slots in every zone (the shop's day and times), each
 * with its places booked of its capacity and its orders by status, linking to the slot's orders and packing slips.
 */
export function SlotDay({ day }: { day: TAdminSlotDay }) {
  const dayText = slotDayLabel(day.date);
  return (
    <AdminPage title={T.title} description={T.intro}>
      <AdminPanel className="mb-5 p-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <Form method="get" className="flex flex-wrap items-end gap-3">
            <Field id="slots-date" name="date" type="date" label={T.day} defaultValue={day.date} required />
            <Button type="submit" variant="secondary" className="mb-px h-12">
              {T.show}
            </Button>
          </Form>
          <nav aria-label={T.day} className="flex gap-2">
            <Link to={`/admin/orders/slots?date=${addDays(day.date, -1)}`} className={buttonClasses('quiet', 'md')}>
              <ChevronLeft className="size-4" aria-hidden="true" />
              {T.previous}
            </Link>
            <Link to={`/admin/orders/slots?date=${addDays(day.date, 1)}`} className={buttonClasses('quiet', 'md')}>
              {T.next}
              <ChevronRight className="size-4" aria-hidden="true" />
            </Link>
          </nav>
        </div>
        <p className="mt-3 text-sm text-slate-600">{T.timeZone(day.timeZone)}</p>
      </AdminPanel>
      <h2 className="mb-3 text-lg font-bold text-slate-900">{dayText}</h2>
      <DataTable
        caption={T.caption(dayText)}
        columns={columns(day.date)}
        rows={day.slots}
        rowKey={(slot) => slot.id}
        empty={T.none}
      />
    </AdminPage>
  );
}
