import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { TDeliveryDay, TDeliverySlot } from '#src/contracts/delivery';
import { SlotPicker } from './slot-picker';

function slot(id: string, startTime: string, endTime: string, reason: TDeliverySlot['reason'] = null): TDeliverySlot {
  const reasonText = { full: 'Full', cutoff: 'Booking closed', closed: 'Closed' };
  return {
    id,
    start: `${id.split('@')[1]}T${startTime}:00+05:30`,
    end: `${id.split('@')[1]}T${endTime}:00+05:30`,
    startTime,
    endTime,
    capacity: 5,
    remaining: reason === 'full' ? 0 : 3,
    available: reason === null,
    reason,
    reasonText: reason ? reasonText[reason] : null,
  };
}

// Thursday 26 November 2026 is "today": its morning slot is past its cut-off; Saturday is closed.
const DAYS: TDeliveryDay[] = [
  {
    date: '2026-11-26',
    weekday: 4,
    closed: false,
    slots: [slot('1@2026-11-26', '08:00', '10:00', 'cutoff'), slot('2@2026-11-26', '18:00', '20:00')],
  },
  {
    date: '2026-11-27',
    weekday: 5,
    closed: false,
    slots: [slot('1@2026-11-27', '08:00', '10:00', 'full'), slot('2@2026-11-27', '18:00', '20:00')],
  },
  { date: '2026-11-28', weekday: 6, closed: true, slots: [slot('3@2026-11-28', '10:00', '12:00', 'closed')] },
  { date: '2026-11-29', weekday: 7, closed: false, slots: [] },
  { date: '2026-11-30', weekday: 1, closed: false, slots: [slot('4@2026-11-30', '10:00', '12:00')] },
];

function Harness({ onChange }: { onChange?: (id: string) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <SlotPicker
      days={DAYS}
      value={value}
      onChange={(id) => {
        setValue(id);
        onChange?.(id);
      }}
    />
  );
}

const radio = (name: RegExp) => screen.getByRole('radio', { name });
const checkedIds = () =>
  screen
    .getAllByRole<HTMLInputElement>('radio')
    .filter((input) => input.checked)
    .map((input) => input.value);

describe('SlotPicker', () => {
  it('groups the slots by day, and says why a slot cannot be chosen in words', () => {
    render(<Harness />);
    const groups = screen.getAllByRole('radiogroup');
    // A day without slots has no group.
    expect(
      groups
        .map((group) => group.getAttribute('aria-labelledby'))
        .map((id) => document.getElementById(id!)?.textContent),
    ).toEqual(['Today, Thu 26 Nov', 'Tomorrow, Fri 27 Nov', 'Sat 28 Nov', 'Mon 30 Nov']);
    expect(screen.getByRole('group', { name: 'Choose a delivery slot' })).toBeTruthy();
    expect(radio(/^08:00–10:00\s*Booking closed$/).closest('[role="radiogroup"]')).toBe(groups[0]);
    expect(radio(/^08:00–10:00\s*Booking closed$/)).toHaveProperty('disabled', true);
    expect(radio(/^08:00–10:00\s*Full$/)).toHaveProperty('disabled', true);
    expect(radio(/^10:00–12:00\s*Closed$/)).toHaveProperty('disabled', true);
    expect(
      screen.getAllByRole<HTMLInputElement>('radio', { name: /3 places left/ }).map((input) => input.value),
    ).toEqual(['2@2026-11-26', '2@2026-11-27', '4@2026-11-30']);
    const enabled = screen.getAllByRole<HTMLInputElement>('radio').filter((input) => !input.disabled);
    expect(enabled.map((input) => input.value)).toEqual(['2@2026-11-26', '2@2026-11-27', '4@2026-11-30']);
  });

  it('chooses by click; a disabled slot cannot be chosen', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness onChange={onChange} />);
    await user.click(radio(/^08:00–10:00\s*Full$/));
    expect(onChange).not.toHaveBeenCalled();
    expect(checkedIds()).toEqual([]);
    await user.click(screen.getByText('Mon 30 Nov').parentElement!.querySelector('label')!);
    expect(onChange).toHaveBeenLastCalledWith('4@2026-11-30');
    expect(checkedIds()).toEqual(['4@2026-11-30']);
  });

  it('walks the slots that can be chosen with the arrow keys, across days and around, choosing as it goes', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    // One tab stop: Tab reaches the first slot that can be chosen.
    await user.tab();
    expect(document.activeElement).toBe(
      screen.getAllByRole('radio').find((input) => input.getAttribute('value') === '2@2026-11-26'),
    );
    await user.keyboard('{ArrowDown}');
    expect(checkedIds()).toEqual(['2@2026-11-27']);
    expect((document.activeElement as HTMLInputElement).value).toBe('2@2026-11-27');
    // Right skips the full morning slot and the closed Saturday.
    await user.keyboard('{ArrowRight}');
    expect(checkedIds()).toEqual(['4@2026-11-30']);
    // …and wraps to the first.
    await user.keyboard('{ArrowDown}');
    expect(checkedIds()).toEqual(['2@2026-11-26']);
    await user.keyboard('{ArrowUp}');
    expect(checkedIds()).toEqual(['4@2026-11-30']);
    await user.keyboard('{ArrowLeft}');
    expect(checkedIds()).toEqual(['2@2026-11-27']);
    expect((document.activeElement as HTMLInputElement).value).toBe('2@2026-11-27');
  });

  it('ties the step’s error to the group', () => {
    render(<SlotPicker days={DAYS} value={null} onChange={() => {}} error="Please choose a delivery slot" />);
    const group = screen.getByRole('group', { name: 'Choose a delivery slot' });
    expect(document.getElementById(group.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Please choose a delivery slot',
    );
  });
});
