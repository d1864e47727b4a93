import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { TSuggestion } from '#src/contracts/catalog';
import { SearchBox } from './search-box';

const product = (id: number, name: string): TSuggestion => ({
  type: 'product',
  id,
  _id: id,
  name,
  image: null,
  catId: 1,
});

/** The suggestions each typed text gets, as the server would answer them. */
const ANSWERS: Record<string, TSuggestion[]> = {
  ap: [product(1, 'Apple juice'), product(2, 'Apricots'), product(3, 'Grapes')],
  apr: [product(2, 'Apricots'), product(4, 'Apricot jam')],
  apri: [product(4, 'Apricot jam')],
};

function setUp() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const query = new URL(String(input), 'http://shop.test').searchParams.get('q') ?? '';
      return new Response(JSON.stringify(ANSWERS[query] ?? []), { headers: { 'content-type': 'application/json' } });
    }),
  );
  const router = createMemoryRouter([{ path: '/', element: <SearchBox /> }]);
  render(<RouterProvider router={router} />);
  return { user: userEvent.setup(), box: screen.getByRole('combobox', { name: 'Search for items...' }) };
}

const chosenName = (box: HTMLElement) => {
  const id = box.getAttribute('aria-activedescendant');
  return id === null ? null : document.getElementById(id)?.textContent;
};

describe('SearchBox', () => {
  it('keeps the suggestion chosen with the arrows when a newer answer still lists it, wherever it moved', async () => {
    const { user, box } = setUp();
    await user.type(box, 'ap');
    await screen.findByRole('option', { name: 'Grapes' });
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(chosenName(box)).toBe('Apricots');

    // The shopper typed on: the new list puts the chosen item first, and the choice stays on it.
    await user.type(box, 'r');
    await waitFor(() => expect(screen.queryByRole('option', { name: 'Grapes' })).toBeNull());
    expect(screen.getByRole('option', { name: 'Apricots' }).getAttribute('aria-selected')).toBe('true');
    expect(chosenName(box)).toBe('Apricots');

    // A list without it: nothing is chosen, and the next arrow starts from the top.
    await user.type(box, 'i');
    await waitFor(() => expect(screen.queryByRole('option', { name: 'Apricots' })).toBeNull());
    expect(box.getAttribute('aria-activedescendant')).toBeNull();
    await user.keyboard('{ArrowDown}');
    expect(chosenName(box)).toBe('Apricot jam');
  });
});
