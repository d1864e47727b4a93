import { format } from 'date-fns';

/** A shop day (YYYY-MM-DD, already in the shop's time zone) as 'Thu 26 Nov'. */
export function dayText(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return format(new Date(year!, month! - 1, day!), 'EEE d MMM');
}

/** 'Thu 26 Nov, 10:00–12:00'. */
export function slotText(slot: { date: string; startTime: string; endTime: string }): string {
  return `${dayText(slot.date)}, ${slot.startTime}–${slot.endTime}`;
}
