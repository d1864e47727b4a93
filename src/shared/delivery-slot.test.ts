import { describe, expect, it } from 'vitest';
import { quoteFor } from './delivery-quote';
import { addDays, shopToday, slotDayLabel, slotLabel } from './delivery-slot';

describe('slotLabel', () => {
  it('writes a slot the one way pages and mails show it', () => {
    expect(slotLabel({ date: '2026-11-26', startTime: '10:00', endTime: '12:00' })).toBe('Thu 26 Nov, 10:00–12:00');
    expect(slotLabel({ date: '2027-01-03', startTime: '07:30', endTime: '09:00' })).toBe('Sun 3 Jan, 07:30–09:00');
  });

  it('takes the date as a calendar day, whatever the machine’s time zone', () => {
    expect(slotDayLabel('2026-03-29')).toBe('Sun 29 Mar');
    expect(slotDayLabel('not a day')).toBe('not a day');
  });
});

describe("the shop's day (one rule for the server's slots and the back office's pages)", () => {
  it("is the shop's, not the machine's: 20:00 UTC on 27 November is already 28 November in Kolkata", () => {
    expect(shopToday('Asia/Kolkata', new Date('2026-11-27T20:00:00Z'))).toBe('2026-11-28');
    expect(shopToday('Europe/London', new Date('2026-11-27T20:00:00Z'))).toBe('2026-11-27');
    // The same zone again (its formatter is kept) still follows the instant given.
    expect(shopToday('Asia/Kolkata', new Date('2026-12-31T18:29:59Z'))).toBe('2026-12-31');
    expect(shopToday('Asia/Kolkata', new Date('2026-12-31T18:30:00Z'))).toBe('2027-01-01');
  });

  it('adds calendar days across months, years and leap days', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });
});

describe('quoteFor (shared by the server and the web)', () => {
  const zone = { id: 1, name: 'Pune', fee: 40, freeFrom: 500, minimumOrder: 150, isDefault: false };

  it('charges the fee below the threshold, nothing from it, and flags a total below the minimum', () => {
    expect(quoteFor(zone, 100)).toMatchObject({ fee: 40, leftToFree: 400, belowMinimum: true });
    expect(quoteFor(zone, 499)).toMatchObject({ fee: 40, leftToFree: 1, belowMinimum: false });
    expect(quoteFor(zone, 500)).toMatchObject({ fee: 0, leftToFree: 0, freeFrom: 500 });
    expect(quoteFor({ ...zone, freeFrom: null }, 9999)).toMatchObject({ fee: 40, leftToFree: null });
    expect(quoteFor({ ...zone, fee: 0 }, 10)).toMatchObject({ fee: 0, freeFrom: null, leftToFree: 0 });
  });
});
