import type { TAdminSlotDay, TAdminSlotSummary } from '#src/contracts/admin-orders';
import type { Database } from '#src/db/client';
import { shopDayBounds, slotsOfDay } from '#src/server/modules/delivery/index';
import { shopToday } from '#src/shared/delivery-slot';
import { ORDER_STATUSES, type OrderStatus } from '#src/shared/constants';
import * as repo from './orders.repository';

const statusCounts = () =>
  Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<OrderStatus, number>;

/**
 * `GET /api/admin/orders/slots` (docs/decisions/031): the day's slots across zones (the delivery module's), each
 * with its orders per status; a slot no longer offered appears when it has orders, from what the orders kept.
 */
export async function adminSlotsOfDay(
  db: Database,
  asked: string | undefined,
  timeZone: string,
): Promise<TAdminSlotDay> {
  const date = asked ?? shopToday(timeZone);
  const { start, end } = shopDayBounds(date, timeZone);
  const [offered, counted] = await Promise.all([slotsOfDay(db, date, timeZone), repo.slotOrderCounts(db, start, end)]);
  const slots = new Map<string, TAdminSlotSummary>();
  for (const slot of offered) {
    slots.set(slot.id, {
      id: slot.id,
      zoneId: slot.zoneId,
      zoneName: slot.zoneName,
      startTime: slot.startTime,
      endTime: slot.endTime,
      start: slot.start.toISOString(),
      end: slot.end.toISOString(),
      capacity: slot.capacity,
      active: slot.active,
      closed: slot.closed,
      booked: 0,
      counts: statusCounts(),
    });
  }
  for (const row of counted) {
    let slot = slots.get(row.slotRef);
    if (!slot) {
      slot = {
        id: row.slotRef,
        zoneId: null,
        zoneName: row.zoneName ?? '',
        startTime: row.slotStartTime ?? '',
        endTime: row.slotEndTime ?? '',
        start: row.slotStart.toISOString(),
        end: row.slotEnd.toISOString(),
        capacity: null,
        active: false,
        closed: false,
        booked: 0,
        counts: statusCounts(),
      };
      slots.set(row.slotRef, slot);
    }
    if (row.status in slot.counts) slot.counts[row.status as OrderStatus] += row.n;
    if (row.status !== 'cancelled') slot.booked += row.n;
  }
  const hasOrders = (slot: TAdminSlotSummary) => Object.values(slot.counts).some((n) => n > 0);
  const shown = [...slots.values()].filter((slot) => slot.active || hasOrders(slot));
  shown.sort(
    (a, b) =>
      a.start.localeCompare(b.start) ||
      a.zoneName.localeCompare(b.zoneName, 'en', { sensitivity: 'base' }) ||
      a.id.localeCompare(b.id),
  );
  return { date, timeZone, slots: shown };
}
