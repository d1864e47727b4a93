import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TAdminZone } from '#src/contracts/admin-delivery';
import { ZoneForm } from './zone-form';

const zone: TAdminZone = {
  id: 7,
  name: 'Pune',
  codes: ['411001'],
  prefixes: [],
  fee: 35,
  freeFrom: 499,
  minimumOrder: 0,
  active: true,
  isDefault: false,
  payOnDelivery: false,
  payOnDeliveryMaxOrder: null,
  payOnDeliveryMaxOpen: null,
  slots: [],
};

describe('the zone form’s pay on delivery (docs/decisions/047)', () => {
  it('switches it on with its limits; a wrong limit is named under its field and nothing is sent', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => true);
    render(<ZoneForm zone={zone} title="Edit zone" submitLabel="Save zone" onSubmit={onSubmit} onCancel={vi.fn()} />);
    const maxOrder = screen.getByRole<HTMLInputElement>('textbox', { name: 'Largest order paid on delivery (Rs)' });
    const maxOpen = screen.getByRole<HTMLInputElement>('textbox', {
      name: 'Unpaid pay-on-delivery orders per shopper',
    });
    // Off: its limits wait.
    expect(maxOrder.disabled).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Pay on delivery (cash/UPI at the door)' }));
    expect(maxOrder.disabled).toBe(false);
    await user.type(maxOrder, '0');
    await user.type(maxOpen, '2');
    await user.click(screen.getByRole('button', { name: 'Save zone' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Enter a whole number of 1 or more, or leave it empty')).toBeTruthy();
    await user.clear(maxOrder);
    await user.type(maxOrder, '5000');
    await user.click(screen.getByRole('button', { name: 'Save zone' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ payOnDelivery: true, payOnDeliveryMaxOrder: 5_000, payOnDeliveryMaxOpen: 2 }),
    );
  });
});
