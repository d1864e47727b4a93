import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CountrySelector } from './country-selector';

const COUNTRIES = [
  { _id: 'in', country: 'India', iso2: 'IN' },
  { _id: 'gb', country: 'United Kingdom', iso2: 'GB' },
  { _id: 'ae', country: 'United Arab Emirates', iso2: 'AE' },
];

/** The countries call answered without a server; the page reload a choice triggers, recorded. */
function setUp() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(COUNTRIES), { headers: { 'content-type': 'application/json' } })),
  );
  const reload = vi.fn();
  vi.stubGlobal('location', { ...window.location, reload });
  return { user: userEvent.setup(), reload };
}

const opener = () => screen.getByRole('button', { name: /Your location/ });

describe('CountrySelector', () => {
  // The panel is loaded on first open (lazy): load its module once up front, so opening only waits for the list.
  beforeAll(() => import('./country-panel'));

  it('lists the countries by name after "All countries", filtered by what is typed', async () => {
    const { user } = setUp();
    render(<CountrySelector location="All" />);
    expect(opener().textContent).toContain('All countries');
    await user.click(opener());
    const dialog = await screen.findByRole('dialog', { name: 'Choose your delivery location' });
    await screen.findByRole('button', { name: 'India' });
    const names = [...dialog.querySelectorAll('li button')].map((button) => button.textContent?.trim());
    expect(names).toEqual(['All countries', 'India', 'United Arab Emirates', 'United Kingdom']);
    await user.type(screen.getByRole('searchbox'), 'united');
    const filtered = [...dialog.querySelectorAll('li button')].map((button) => button.textContent?.trim());
    expect(filtered).toEqual(['United Arab Emirates', 'United Kingdom']);
  });

  it('stores the choice the spec’s way (localStorage and the cookie) and reloads the page', async () => {
    const { user, reload } = setUp();
    render(<CountrySelector location="All" />);
    await user.click(opener());
    await user.click(await screen.findByRole('button', { name: 'United Kingdom' }));
    expect(window.localStorage.getItem('location')).toBe('United Kingdom');
    expect(window.localStorage.getItem('locationTabIndex')).toBe('3');
    expect(document.cookie).toContain('location=United%20Kingdom');
    expect(reload).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on Escape, giving the focus back to its button, and on a click outside', async () => {
    const { user } = setUp();
    render(
      <>
        <CountrySelector location="India" />
        <p>Elsewhere</p>
      </>,
    );
    expect(opener().textContent).toContain('India');
    await user.click(opener());
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener());
    await user.click(opener());
    await screen.findByRole('dialog');
    fireEvent.pointerDown(screen.getByText('Elsewhere'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
