/**
 * Local days and times of the shop's time zone with `Intl` alone (docs/decisions/029): slots are written as a
 * weekday and minutes after local midnight, and a day's slot is an instant only once the zone's offset on that day
 * is known. date-fns (installed) has no time zones; date-fns-tz would be a new package for two functions.
 */
import { shopToday } from '#src/shared/delivery-slot';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

type LocalParts = { year: number; month: number; day: number; hour: number; minute: number; second: number };

function localParts(instant: Date, timeZone: string): LocalParts {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts['year']),
    month: Number(parts['month']),
    day: Number(parts['day']),
    hour: Number(parts['hour']),
    minute: Number(parts['minute']),
    second: Number(parts['second']),
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The zone's offset from UTC at an instant, in milliseconds (Asia/Kolkata: +5.5 h). */
function offsetAt(instant: number, timeZone: string): number {
  const p = localParts(new Date(instant), timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** `YYYY-MM-DD` of an instant in the zone: the shop's day then (one rule with the pages, src/shared). */
export function localDay(instant: Date, timeZone: string): string {
  return shopToday(timeZone, instant);
}

/** 1 Monday … 7 Sunday. */
export function weekdayOf(day: string): number {
  const sunday0 = new Date(`${day}T00:00:00Z`).getUTCDay();
  return sunday0 === 0 ? 7 : sunday0;
}

/** The instant at `minute` minutes after local midnight of `day` in the zone. */
export function instantOf(day: string, minute: number, timeZone: string): Date {
  const wall = Date.parse(`${day}T00:00:00Z`) + minute * 60_000;
  const first = wall - offsetAt(wall, timeZone);
  const second = wall - offsetAt(first, timeZone);
  return new Date(second);
}

/** Minutes after midnight of `HH:MM` (24:00 → 1440); the contract checked the format. */
export function minuteOf(clock: string): number {
  return Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
}

/** `HH:MM` of minutes after midnight (1440 → 24:00). */
export function clockOf(minute: number): string {
  return `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;
}
