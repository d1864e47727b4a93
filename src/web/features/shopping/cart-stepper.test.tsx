import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AlertProvider } from '#src/web/lib/alert';
import { CartStepper } from './cart-stepper';
import { rememberCart, useCartEntry, type CartEntry } from './shopping-store';

/**
 * The stepper's quick presses (issue 32 §1, decision 061): each press counts, the line is saved one request at a
 * time, and the last count wins — a shopper tapping − twice fast ends with two fewer, not one.
 */
type Call = { kind: 'set' | 'remove'; quantity?: number; answer: (value: unknown) => void };
const calls: Call[] = [];

vi.mock('#src/web/lib/api', () => ({
  api: {
    cart: {
      setQuantity: ({ body }: { body: { quantity: number } }) =>
        new Promise((resolve) => calls.push({ kind: 'set', quantity: body.quantity, answer: resolve })),
      remove: () => new Promise((resolve) => calls.push({ kind: 'remove', answer: resolve })),
    },
  },
}));

const LINE: CartEntry = { id: 7, productId: 3, variantId: 30, quantity: 3, countInStock: 10, maxPerOrder: undefined };

/** The stepper as a card shows it: from the cart store, "Add" once the line is gone. */
function Card() {
  const entry = useCartEntry(LINE.productId, LINE.variantId);
  return entry ? <CartStepper entry={entry} name="Toor Dal" /> : <button type="button">Add</button>;
}

const shown = () => screen.getByRole('group', { name: 'Toor Dal in cart' }).querySelector('output')!.textContent;
const press = (label: string) => fireEvent.click(screen.getByRole('button', { name: label }));
/** The server answers the call in flight with the line at the quantity it was sent. */
const answer = async (index: number) => {
  const call = calls[index]!;
  await act(async () => call.answer(call.kind === 'set' ? { ...LINE, quantity: call.quantity } : { status: true }));
};

beforeEach(() => {
  calls.length = 0;
  rememberCart([LINE]);
  render(
    <AlertProvider>
      <Card />
    </AlertProvider>,
  );
});

describe('CartStepper', () => {
  it('two quick presses of − count both: one request at a time, the last count saved', async () => {
    press('Remove one Toor Dal');
    press('Remove one Toor Dal');
    expect(shown()).toBe('1');
    expect(calls.map((c) => c.quantity)).toEqual([2]);
    await answer(0);
    expect(calls.map((c) => c.quantity)).toEqual([2, 1]);
    expect(shown()).toBe('1');
    await answer(1);
    expect(calls).toHaveLength(2);
    expect(shown()).toBe('1');
  });

  it('pressing down to 0 while a change is in flight removes the line, and "Add" comes back', async () => {
    press('Remove one Toor Dal');
    press('Remove one Toor Dal');
    press('Remove one Toor Dal');
    press('Remove one Toor Dal');
    expect(shown()).toBe('0');
    await answer(0);
    expect(calls.map((c) => c.kind)).toEqual(['set', 'remove']);
    await answer(1);
    expect(screen.getByRole('button', { name: 'Add' })).toBeTruthy();
    expect(calls).toHaveLength(2);
  });

  it('+ past the stock says so and sends nothing more', async () => {
    rememberCart([{ ...LINE, quantity: 9 }]);
    await act(async () => undefined);
    press('Add one more Toor Dal');
    press('Add one more Toor Dal');
    expect(shown()).toBe('10');
    expect(screen.getByRole('alert').textContent).toBe('The quantity is greater than product count in stock');
    expect(calls.map((c) => c.quantity)).toEqual([10]);
  });
});
