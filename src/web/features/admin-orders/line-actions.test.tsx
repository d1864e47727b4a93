import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { TAdminOrderDetail, TAdminOrderLine } from '#src/contracts/admin-orders';
import { AlertProvider } from '#src/web/lib/alert';
import { OrderDetail } from './order-detail';

/** The order detail's picking column (issue 16, docs/decisions/032): which actions each line offers, and why. */
const line = (id: number, overrides: Partial<TAdminOrderLine> = {}): TAdminOrderLine => ({
  id,
  productId: id,
  productTitle: `Dal ${id}`,
  image: '',
  quantity: 2,
  price: 150,
  subTotal: 300,
  mrp: null,
  discount: 0,
  variantId: id * 10,
  variantLabel: '1 kg',
  size: '',
  ram: '',
  weight: '',
  substitute: true,
  change: null,
  ...overrides,
});

const order = (status: string, products: TAdminOrderLine[]): TAdminOrderDetail => ({
  id: 42,
  _id: 42,
  paymentId: 'pay_1',
  providerOrderId: 'order_1',
  products,
  name: 'Asha Rao',
  phoneNumber: '9876500001',
  address: '12 MG Road',
  pincode: '560038',
  addressLine1: '',
  addressLine2: '',
  city: '',
  state: '',
  country: '',
  amount: 900,
  itemsTotal: 900,
  deliveryFee: 0,
  discount: 0,
  slot: null,
  email: 'asha@example.com',
  userid: 5,
  status,
  paymentMode: 'test',
  refund: null,
  refundedTotal: 0,
  figures: { discount: 0, refunded: 0, net: 300 },
  saved: 0,
  date: '2026-11-10T08:00:00.000Z',
  history: [],
});

function renderDetail(detail: TAdminOrderDetail) {
  const router = createMemoryRouter([{ path: '/admin/orders/:id', element: <OrderDetail order={detail} /> }], {
    initialEntries: ['/admin/orders/42'],
  });
  render(
    <AlertProvider>
      <RouterProvider router={router} />
    </AlertProvider>,
  );
}

const rowOf = (title: string) => screen.getByRole('cell', { name: title }).closest('tr')!;
const buttonsOf = (title: string) =>
  within(rowOf(title))
    .queryAllByRole('button')
    .map((button) => button.textContent);

const refund = { refundedAt: null, id: null, error: null, attemptedAt: '2026-11-10T10:00:00.000Z', canRetry: false };

describe('OrderDetail: a line’s picking actions', () => {
  it('confirmed: Unavailable and Substitute… on each line; only Unavailable where the shopper chose no substitutes', () => {
    renderDetail(order('confirmed', [line(1), line(2, { substitute: false })]));
    expect(buttonsOf('Dal 1')).toEqual(['Mark unavailable — Dal 1 (1 kg)', 'Substitute… — Dal 1 (1 kg)']);
    expect(buttonsOf('Dal 2')).toEqual(['Mark unavailable — Dal 2 (1 kg)']);
    expect(within(rowOf('Dal 2')).getByText('No substitutes')).toBeTruthy();
    expect(within(rowOf('Dal 2')).getByText('The shopper chose no substitutes')).toBeTruthy();
    expect(within(rowOf('Dal 1')).getByText('Allowed')).toBeTruthy();
  });

  it.each(['pending', 'out_for_delivery', 'delivered', 'cancelled'])('%s: no line actions', (status) => {
    renderDetail(order(status, [line(1)]));
    expect(buttonsOf('Dal 1')).toEqual([]);
  });

  it('a changed line shows what happened and its refund; a failed refund offers the retry, with its reason', () => {
    renderDetail(
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
      ]),
    );
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
});
