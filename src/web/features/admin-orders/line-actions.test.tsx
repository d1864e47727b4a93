import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { line, order, renderDetail, rowOf } from './order-detail.test-helpers';

/** The order detail's picking column (issue 16, docs/decisions/032): which actions each line offers, and why. */
const buttonsOf = (title: string) =>
  within(rowOf(title))
    .queryAllByRole('button')
    .map((button) => button.textContent);

const refund = { refundedAt: null, id: null, error: null, attemptedAt: '2026-11-10T10:00:00.000Z', canRetry: false };

/** A packed order with a substituted line (refunded) and an unavailable one whose refund failed. */
const changedOrder = () =>
  order('packed', [
    line(1, {
      change: {
        kind: 'substituted',
        at: '2026-11-10T10:00:00.000Z',
        refund: { ...refund, status: 'refunded', amount: 140, id: 'rfnd_1' },
        substitute: {
          productId: 3,
          variantId: 30,
          title: 'Moong Dal',
          label: '1 kg',
          image: '',
          price: 80,
          quantity: 2,
        },
        actorId: 3,
        actorEmail: 'sunil@example.com',
        note: '',
      },
    }),
    line(2, {
      change: {
        kind: 'unavailable',
        at: '2026-11-10T10:00:00.000Z',
        refund: { ...refund, status: 'failed', amount: 300, error: 'razorpay 500: SERVER_ERROR', canRetry: true },
        substitute: null,
        actorId: 3,
        actorEmail: 'sunil@example.com',
        note: 'Shelf empty',
      },
    }),
  ]);

describe('OrderDetail: a line’s picking actions', () => {
  it('confirmed: Unavailable, Reduce… and Substitute… on each line; only Unavailable where the shopper chose no substitutes', () => {
    renderDetail(order('confirmed', [line(1), line(2, { substitute: false })]));
    expect(buttonsOf('Dal 1')).toEqual([
      'Mark unavailable — Dal 1 (1 kg)',
      'Reduce… — Dal 1 (1 kg)',
      'Substitute… — Dal 1 (1 kg)',
    ]);
    expect(buttonsOf('Dal 2')).toEqual(['Mark unavailable — Dal 2 (1 kg)', 'Reduce… — Dal 2 (1 kg)']);
    expect(within(rowOf('Dal 2')).getByText('No substitutes')).toBeTruthy();
    expect(within(rowOf('Dal 2')).getByText('The shopper chose no substitutes')).toBeTruthy();
    expect(within(rowOf('Dal 1')).getByText('Allowed')).toBeTruthy();
  });

  it('Mark unavailable offers to empty the shelf only to a role that may change stock (staff may not)', async () => {
    const box = /set this pack’s stock to 0/;
    renderDetail(order('confirmed', [line(1)]), 'owner');
    fireEvent.click(within(rowOf('Dal 1')).getByRole('button', { name: /Mark unavailable/ }));
    expect(await screen.findByRole('checkbox', { name: box })).toBeTruthy();
    cleanup();
    renderDetail(order('confirmed', [line(1)]), 'staff');
    fireEvent.click(within(rowOf('Dal 1')).getByRole('button', { name: /Mark unavailable/ }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: box })).toBeNull();
  });

  it('Mark unavailable previews the refund the server names for the line, not the line’s whole price', async () => {
    // One of two units was already reduced (Rs 150 refunded): the server answers Rs 150 left to give back.
    renderDetail(order('confirmed', [line(1, { unavailableRefund: 150 })]));
    fireEvent.click(within(rowOf('Dal 1')).getByRole('button', { name: /Mark unavailable/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Rs 150');
    expect(dialog.textContent).not.toContain('Rs 300');
  });

  it.each(['pending', 'out_for_delivery', 'delivered', 'cancelled'])('%s: no line actions', (status) => {
    renderDetail(order(status, [line(1)]));
    expect(buttonsOf('Dal 1')).toEqual([]);
  });

  it('a changed line shows what happened and its refund; a failed refund offers the retry, with its reason', () => {
    renderDetail(changedOrder());
    const first = within(rowOf('Dal 1'));
    expect(first.getByText('Substituted')).toBeTruthy();
    expect(first.getByText('with Moong Dal (1 kg) at Rs 80 each')).toBeTruthy();
    expect(first.getByText('Refunded')).toBeTruthy();
    expect(buttonsOf('Dal 1')).toEqual([]);
    const second = within(rowOf('Dal 2'));
    expect(second.getByText('Unavailable')).toBeTruthy();
    expect(second.getByText('Refund failed')).toBeTruthy();
    expect(second.getByText('razorpay 500: SERVER_ERROR')).toBeTruthy();
    expect(second.getByText('Shelf empty')).toBeTruthy();
    expect(buttonsOf('Dal 2')).toEqual(['Retry refund — Dal 2 (1 kg)']);
  });

  it('a packer (no `refunds`) sees the failed refund but is offered no retry, which the server would refuse', () => {
    renderDetail(changedOrder(), 'packer');
    expect(within(rowOf('Dal 2')).getByText('Refund failed')).toBeTruthy();
    expect(buttonsOf('Dal 2').filter((name) => name.startsWith('Retry refund'))).toEqual([]);
  });
});
