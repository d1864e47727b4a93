import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { TReview } from '#src/contracts/reviews';
import { ReviewsList } from './reviews-list';

/** A review's date is the shop's day it was written (docs/decisions/058), not the UTC date of its instant. */
const review = (id: number, dateCreated: string): TReview => ({
  id,
  _id: id,
  productId: 7,
  customerName: `Reviewer ${id}`,
  customerId: null,
  review: `Review ${id}`,
  customerRating: 4,
  dateCreated,
  verifiedPurchase: false,
});

function renderReviews(reviews: TReview[], timeZone: string) {
  const router = createMemoryRouter([{ id: 'root', path: '/', element: <ReviewsList reviews={reviews} /> }], {
    initialEntries: ['/'],
    hydrationData: { loaderData: { root: { timeZone } } },
  });
  render(<RouterProvider router={router} />);
}

const dateOf = (id: number) => screen.getByText(`Review ${id}`).closest('li')!.querySelector('time');

describe('ReviewsList', () => {
  it('dates a review written at 20:00 UTC on the 28th the 29th, the shop’s day in Asia/Kolkata', () => {
    renderReviews([review(1, '2026-11-28T20:00:00.000Z'), review(2, '2026-11-28T10:00:00.000Z')], 'Asia/Kolkata');
    expect(dateOf(1)?.textContent).toBe('2026-11-29');
    expect(dateOf(1)?.getAttribute('datetime')).toBe('2026-11-29');
    expect(dateOf(2)?.textContent).toBe('2026-11-28');
  });

  it('uses the zone the root loader gives (SHOP_TIME_ZONE), not a fixed one', () => {
    renderReviews([review(3, '2026-11-28T02:00:00.000Z')], 'America/New_York');
    expect(dateOf(3)?.textContent).toBe('2026-11-27');
  });
});
