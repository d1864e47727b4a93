import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setCounts, useCounts } from '#src/web/lib/counts';
import {
  forgetShopper,
  rememberCart,
  rememberListEntry,
  rememberMyList,
  useCartEntry,
  useListed,
} from './shopping-store';

/**
 * A guest's page forgets the shopper at start (`ShoppingCounts`). Forgetting what is already empty must not re-render
 * the cards and badges: My List reaches the page through a context, and a change of it makes React hydrate at once,
 * in one long task, the home page's sections it had left for later.
 */
function Readers() {
  const renders = (Readers.renders += 1);
  const listed = useListed();
  const entry = useCartEntry(3, 30);
  const counts = useCounts();
  return (
    <p>
      renders {renders}, listed {listed.size}, cart line {entry ? entry.quantity : 'none'}, badges {counts.cart}/
      {counts.wishlist}
    </p>
  );
}
Readers.renders = 0;

describe('forgetting the shopper', () => {
  it('re-renders nothing when nothing was known, and empties what was', () => {
    render(<Readers />);
    expect(screen.getByText('renders 1, listed 0, cart line none, badges 0/0')).toBeTruthy();

    act(() => forgetShopper());
    act(() => rememberMyList([]));
    act(() => rememberCart([]));
    act(() => setCounts({ cart: 0 }));
    expect(screen.getByText('renders 1, listed 0, cart line none, badges 0/0')).toBeTruthy();

    act(() => {
      rememberListEntry(5, 50);
      rememberCart([{ id: 7, productId: 3, variantId: 30, quantity: 2, countInStock: 9, maxPerOrder: undefined }]);
    });
    expect(screen.getByText(/^renders \d+, listed 1, cart line 2, badges 1\/0$/)).toBeTruthy();

    act(() => forgetShopper());
    expect(screen.getByText(/^renders \d+, listed 0, cart line none, badges 0\/0$/)).toBeTruthy();
  });
});
