/**
 * The shop's clock (issue 31 §2, docs/decisions/058-one-clock.md): every date and time a person reads — pages,
 * e-mails, CSV — and every day a filter, the dashboard or the packing slips speak of is the shop's, in
 * SHOP_TIME_ZONE, never the server's or the browser's. Server and pages use these functions only; the pages get the
 * zone from the root loader (`useShopTimeZone`), so the server's render and the hydrated page say the same.
 * `Intl` alone: date-fns has no time zones.
 */

import { currentLanguage } from './texts/language';

/** Formatters cost far more to make than to use: one per zone and shape. */
const cache = new Map<string, Intl.DateTimeFormat>();
function formatter(key: string, locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let format = cache.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    cache.set(key, format);
  }
  return format;
}

const instantOf_ = (instant: Date | string) => (typeof instant === 'string' ? new Date(instant) : instant);

/** The day (YYYY-MM-DD) in the shop's time zone at `now`: today by default. */
export function shopToday(timeZone: string, now: Date | string = new Date()): string {
  // en-CA writes YYYY-MM-DD.
  return formatter(`iso-day:${timeZone}`, 'en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instantOf_(now));
}

/** The shop's day of an instant (YYYY-MM-DD): an order at 02:44 in Mumbai (21:14 UTC the day before) is that day's. */
export const shopDay = (instant: Date | string, timeZone: string) => shopToday(timeZone, instant);

type LocalParts = { year: number; month: number; day: number; hour: number; minute: number; second: number };

function localParts(instant: Date, timeZone: string): LocalParts {
  const parts = Object.fromEntries(
    formatter(`parts:${timeZone}`, 'en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
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

const pad = (n: number) => String(n).padStart(2, '0');

/** The zone's offset from UTC at an instant, in milliseconds (Asia/Kolkata: +5.5 h). */
function offsetAt(instant: number, timeZone: string): number {
  const p = localParts(new Date(instant), timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The instant at `minute` minutes after local midnight of `day` (YYYY-MM-DD) in the zone. */
export function instantOf(day: string, minute: number, timeZone: string): Date {
  const wall = Date.parse(`${day}T00:00:00Z`) + minute * 60_000;
  const first = wall - offsetAt(wall, timeZone);
  const second = wall - offsetAt(first, timeZone);
  return new Date(second);
}

/** The day after `day` (calendar arithmetic: no zone involved). */
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** A shop day (YYYY-MM-DD) as the instants [its local midnight, the next day's): what a day filter selects. */
export function shopDayBounds(day: string, timeZone: string): { start: Date; end: Date } {
  return { start: instantOf(day, 0, timeZone), end: instantOf(nextDay(day), 0, timeZone) };
}

/** `YYYY-MM-DD HH:MM:SS` as the shop's clock showed it (the CSV's: a spreadsheet reads it as a date and time). */
export function shopDateTime(instant: Date | string, timeZone: string): string {
  const p = localParts(instantOf_(instant), timeZone);
  return `${p.year}-${pad(p.month)}-${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;
}

/** How precisely a page shows an instant: `25 Nov 2026`, `25 Nov 2026, 3:04 pm` or with seconds. */
export type ShopTimePrecision = 'day' | 'minute' | 'second';

const SHAPES: Record<ShopTimePrecision, Intl.DateTimeFormatOptions> = {
  day: { dateStyle: 'medium' },
  minute: { dateStyle: 'medium', timeStyle: 'short' },
  second: { dateStyle: 'medium', timeStyle: 'medium' },
};

/**
 * An instant as a person reads it, on the shop's clock, in the current language (issue 33): `25 Nov 2026, 3:04 pm`,
 * in Hindi `25 नव॰ 2026, 3:04 pm` (pages and e-mails).
 */
export function formatShopTime(instant: Date | string, timeZone: string, show: ShopTimePrecision = 'minute'): string {
  const locale = currentLanguage() === 'hi' ? 'hi-IN' : 'en-IN';
  return formatter(`shown-${show}:${timeZone}:${locale}`, locale, { ...SHAPES[show], timeZone }).format(
    instantOf_(instant),
  );
}

/** A form's `datetime-local` value (`YYYY-MM-DDTHH:MM`) of an instant, on the shop's clock ('' for none). */
export function shopDateTimeInput(instant: Date | string | null | undefined, timeZone: string): string {
  if (!instant) return '';
  return shopDateTime(instant, timeZone).slice(0, 16).replace(' ', 'T');
}

/** The instant of a `datetime-local` value read on the shop's clock, as ISO 8601 (null for '' or a bad value). */
export function fromShopDateTimeInput(local: string, timeZone: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})/.exec(local);
  if (!match) return null;
  const [, day, hour, minute] = match;
  const instant = instantOf(day!, Number(hour) * 60 + Number(minute), timeZone);
  return Number.isNaN(instant.getTime()) ? null : instant.toISOString();
}
