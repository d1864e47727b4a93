import type { AppLoadContext } from 'react-router';
import type { TCategory, TCategoryChild } from '#src/contracts/catalog';
import { PAGE_SIZE_DEFAULT } from '#src/shared/constants';
import { TEXT } from '#src/shared/texts';
import { locationFromRequest } from '#src/web/lib/location';
import { categoryHref, subCategoryHref } from '#src/web/features/layout/index';
import { listingSearch, parseListingParams, type ListingFilters } from './listing-params';
import { idParam, notFound, orNotFound } from '#src/web/lib/not-found';
import { forLocation } from './loader-helpers';
import { toCardListing, type CardListing } from './product-card';
import { absoluteImage, breadcrumbJsonLd, pageMeta, siteOrigin } from './seo';
import type { ShopSettings } from '#src/shared/shop';
import { freeDeliveryPhrase } from '#src/web/lib/shop';

export type ListingKind = 'category' | 'subCat';

export type ListingScope = {
  kind: ListingKind;
  category: TCategory;
  subCategory: TCategoryChild | null;
};

export type ListingData = {
  scope: ListingScope;
  categories: TCategory[];
  listing: CardListing;
  filters: ListingFilters;
  origin: string;
  canonical: string;
};

/** Finds the page's category (or sub-category and its parent) in the category tree; anything else is a 404. */
function findScope(categories: TCategory[], kind: ListingKind, id: number): ListingScope {
  for (const category of categories) {
    if (kind === 'category' && category.id === id) return { kind, category, subCategory: null };
    if (kind === 'subCat') {
      const subCategory = category.children.find((child) => child.id === id);
      if (subCategory) return { kind, category, subCategory };
    }
  }
  notFound();
}

/** Shared loader of `/products/category/:id` and `/products/subCat/:id`. */
export async function loadListing(
  { context, request, params }: { context: AppLoadContext; request: Request; params: { id?: string } },
  kind: ListingKind,
): Promise<ListingData> {
  const id = idParam(params.id);
  const catalog = context.api.catalog;
  const { categoryList } = await catalog.categories();
  const scope = findScope(categoryList, kind, id);
  const url = new URL(request.url);
  const filters = parseListingParams(url.searchParams);
  const query = {
    ...(kind === 'category' ? { catId: id } : { subCatId: id }),
    ...filters,
    perPage: PAGE_SIZE_DEFAULT,
  };
  const listing = await forLocation(locationFromRequest(request), (location) =>
    orNotFound((kind === 'category' ? catalog.byCategory : catalog.bySubCategory)({ query: { ...query, location } })),
  );
  const origin = siteOrigin(context.publicConfig.publicUrl);
  // Filtered variants of a listing point search engines at the plain listing (its pages are their own).
  const canonical = `${origin}${url.pathname}${listingSearch({ page: filters.page, sort: 'newest' })}`;
  // The page shows cards only: card fields travel in the HTML, not whole products.
  return { scope, categories: categoryList, listing: toCardListing(listing), filters, origin, canonical };
}

export function scopeName(scope: ListingScope): string {
  return scope.subCategory?.name ?? scope.category.name;
}

/** Home > category > sub-category; the last crumb is the page itself. */
export function listingCrumbs(scope: ListingScope) {
  const crumbs = [
    { label: TEXT.shell.home, to: '/' },
    { label: scope.category.name, to: categoryHref(scope.category) },
  ];
  if (scope.subCategory) crumbs.push({ label: scope.subCategory.name, to: subCategoryHref(scope.subCategory) });
  return crumbs;
}

export function listingMeta(data: ListingData | undefined, shop: ShopSettings) {
  // The page failed (Page Not Found, or another error): the error page gives its own title.
  if (!data) return [{ name: 'robots', content: 'noindex' }];
  const name = scopeName(data.scope);
  const page = data.filters.page > 1 ? ` - ${TEXT.catalog.page(data.filters.page)}` : '';
  const image = (data.scope.subCategory ?? data.scope.category).images[0];
  return [
    ...pageMeta({
      siteName: shop.name,
      title: `${name}${page} | ${shop.name}`,
      description: TEXT.catalog.categoryDescription(name, data.listing.total, shop.name, freeDeliveryPhrase(shop)),
      url: data.canonical,
      image: image ? absoluteImage(data.origin, image) : undefined,
    }),
    {
      'script:ld+json': breadcrumbJsonLd(
        listingCrumbs(data.scope).map((crumb) => ({ name: crumb.label, url: `${data.origin}${crumb.to}` })),
      ),
    },
  ];
}
