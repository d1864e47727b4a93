import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { TAdminOrderDetail } from '#src/contracts/admin-orders';
import { ORDER_STATUSES } from '#src/shared/constants';
import { AlertProvider } from '#src/web/lib/alert';
import { OrderDetail } from './order-detail';
import { line, order as orderOf } from './order-detail.test-helpers';
import { isDay } from './parts';

/** The shared test order (order-detail.test-helpers), with one line of Toor Dal, a refund and a history. */
const order = (status: string, refund: TAdminOrderDetail['refund'] = null): TAdminOrderDetail => ({
  ...orderOf(status, [
    line(11, { productId: 7, productTitle: 'Toor Dal', image: 'dal.webp', variantId: 9, weight: '1 kg' }),
  ]),
  amount: 300,
  itemsTotal: 300,
  refund,
  history: [
    { status: 'confirmed', at: '2026-11-10T09:00:00.000Z', actorId: 3, actorEmail: 'sunil@example.com', note: 'ok' },
    { status: 'cancelled', at: '2026-11-10T10:00:00.000Z', actorId: 5, actorEmail: 'asha@example.com', note: '' },
  ],
});

function renderDetail(status: string, refund: TAdminOrderDetail['refund'] = null) {
  const router = createMemoryRouter(
    [{ path: '/admin/orders/:id', element: <OrderDetail order={order(status, refund)} documents={[]} /> }],
    {
      initialEntries: ['/admin/orders/42'],
    },
  );
  render(
    <AlertProvider>
      <RouterProvider router={router} />
    </AlertProvider>,
  );
}

const moveButtons = () =>
  within(screen.getByRole('heading', { name: 'Status' }).parentElement!)
    .queryAllByRole('button')
    .map((button) => button.textContent);

describe('OrderDetail: the status panel offers exactly the allowed moves', () => {
  const expected: Record<string, string[]> = {
    pending: ['Confirm order', 'Cancel order'],
    confirmed: ['Mark packed', 'Cancel order'],
    packed: ['Send out for delivery', 'Cancel order'],
    out_for_delivery: ['Mark delivered'],
    delivered: [],
    cancelled: [],
  };
  it.each(ORDER_STATUSES)('%s', (status) => {
    renderDetail(status);
    expect(moveButtons()).toEqual(expected[status]);
    if (expected[status]!.length === 0) {
      expect(screen.getByText('This order is finished: its status cannot change any more.')).toBeTruthy();
      expect(screen.queryByRole('textbox', { name: 'Note (optional)' })).toBeNull();
    }
  });

  it('names who changed the status: staff by e-mail, the shopper as the shopper', () => {
    renderDetail('cancelled');
    expect(screen.getByText('by sunil@example.com')).toBeTruthy();
    expect(screen.getByText('by the shopper')).toBeTruthy();
  });
});

describe('OrderDetail: the refund of a cancelled order', () => {
  const refund = {
    amount: 300,
    refundedAt: null,
    id: null,
    error: null,
    attemptedAt: '2026-11-10T10:00:01.000Z',
    canRetry: false,
  };
  const panel = () => screen.getByRole('heading', { name: 'Refund' }).parentElement!;

  it('none yet: no refund panel', () => {
    renderDetail('pending');
    expect(screen.queryByRole('heading', { name: 'Refund' })).toBeNull();
  });

  it('refunded: the amount, when and the provider’s id; nothing to retry', () => {
    renderDetail('cancelled', { ...refund, status: 'refunded', refundedAt: '2026-11-10T10:00:02.000Z', id: 'rfnd_1' });
    expect(within(panel()).getByText('Refunded', { selector: '[data-refund]' })).toBeTruthy();
    expect(within(panel()).getByText('Rs 300')).toBeTruthy();
    expect(within(panel()).getByText('rfnd_1')).toBeTruthy();
    expect(within(panel()).queryByRole('button')).toBeNull();
  });

  it('failed: says so with the reason, and offers the retry', () => {
    renderDetail('cancelled', { ...refund, status: 'failed', error: 'BAD_REQUEST_ERROR: balance low', canRetry: true });
    expect(within(panel()).getByText('Failed')).toBeTruthy();
    expect(within(panel()).getByText('BAD_REQUEST_ERROR: balance low')).toBeTruthy();
    expect(within(panel()).getByRole('button', { name: 'Retry refund' })).toBeTruthy();
  });

  it('under way and not stuck: no retry yet', () => {
    renderDetail('cancelled', { ...refund, status: 'pending' });
    expect(within(panel()).getByText('Under way')).toBeTruthy();
    expect(within(panel()).queryByRole('button')).toBeNull();
  });
});

describe('isDay', () => {
  it.each([
    ['2026-11-10', true],
    ['2024-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['10-11-2026', false],
    ['', false],
    [null, false],
  ])('%s → %s', (text, ok) => {
    expect(isDay(text)).toBe(ok);
  });
});
