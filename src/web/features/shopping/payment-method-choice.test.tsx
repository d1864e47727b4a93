import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PaymentMethodChoice } from './payment-method-choice';

describe('the checkout’s payment choice (docs/decisions/047)', () => {
  it('offers pay on delivery where it is offered', async () => {
    const onChange = vi.fn();
    render(<PaymentMethodChoice value="online" onChange={onChange} offer={{ offered: true }} />);
    const group = screen.getByRole('group', { name: 'Payment' });
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Pay online' }).checked).toBe(true);
    await userEvent.setup().click(screen.getByRole('radio', { name: 'Pay on delivery (cash/UPI)' }));
    expect(onChange).toHaveBeenCalledWith('on_delivery');
    expect(group.textContent).toContain('Pay in cash or by UPI when your order arrives.');
  });

  it('says why not, tied to the disabled option', () => {
    const reason = 'Pay on delivery is available for orders up to Rs 5,000.';
    render(<PaymentMethodChoice value="online" onChange={vi.fn()} offer={{ offered: false, reason }} />);
    const option = screen.getByRole<HTMLInputElement>('radio', { name: 'Pay on delivery (cash/UPI)' });
    expect(option.disabled).toBe(true);
    const notes = (option.getAttribute('aria-describedby') ?? '').split(' ');
    expect(notes.map((note) => document.getElementById(note)?.textContent)).toEqual([
      'Pay in cash or by UPI when your order arrives.',
      reason,
    ]);
  });
});
