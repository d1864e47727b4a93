import { render, screen } from '@testing-library/react';
import type { AppLoadContext } from 'react-router';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BACK_OFFICE_COOKIE } from '#src/shared/constants';
import { ADMIN_ORDERS_TEXT } from '#src/shared/texts/admin-orders';
import { AlertProvider } from '#src/web/lib/alert';
import { loader } from '#src/web/routes/admin/order-slips';
import { OrderListActions } from './order-list-actions';
import type { OrderFilters } from './order-filters';

/**
 * The packing slips' day when none is asked is today on the shop's clock (docs/decisions/058): at 20:00 UTC on the
 * 28th it is 01:30 on the 29th in Asia/Kolkata, so the list's link and the slips page open the 29th, not the 28th.
 */
const EVENING_UTC = '2026-11-28T20:00:00Z';
const SHOP_ZONE = 'Asia/Kolkata';

afterEach(() => {
  vi.useRealTimers();
});

function renderActions(filters: OrderFilters) {
  const router = createMemoryRouter(
    [{ id: 'root', path: '/admin/orders', element: <OrderListActions filters={filters} /> }],
    { initialEntries: ['/admin/orders'], hydrationData: { loaderData: { root: { timeZone: SHOP_ZONE } } } },
  );
  render(
    <AlertProvider>
      <RouterProvider router={router} />
    </AlertProvider>,
  );
}

const slipsLink = () => screen.getByRole('link', { name: ADMIN_ORDERS_TEXT.list.slips }).getAttribute('href');

describe("the order list's packing-slips link", () => {
  it('without a one-day filter opens the shop’s today: the 29th at 20:00 UTC on the 28th', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(EVENING_UTC) });
    renderActions({});
    expect(slipsLink()).toBe('/admin/orders/slips?date=2026-11-29');
  });

  it('with a one-day filter opens that day', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(EVENING_UTC) });
    renderActions({ from: '2026-11-20', to: '2026-11-20' });
    expect(slipsLink()).toBe('/admin/orders/slips?date=2026-11-20');
  });
});

describe("the packing slips page's loader", () => {
  /** The day the page asks the API for: the slips the grocer sees are that day's. */
  async function askedDay(url: string): Promise<unknown> {
    const asked: unknown[] = [];
    const context = {
      publicConfig: { timeZone: SHOP_ZONE },
      apiAs: () => ({
        adminOrders: {
          slips: async ({ query }: { query: unknown }) => {
            asked.push(query);
            return { date: '', slot: null, slips: [], total: 0 };
          },
        },
      }),
    } as unknown as AppLoadContext;
    // The server's request carries the back office's cookie; a browser's Request (happy-dom) drops that header.
    const cookie = `${BACK_OFFICE_COOKIE}=token`;
    const request = { url, headers: { get: (name: string) => (name === 'cookie' ? cookie : null) } } as Request;
    await loader({ context, request, params: {} } as Parameters<typeof loader>[0]);
    return asked[0];
  }

  it('without a day asks for the shop’s today: the 29th at 20:00 UTC on the 28th', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(EVENING_UTC) });
    expect(await askedDay('http://shop.test/admin/orders/slips')).toEqual({ date: '2026-11-29' });
    expect(await askedDay('http://shop.test/admin/orders/slips?date=not-a-day')).toEqual({ date: '2026-11-29' });
  });

  it('with a day asks for that day', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(EVENING_UTC) });
    expect(await askedDay('http://shop.test/admin/orders/slips?date=2026-11-20')).toEqual({ date: '2026-11-20' });
  });
});
