import { ADMIN_CUSTOMERS_TEXT } from '#src/shared/texts/admin-customers';
import { REVIEW_FILTERS, ReviewList, type ReviewFilters } from '#src/web/features/admin-customers/index';
import { adminLoad, adminTitle, pageParam } from '#src/web/features/admin/index';
import type { Route } from './+types/reviews';

export function meta({ matches }: Route.MetaArgs) {
  return adminTitle(ADMIN_CUSTOMERS_TEXT.reviews.title, matches);
}

/** Admins only (staff get the back office's 404); the filters live in the address. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const filters = Object.fromEntries(
    REVIEW_FILTERS.map((name) => [name, params.get(name)?.trim() ?? '']),
  ) as ReviewFilters;
  const list = await adminLoad({ context, request }, (api) =>
    api.adminReviews.list({
      query: {
        ...(/^[1-5]$/.test(filters.rating) ? { rating: Number(filters.rating) } : {}),
        ...(filters.hidden === 'true' || filters.hidden === 'false' ? { hidden: filters.hidden === 'true' } : {}),
        ...(/^\d{1,9}$/.test(filters.productId) && Number(filters.productId) > 0
          ? { productId: Number(filters.productId) }
          : {}),
        ...(filters.q ? { q: filters.q.slice(0, 100) } : {}),
        page: pageParam(params),
      },
    }),
  );
  return { list, filters };
}

export default function Reviews({ loaderData }: Route.ComponentProps) {
  return <ReviewList list={loaderData.list} filters={loaderData.filters} />;
}
