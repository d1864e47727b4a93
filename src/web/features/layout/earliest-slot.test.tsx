import { describe, expect, it } from 'vitest';
import type { TDeliveryDay } from '#src/contracts/delivery';
import { earliestSlotText } from './earliest-slot';

const slot = (startTime: string, available: boolean) => ({
  id: `1@2026-12-01T${startTime}`,
  start: '',
  end: '',
  startTime,
  endTime: `${String(Number(startTime.slice(0, 2)) + 2).padStart(2, '0')}:00`,
  capacity: 5,
  remaining: available ? 5 : 0,
  available,
  reason: available ? null : ('full' as const),
  reasonText: available ? null : 'Full',
});
const day = (date: string, slots: ReturnType<typeof slot>[]): TDeliveryDay => ({
  date,
  weekday: 2,
  closed: false,
  slots,
});

/** The shop's today in these lists (the server's days start at the shop's today). */
const TODAY = '2026-12-01';

describe('the phone header’s earliest slot (issue 32 §4)', () => {
  it('names today and tomorrow, and a later day by its date; skips full slots and days', () => {
    expect(earliestSlotText([day('2026-12-01', [slot('07:00', false), slot('18:00', true)])], TODAY)).toBe(
      'Today 18:00–20:00',
    );
    expect(
      earliestSlotText([day('2026-12-01', [slot('18:00', false)]), day('2026-12-02', [slot('07:00', true)])], TODAY),
    ).toBe('Tomorrow 07:00–09:00');
    expect(
      earliestSlotText([day('2026-12-01', []), day('2026-12-02', []), day('2026-12-03', [slot('07:00', true)])], TODAY),
    ).toBe('Thu 3 Dec 07:00–09:00');
    expect(earliestSlotText([day('2026-12-01', [slot('07:00', false)])], TODAY)).toBeNull();
  });

  it('names days by their date, not their place in the list: a list from yesterday still says Today', () => {
    expect(earliestSlotText([day('2026-11-30', []), day('2026-12-01', [slot('18:00', true)])], TODAY)).toBe(
      'Today 18:00–20:00',
    );
  });
});
