import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TAdminPayment, TAdminPaymentsPage } from '#src/contracts/admin-payments';
import { AlertProvider } from '#src/web/lib/alert';
import { PaymentsToSettle } from './payments-to-settle';

/** The back office's payments to settle (docs/decisions/039): one action per payment, the note a resolve needs. */
const payment = (id: number, overrides: Partial<TAdminPayment> = {}): TAdminPayment => ({
  id,
  provider: 'razorpay',
  providerOrderId: `order_${id}`,
  providerPaymentId: `pay_${id}`,
  userId: 5,
  email: 'asha@example.com',
  amount: 275,
  status: 'refund_failed',
  problem: 'razorpay 400: BAD_REQUEST_ERROR Refund request could not be processed for this payment',
  action: 'retry-refund',
  createdAt: '2026-11-10T08:00:00.000Z',
  updatedAt: '2026-11-10T08:05:00.000Z',
  ...overrides,
});
const pageOf = (payments: TAdminPayment[]): TAdminPaymentsPage => ({
  payments,
  total: payments.length,
  page: 1,
  totalPages: 1,
  perPage: 50,
});

function renderList(page: TAdminPaymentsPage) {
  const router = createMemoryRouter([{ path: '/admin/orders/payments', element: <PaymentsToSettle page={page} /> }], {
    initialEntries: ['/admin/orders/payments'],
  });
  render(
    <AlertProvider>
      <RouterProvider router={router} />
    </AlertProvider>,
  );
}

const rowOf = (id: number) => screen.getByText(`#${id}`).closest('tr')!;
const buttonsOf = (id: number) =>
  within(rowOf(id))
    .queryAllByRole('button')
    .map((button) => button.textContent);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PaymentsToSettle', () => {
  it('one action per payment: a refused refund is retried, a payment under review is marked resolved', async () => {
    renderList(
      pageOf([
        payment(7),
        payment(8, { status: 'review', action: 'resolve', problem: 'razorpay reports payment pay_8 refunded' }),
      ]),
    );
    expect(await screen.findByText('2 payments to settle')).toBeTruthy();
    expect(buttonsOf(7)).toEqual(['Retry refund — payment #7']);
    expect(buttonsOf(8)).toEqual(['Mark resolved — payment #8']);
    expect(within(rowOf(7)).getByText('Refund refused')).toBeTruthy();
    expect(within(rowOf(7)).getByText(/BAD_REQUEST_ERROR/)).toBeTruthy();
    expect(within(rowOf(8)).getByText('Needs review')).toBeTruthy();
    expect(within(rowOf(8)).getByText('razorpay reports payment pay_8 refunded')).toBeTruthy();
  });

  it('nothing to settle says so', async () => {
    renderList(pageOf([]));
    expect(await screen.findByText('Nothing to settle: every payment placed its order or was refunded.')).toBeTruthy();
  });

  it('marking resolved asks what was done and sends it', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ id: 8, status: 'resolved' }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    renderList(pageOf([payment(8, { status: 'review', action: 'resolve' })]));
    fireEvent.click(await screen.findByRole('button', { name: 'Mark resolved — payment #8' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark payment #8 resolved' });
    const confirm = within(dialog).getByRole('button', { name: 'Mark resolved' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'What was done' }), {
      target: { value: 'Refunded by hand in the dashboard' },
    });
    fireEvent.click(confirm);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/admin/payments/8/resolve');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ note: 'Refunded by hand in the dashboard' });
    expect(await screen.findByText('Payment #8 is marked resolved')).toBeTruthy();
  });
});
