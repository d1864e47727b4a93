import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AlertProvider } from '#src/web/lib/alert';
import { QuantityControl } from './quantity-control';

function Harness({ stock }: { stock: number }) {
  const [value, setValue] = useState(1);
  return (
    <AlertProvider>
      <QuantityControl value={value} stock={stock} onChange={setValue} />
    </AlertProvider>
  );
}

const shown = () => screen.getByRole('status', { name: 'Quantity' }).textContent;
const minus = () => screen.getByRole('button', { name: 'Decrease quantity' });
const plus = () => screen.getByRole('button', { name: 'Increase quantity' });

describe('QuantityControl', () => {
  it('starts at 1 and never goes below it', async () => {
    const user = userEvent.setup();
    render(<Harness stock={5} />);
    expect(shown()).toBe('1');
    expect(minus()).toHaveProperty('disabled', true);
    await user.click(plus());
    await user.click(minus());
    expect(shown()).toBe('1');
    expect(minus()).toHaveProperty('disabled', true);
  });

  it('counts up to the stock, then refuses with the alert and keeps the count', async () => {
    const user = userEvent.setup();
    render(<Harness stock={2} />);
    await user.click(plus());
    expect(shown()).toBe('2');
    expect(screen.queryByText('The quantity is greater than product count in stock')).toBeNull();
    await user.click(plus());
    expect(shown()).toBe('2');
    expect(screen.getByText('The quantity is greater than product count in stock')).toBeTruthy();
  });
});
