/**
 * Local days and times of the shop's time zone (docs/decisions/029): slots are written as a weekday and minutes after
 * local midnight, and a day's slot is an instant only once the zone's offset on that day is known — the shared
 * shop clock's `instantOf` (src/shared/shop-time.ts, decision 058).
 */
import { instantOf, shopDay } from '#src/shared/shop-time';

export { instantOf };

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `YYYY-MM-DD` of an instant in the zone: the shop's day then (one rule with the pages, src/shared/shop-time.ts). */
export function localDay(instant: Date, timeZone: string): string {
  return shopDay(instant, timeZone);
}

/** 1 Monday … 7 Sunday. */
export function weekdayOf(day: string): number {
  const sunday0 = new Date(`${day}T00:00:00Z`).getUTCDay();
  return sunday0 === 0 ? 7 : sunday0;
}

/** Minutes after midnight of `HH:MM` (24:00 → 1440); the contract checked the format. */
export function minuteOf(clock: string): number {
  return Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
}

/** `HH:MM` of minutes after midnight (1440 → 24:00). */
export function clockOf(minute: number): string {
  return `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;
}
