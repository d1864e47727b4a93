import { BadgeCheck } from '#src/web/components/ui/icons';
import type { TReview } from '#src/contracts/reviews';
import { TEXT } from '#src/shared/texts';
import { Stars } from '#src/web/components/ui/stars';
import { shopDay } from '#src/shared/shop-time';
import { useShopTimeZone } from '#src/web/lib/shop';

const AVATAR_COLOURS = [
  'bg-brand-100 text-brand-800',
  'bg-deal-100 text-deal-700',
  'bg-sky-100 text-sky-800',
  'bg-rose-100 text-rose-800',
  'bg-violet-100 text-violet-800',
];

/** The API answers oldest first (the original server's order); the page shows the newest first. */
const newestFirst = (a: TReview, b: TReview) => b.dateCreated.localeCompare(a.dateCreated) || b.id - a.id;

/** A small "Verified purchase" mark: the reviewer had ordered the product (decision 018). */
function VerifiedBadge() {
  return (
    <span
      title={TEXT.catalog.verifiedPurchaseHint}
      className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800"
    >
      <BadgeCheck aria-hidden="true" className="size-3.5" />
      {TEXT.catalog.verifiedPurchase}
    </span>
  );
}

/**
 * Reviews newest first in a scrollable list: initial as avatar, name, a "Verified purchase" badge where it applies,
 * the shop's day it was written (decision 058), half-step stars, text. Above it, when any, how many come from verified purchases (the product's average counts all).
 */
export function ReviewsList({ reviews }: { reviews: TReview[] }) {
  const timeZone = useShopTimeZone();
  if (reviews.length === 0) {
    return <p className="rounded-2xl bg-slate-50 px-5 py-6 text-slate-600">{TEXT.catalog.noReviews}</p>;
  }
  const verified = reviews.filter((review) => review.verifiedPurchase).length;
  return (
    <>
      {verified > 0 && (
        <p className="mb-3 text-sm text-slate-600">{TEXT.catalog.verifiedCount(verified, reviews.length)}</p>
      )}
      {/* Focusable so keyboard users can scroll it (axe: scrollable-region-focusable). */}
      <ul
        tabIndex={0}
        aria-label={TEXT.catalog.reviews(reviews.length)}
        className="max-h-[30rem] space-y-3 overflow-y-auto rounded-2xl pr-1 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {[...reviews].sort(newestFirst).map((review) => (
          <li key={review.id} className="flex gap-4 rounded-2xl border border-slate-200/80 bg-white p-4 sm:p-5">
            <span
              aria-hidden="true"
              className={`flex size-11 shrink-0 items-center justify-center rounded-full text-lg font-bold uppercase ${AVATAR_COLOURS[review.customerName.length % AVATAR_COLOURS.length]}`}
            >
              {review.customerName.trim().charAt(0) || '?'}
            </span>
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
                <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold text-slate-900">
                  {review.customerName}
                  {review.verifiedPurchase && <VerifiedBadge />}
                </p>
                <Stars value={review.customerRating} />
              </div>
              <p className="text-xs text-slate-600">
                <time dateTime={shopDay(review.dateCreated, timeZone)}>{shopDay(review.dateCreated, timeZone)}</time>
              </p>
              <p className="mt-2 leading-relaxed whitespace-pre-line text-slate-700">{review.review}</p>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
