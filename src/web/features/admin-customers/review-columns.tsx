import { BadgeCheck } from '#src/web/components/ui/icons';
import { useState } from 'react';
import { Link } from 'react-router';
import type { TAdminReview } from '#src/contracts/admin-reviews';
import { ADMIN_CUSTOMERS_TEXT } from '#src/shared/texts/admin-customers';
import { Badge } from '#src/web/components/ui/badge';
import { Button } from '#src/web/components/ui/button';
import { adminApi, useAdminAction, type Column, LINK, When } from '#src/web/features/admin/index';

const T = ADMIN_CUSTOMERS_TEXT.reviews;

/** Hides a shown review or shows a hidden one, in place. */
function HideButton({ review }: { review: TAdminReview }) {
  const [busy, setBusy] = useState(false);
  const act = useAdminAction();
  const hide = !review.hidden;
  return (
    <Button
      variant={hide ? 'secondary' : 'primary'}
      size="sm"
      busy={busy}
      aria-label={
        hide
          ? T.hideLabel(review.customerName, review.productTitle)
          : T.showLabel(review.customerName, review.productTitle)
      }
      onClick={async () => {
        setBusy(true);
        await act(
          () => adminApi.adminReviews.setHidden({ params: { id: review.id }, body: { hidden: hide } }),
          hide ? T.hiddenDone : T.shownDone,
        );
        setBusy(false);
      }}
    >
      {hide ? T.hide : T.show}
    </Button>
  );
}

/** The moderation table's columns; the last hides or shows the review. */
export const REVIEW_COLUMNS: Column<TAdminReview>[] = [
  {
    key: 'when',
    header: T.when,
    className: 'whitespace-nowrap',
    cell: (review) => <When iso={review.dateCreated} show="day" />,
  },
  {
    key: 'product',
    header: T.product,
    className: 'min-w-[10rem]',
    cell: (review) => (
      <Link className={LINK} to={`/product/${review.productId}`}>
        {review.productTitle || `#${review.productId}`}
      </Link>
    ),
  },
  {
    key: 'author',
    header: T.author,
    cell: (review) => (
      <span className="flex flex-col gap-1">
        {review.customerId ? (
          <Link className={LINK} to={`/admin/customers/${review.customerId}`}>
            {review.customerName}
          </Link>
        ) : (
          <span>{review.customerName}</span>
        )}
        {review.verifiedPurchase ? (
          <span className="inline-flex items-center gap-1 text-xs font-semibold text-brand-800">
            <BadgeCheck className="size-3.5" aria-hidden="true" />
            {T.verified}
          </span>
        ) : null}
      </span>
    ),
  },
  {
    key: 'review',
    header: T.review,
    className: 'min-w-[16rem]',
    cell: (review) => (
      <span className="flex flex-col gap-1">
        <span className="font-semibold text-slate-900 tabular-nums">{T.ratingOf(review.customerRating)}</span>
        <span className="whitespace-pre-line text-slate-800">{review.review}</span>
      </span>
    ),
  },
  {
    key: 'state',
    header: T.state,
    cell: (review) => <Badge tone={review.hidden ? 'neutral' : 'brand'}>{review.hidden ? T.hidden : T.shown}</Badge>,
  },
  { key: 'action', header: T.action, cell: (review) => <HideButton review={review} /> },
];
