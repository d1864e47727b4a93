import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SlotForm } from './slot-form';

/** One slot form, several weekdays (issue 31 §6, docs/decisions/060). */
describe('the new slot form’s weekdays', () => {
  it('sends every weekday ticked with the times; none ticked is named and nothing is sent', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => true);
    render(<SlotForm slot={null} title="New slot" submitLabel="Add slot" onSubmit={onSubmit} onCancel={vi.fn()} />);
    expect(screen.queryByRole('combobox', { name: 'Day of the week' })).toBeNull();
    for (const [name, value] of [
      ['Starts at', '08:00'],
      ['Ends at', '11:00'],
      ['Capacity (orders)', '3'],
    ] as const) {
      await user.clear(screen.getByRole('textbox', { name }));
      await user.type(screen.getByRole('textbox', { name }), value);
    }
    await user.click(screen.getByRole('button', { name: 'Add slot' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Tick at least one weekday')).toBeTruthy();
    for (const day of ['Saturday', 'Monday', 'Wednesday'])
      await user.click(screen.getByRole('checkbox', { name: day }));
    await user.click(screen.getByRole('button', { name: 'Add slot' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ start: '08:00', end: '11:00', capacity: 3 }),
      [1, 3, 6],
    );
  });
});
