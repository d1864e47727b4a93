import { DELIVERY_TEXT } from './texts/delivery';
import { currentLanguage, type Language } from './texts/language';

/** A booked slot's day and local times, as orders, mails and pages show it (ZOrderSlot has them). */
export type SlotTimes = {
  /** YYYY-MM-DD in the shop's time zone. */
  date: string;
  /** HH:MM, shop time. */
  startTime: string;
  endTime: string;
};

/** The shop's today: one rule with every other shop-time read (src/shared/shop-time.ts). */
export { shopToday } from './shop-time';

/** The day `n` days after `day` (calendar arithmetic: no zone involved). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

const dayFormats: Partial<Record<Language, Intl.DateTimeFormat>> = {};

/**
 * "Thu 26 Nov" of a shop-time day, in Hindi "गुरु, 26 नव॰" (issue 33: dates in the current language; the date is a
 * calendar day: formatted in UTC, no zone shift).
 */
export function slotDayLabel(date: string): string {
  const language = currentLanguage();
  const format = (dayFormats[language] ??= new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : 'en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }));
  const day = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(day.getTime()) ? date : format.format(day);
}

/** The one way a slot is written for shoppers, in pages and e-mails: "Thu 26 Nov, 10:00–12:00". */
export function slotLabel(slot: SlotTimes): string {
  return DELIVERY_TEXT.slotLabel(slotDayLabel(slot.date), slot.startTime, slot.endTime);
}
