import type { Database } from '#src/db/client';
import { conflict, notFound } from '#src/server/lib/app-error';
import { SLOT_DAYS_AHEAD } from '#src/shared/constants';
import { DELIVERY_TEXT } from '#src/shared/texts/delivery';
import * as repo from './delivery.repository';
import { addDays } from '#src/shared/delivery-slot';
import { clockOf, instantOf, localDay, weekdayOf } from './shop-time';

const T = DELIVERY_TEXT;
import { zoneFor, type ShopClock } from './delivery-zones';

// When a slot is (shop time) and whether it can be taken now; holds, bookings and listings share these.
/** The days a listing covers: today (shop time) and the next SLOT_DAYS_AHEAD - 1. */
export function windowOf(clock: ShopClock): { now: Date; days: string[] } {
  const now = clock.now ?? new Date();
  const today = localDay(now, clock.timeZone);
  return { now, days: Array.from({ length: SLOT_DAYS_AHEAD }, (_, i) => addDays(today, i)) };
}

export type SlotTimes = { start: Date; end: Date; cutoff: Date };

export function timesOf(
  template: { startMinute: number; endMinute: number; cutoffHours: number },
  day: string,
  timeZone: string,
): SlotTimes {
  const start = instantOf(day, template.startMinute, timeZone);
  return {
    start,
    end: instantOf(day, template.endMinute, timeZone),
    cutoff: new Date(start.getTime() - template.cutoffHours * 3_600_000),
  };
}

/** A slot's day and times: the day and `HH:MM` in the shop's time zone, and the instants. */
export type SlotWhen = { date: string; startTime: string; endTime: string; start: Date; end: Date };
export type SlotHold = { holdId: number; slot: string; expiresAt: Date } & SlotWhen;
export type SlotBooking = { bookingId: number; slot: string; orderId: number } & SlotWhen;

export const whenOf = (template: repo.TemplateRow, day: string, times: Pick<SlotTimes, 'start' | 'end'>): SlotWhen => ({
  date: day,
  startTime: clockOf(template.startMinute),
  endTime: clockOf(template.endMinute),
  start: times.start,
  end: times.end,
});

export function parseSlotRef(slot: string): { templateId: number; day: string } {
  const match = /^([1-9][0-9]{0,9})@(\d{4}-\d{2}-\d{2})$/.exec(slot);
  if (!match || Number(match[1]) > 2_147_483_647 || Number.isNaN(Date.parse(`${match[2]}T00:00:00Z`))) {
    throw notFound(T.slotUnknown);
  }
  return { templateId: Number(match[1]), day: match[2]! };
}

/** Where a hold or booking must be: the zone serving a pincode, or a zone already chosen (checkout). */
export type SlotPlace = { pincode?: string | undefined; zoneId?: number | undefined };

/**
 * Checks that a slot can be taken now (it exists and is active, lies in the listed week on its weekday, its day is
 * not closed, its cut-off has not passed, and — with `pincode` or `zoneId` — it belongs to that zone), then locks
 * its slot-day row. Answers the row's id and its times.
 */
export async function lockOpenSlot(
  tx: Database,
  slot: string,
  clock: ShopClock & SlotPlace,
): Promise<{ slotId: number; template: repo.TemplateRow; times: SlotTimes; now: Date; day: string }> {
  const { templateId, day } = parseSlotRef(slot);
  const found = await repo.findTemplateForDay(tx, templateId, day);
  if (!found || !found.template.active || !found.zone.active || weekdayOf(day) !== found.template.weekday) {
    throw notFound(T.slotUnknown);
  }
  if (clock.zoneId !== undefined && clock.zoneId !== found.zone.id) throw conflict(T.slotNotInZone, 'SLOT_UNAVAILABLE');
  if (clock.pincode !== undefined && (await zoneFor(tx, clock.pincode))?.id !== found.zone.id) {
    throw conflict(T.slotNotInZone, 'SLOT_UNAVAILABLE');
  }
  const { now, days } = windowOf(clock);
  if (!days.includes(day)) throw conflict(T.slotOutOfRange, 'SLOT_UNAVAILABLE');
  if (found.closed) throw conflict(T.slotClosed, 'SLOT_UNAVAILABLE');
  const times = timesOf(found.template, day, clock.timeZone);
  if (now >= times.cutoff) throw conflict(T.slotPastCutoff, 'SLOT_UNAVAILABLE');
  const slotId = await repo.lockSlot(tx, templateId, day);
  return { slotId, template: found.template, times, now, day };
}
