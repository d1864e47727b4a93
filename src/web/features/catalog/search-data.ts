import type { AppLoadContext } from 'react-router';
import type { TCategory } from '#src/contracts/catalog';
import { PAGE_SIZE_DEFAULT, SEARCH_QUERY_MAX } from '#src/shared/constants';
import { TEXT } from '#src/shared/texts';
import { locationFromRequest } from '#src/web/lib/location';
import { parseSearchParams, type ListingFilters } from './listing-params';
import { forLocation } from './loader-helpers';
import { toCardListing, type CardListing } from './product-card';
import { pageMeta, siteOrigin } from './seo';
import type { ShopSettings } from '#src/shared/shop';
import { freeDeliveryPhrase } from '#src/web/lib/shop';

export type SearchData = {
  q: string;
  categories: TCategory[];
  listing: CardListing;
  filters: ListingFilters;
  canonical: string;
  /** Nothing matched: a spelling that finds something (issue 32 §3). */
  didYouMean?: string;
};

const EMPTY = { products: [], total: 0, page: 1, totalPages: 0 };

/**
 * Loader of `/search?q=`: ranked, typo-tolerant results of one page, in relevance order or the listing's order the
 * address names (`sort=`); an empty query shows no results.
 */
export async function loadSearch({
  context,
  request,
}: {
  context: AppLoadContext;
  request: Request;
}): Promise<SearchData> {
  const url = new URL(request.url);
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, SEARCH_QUERY_MAX);
  const filters = parseSearchParams(url.searchParams);
  const catalog = context.api.catalog;
  const [{ categoryList }, listing] = await Promise.all([
    catalog.categories(),
    q
      ? forLocation(locationFromRequest(request), (location) =>
          context.api.search.results({
            query: {
              q,
              page: filters.page,
              perPage: PAGE_SIZE_DEFAULT,
              location,
              minPrice: filters.minPrice,
              maxPrice: filters.maxPrice,
              rating: filters.rating,
              sort: filters.sort,
            },
          }),
        )
      : Promise.resolve(EMPTY),
  ]);
  const params = new URLSearchParams(q ? { q } : {});
  if (filters.page > 1) params.set('page', String(filters.page));
  const search = params.toString();
  const canonical = `${siteOrigin(context.publicConfig.publicUrl)}/search${search ? `?${search}` : ''}`;
  return {
    q,
    categories: categoryList,
    // The page shows cards only (as the listing).
    listing: toCardListing(listing),
    filters,
    canonical,
    ...('didYouMean' in listing && listing.didYouMean !== undefined ? { didYouMean: listing.didYouMean } : {}),
  };
}

export function searchMeta(data: SearchData | undefined, shop: ShopSettings) {
  // The page failed (too many searches, say): the error page gives its own title.
  if (!data) return [{ name: 'robots', content: 'noindex' }];
  const q = data.q;
  const title = q ? TEXT.catalog.searchTitle(q) : TEXT.shell.search;
  return pageMeta({
    siteName: shop.name,
    title: `${title} | ${shop.name}`,
    description: q
      ? TEXT.catalog.searchDescription(q, data.listing.total, shop.name)
      : TEXT.home.description(freeDeliveryPhrase(shop)),
    url: data.canonical,
    // Result pages are for shoppers, not for search engines' indexes; their links are still followed.
    noindex: true,
  });
}
