import { describe, expect, it } from 'vitest';
import {
  formatShopTime,
  fromShopDateTimeInput,
  shopDateTime,
  shopDateTimeInput,
  shopDay,
  shopDayBounds,
} from './shop-time';

const KOLKATA = 'Asia/Kolkata';

describe("the shop's clock (decision 058)", () => {
  it('puts an order at 02:44 in Mumbai (21:14 UTC the day before) on the shop’s day, in every shape', () => {
    const night = '2026-11-28T21:14:00.000Z';
    expect(shopDay(night, KOLKATA)).toBe('2026-11-29');
    expect(shopDateTime(night, KOLKATA)).toBe('2026-11-29 02:44:00');
    expect(formatShopTime(night, KOLKATA)).toBe('29 Nov 2026, 2:44 am');
    expect(formatShopTime(night, KOLKATA, 'day')).toBe('29 Nov 2026');
    expect(formatShopTime(night, KOLKATA, 'second')).toBe('29 Nov 2026, 2:44:00 am');
    // The same instant on another shop's clock is still the 28th: the zone decides, not the machine.
    expect(shopDay(night, 'Europe/London')).toBe('2026-11-28');
  });

  it('turns at the shop’s midnight: 23:59 is still the day, 00:01 the next, UTC midnight is 05:30', () => {
    expect(shopDay(new Date('2026-11-29T18:29:00Z'), KOLKATA)).toBe('2026-11-29');
    expect(shopDay(new Date('2026-11-29T18:31:00Z'), KOLKATA)).toBe('2026-11-30');
    expect(shopDateTime(new Date('2026-11-30T00:00:00Z'), KOLKATA)).toBe('2026-11-30 05:30:00');
    expect(shopDayBounds('2026-11-29', KOLKATA)).toEqual({
      start: new Date('2026-11-28T18:30:00Z'),
      end: new Date('2026-11-29T18:30:00Z'),
    });
    // A zone with summer time: the day of the change is 23 hours long.
    const march = shopDayBounds('2026-03-29', 'Europe/London');
    expect(march.end.getTime() - march.start.getTime()).toBe(23 * 3_600_000);
  });

  it('reads a form’s date and time as the shop’s, whatever the browser’s zone, and writes it back', () => {
    expect(fromShopDateTimeInput('2026-12-01T09:00', KOLKATA)).toBe('2026-12-01T03:30:00.000Z');
    expect(shopDateTimeInput('2026-12-01T03:30:00.000Z', KOLKATA)).toBe('2026-12-01T09:00');
    expect(fromShopDateTimeInput('', KOLKATA)).toBeNull();
    expect(fromShopDateTimeInput('not a date', KOLKATA)).toBeNull();
    expect(shopDateTimeInput(null, KOLKATA)).toBe('');
  });
});
