import { describe, expect, it } from 'vitest';
import { amountToCollect } from './collect';

const due = { amount: 500, status: 'pending', paymentMethod: 'on_delivery', paymentStatus: 'due' } as const;

describe('amountToCollect', () => {
  it('is the amount less the line changes of a due pay-on-delivery order', () => {
    expect(amountToCollect(due, [])).toBe(500);
    expect(amountToCollect(due, [120, 30])).toBe(350);
    expect(amountToCollect(due, 150)).toBe(350);
  });

  it('is nothing for a cancelled, paid or online order', () => {
    expect(amountToCollect({ ...due, status: 'cancelled' }, [])).toBe(0);
    expect(amountToCollect({ ...due, paymentStatus: 'paid' }, [])).toBe(0);
    expect(amountToCollect({ ...due, paymentMethod: 'online', paymentStatus: 'paid' }, [])).toBe(0);
  });
});
