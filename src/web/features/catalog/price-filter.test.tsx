import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ListingFilters } from './listing-params';
import { PriceFilter } from './price-filter';

/** The filter on a listing page of a memory router; the page shows the URL the filter navigated to. */
function renderAt(filters: Partial<ListingFilters>, keep: Record<string, string> = {}) {
  function Page() {
    const location = useLocation();
    return (
      <>
        <PriceFilter filters={{ page: 1, sort: 'newest', ...filters }} keep={keep} />
        <output data-testid="url">{`${location.pathname}${location.search}`}</output>
      </>
    );
  }
  const router = createMemoryRouter([{ path: '/category/:id', element: <Page /> }], {
    initialEntries: ['/category/3?page=4'],
  });
  render(<RouterProvider router={router} />);
}

const from = () => screen.getByRole('spinbutton', { name: 'Minimum price' }) as HTMLInputElement;
const to = () => screen.getByRole('spinbutton', { name: 'Maximum price' }) as HTMLInputElement;
const url = () => screen.getByTestId('url').textContent;

describe('PriceFilter', () => {
  it('starts at the slider’s ends (Rs 100 to Rs 60,000) when the URL sets no bounds', () => {
    renderAt({});
    expect([from().value, to().value]).toEqual(['100', '60000']);
  });

  it('rounds a typed price to the step of 5 and keeps it within 100–60,000 when the box is left', async () => {
    const user = userEvent.setup();
    renderAt({});
    await user.clear(from());
    await user.type(from(), '123');
    await user.tab();
    expect(from().value).toBe('125');
    await user.clear(to());
    await user.type(to(), '99999');
    await user.tab();
    expect(to().value).toBe('60000');
  });

  it('applies the range to the URL from page 1, an end of the slider meaning no bound, keeping other filters', async () => {
    const user = userEvent.setup();
    renderAt({ rating: 4, sort: 'price-asc' }, { q: 'rice' });
    await user.clear(from());
    await user.type(from(), '500');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(url()).toBe('/category/3?q=rice&minPrice=500&rating=4&sort=price-asc');
  });

  it('swaps bounds typed the wrong way round, and treats an emptied box as the slider’s end', async () => {
    const user = userEvent.setup();
    renderAt({ minPrice: 200, maxPrice: 900 });
    await user.clear(from());
    await user.type(from(), '2000');
    await user.clear(to());
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(url()).toBe('/category/3?minPrice=2000');
    await user.clear(from());
    await user.type(from(), '3000');
    await user.clear(to());
    await user.type(to(), '1000');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(url()).toBe('/category/3?minPrice=1000&maxPrice=3000');
  });
});
