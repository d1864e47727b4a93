import { BadgeCheck } from '#src/web/components/ui/icons';
import { useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import type { TAdminReview, TAdminReviewsPage } from '#src/contracts/admin-reviews';
import { ADMIN_CUSTOMERS_TEXT } from '#src/shared/texts/admin-customers';
import { Badge } from '#src/web/components/ui/badge';
import { Button } from '#src/web/components/ui/button';
import { Field, SelectField } from '#src/web/components/ui/field';
import {
  AdminPage,
  AdminPanel,
  adminApi,
  useAdminAction,
  type Column,
  FilterActions,
  FilteredTable,
  LINK,
  When,
} from '#src/web/features/admin/index';

const T = ADMIN_CUSTOMERS_TEXT.reviews;
export const REVIEW_FILTERS = ['rating', 'hidden', 'productId', 'q'] as const;
export type ReviewFilters = Record<(typeof REVIEW_FILTERS)[number], string>;

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

const COLUMNS: Column<TAdminReview>[] = [
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

/** Review moderation (docs/decisions/028): filters in the address, hide or show each review in place. */
export function ReviewList({ list, filters }: { list: TAdminReviewsPage; filters: ReviewFilters }) {
  const busy = useNavigation().state === 'loading';
  const filtered = REVIEW_FILTERS.some((name) => filters[name]);
  const hrefFor = (page: number) => {
    const params = new URLSearchParams(Object.entries(filters).filter(([, value]) => value));
    params.set('page', String(page));
    return `/admin/reviews?${params}`;
  };
  return (
    <AdminPage title={T.title} description={T.intro}>
      <AdminPanel className="p-4">
        <Form
          method="get"
          aria-label={T.filters}
          className="grid items-end gap-4 md:grid-cols-[8rem_10rem_8rem_1fr_auto]"
        >
          <SelectField id="reviews-rating" name="rating" label={T.rating} defaultValue={filters.rating}>
            <option value="">{T.anyRating}</option>
            {[5, 4, 3, 2, 1].map((n) => (
              <option key={n} value={n}>
                {T.stars(n)}
              </option>
            ))}
          </SelectField>
          <SelectField id="reviews-hidden" name="hidden" label={T.visibility} defaultValue={filters.hidden}>
            <option value="">{T.any}</option>
            <option value="false">{T.shownOnly}</option>
            <option value="true">{T.hiddenOnly}</option>
          </SelectField>
          <Field
            id="reviews-product"
            name="productId"
            inputMode="numeric"
            label={T.productId}
            defaultValue={filters.productId}
          />
          <Field id="reviews-q" name="q" type="search" label={T.search} defaultValue={filters.q} />
          <FilterActions
            busy={busy}
            apply={T.apply}
            clear={filtered ? { to: '/admin/reviews', label: T.clear } : null}
          />
        </Form>
      </AdminPanel>
      <FilteredTable
        summary={T.total(list.total)}
        page={list.page}
        totalPages={list.totalPages}
        hrefFor={hrefFor}
        caption={T.caption}
        columns={COLUMNS}
        rows={list.reviews}
        rowKey={(review) => review.id}
        empty={filtered ? T.emptyFiltered : T.empty}
      />
    </AdminPage>
  );
}
