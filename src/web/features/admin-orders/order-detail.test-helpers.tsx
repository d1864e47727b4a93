import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { TAdminOrderDetail, TAdminOrderLine } from '#src/contracts/admin-orders';
import { AlertProvider } from '#src/web/lib/alert';
import { OrderDetail } from './order-detail';

/** The order screen's tests' data (line-actions, adjust-actions): one line, one order, the screen rendered. */
export const line = (id: number, overrides: Partial<TAdminOrderLine> = {}): TAdminOrderLine => ({
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
  unavailableRefund: 300,
  unitsLeft: 2,
  ...overrides,
});

export const order = (status: string, products: TAdminOrderLine[]): TAdminOrderDetail => ({
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
  lineEvents: [],
  adjustments: [],
});

/** Inside the back office's layout route, signed in with `role` (its loader's answer, as the server renders it). */
export function renderDetail(detail: TAdminOrderDetail, role: 'owner' | 'staff' | 'packer' = 'owner') {
  const me = { name: 'Sunil', email: 'sunil@example.com', role };
  const router = createMemoryRouter(
    [
      {
        id: 'routes/admin/layout',
        path: '/admin',
        loader: () => ({ me }),
        children: [{ path: 'orders/:id', element: <OrderDetail order={detail} documents={[]} /> }],
      },
    ],
    { initialEntries: ['/admin/orders/42'], hydrationData: { loaderData: { 'routes/admin/layout': { me } } } },
  );
  render(
    <AlertProvider>
      <RouterProvider router={router} />
    </AlertProvider>,
  );
}

/** A line's card (issue 31 §3): its product's heading and everything under it. */
export const rowOf = (title: string) => screen.getByRole('heading', { name: title }).closest('li')!;
