import { Form, useNavigation } from 'react-router';
import type { TAdminReviewsPage } from '#src/contracts/admin-reviews';
import { ADMIN_CUSTOMERS_TEXT } from '#src/shared/texts/admin-customers';
import { Field, SelectField } from '#src/web/components/ui/field';
import { AdminPage, AdminPanel, FilterActions, FilteredTable } from '#src/web/features/admin/index';
import { REVIEW_COLUMNS } from './review-columns';

const T = ADMIN_CUSTOMERS_TEXT.reviews;
export const REVIEW_FILTERS = ['rating', 'hidden', 'productId', 'q'] as const;
export type ReviewFilters = Record<(typeof REVIEW_FILTERS)[number], string>;

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
        columns={REVIEW_COLUMNS}
        rows={list.reviews}
        rowKey={(review) => review.id}
        empty={filtered ? T.emptyFiltered : T.empty}
      />
    </AdminPage>
  );
}
