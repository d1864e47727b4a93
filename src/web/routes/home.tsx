import { Suspense } from 'react';
import type { TBanner, TCategory, TProduct } from '#src/contracts/catalog';
import { HOME_PRODUCTS_MAX } from '#src/shared/constants';
import { imageUrl } from '#src/shared/images';
import { TEXT } from '#src/shared/texts';
import { BannerSlider } from '../features/home/banner-slider';
import { BannerStrip } from '../features/home/banner-strip';
import { CategorySlider } from '../features/home/category-slider';
import { toCardProduct } from '../features/catalog/product-card';
import { pageMeta, siteOrigin } from '../features/catalog/seo';
import { FeaturedProducts } from '../features/home/featured-products';
import { PopularProducts } from '../features/home/popular-products';
import { throwIfPageFails } from '../lib/page-failure';
import { locationFromRequest } from '../lib/location';
import type { Route } from './+types/home';
import { freeDeliveryPhrase, shopOf, useShop } from '#src/web/lib/shop';

/**
 * A failed section renders empty instead of failing the whole page (but the database being down, 503, or a limit on
 * this address, 429, fails it).
 */
async function orElse<T>(promise: Promise<T>, fallback: T, what: string): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    throwIfPageFails(error);
    console.error(`home loader: ${what} unavailable`, error);
    return fallback;
  }
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const catalog = context.api.catalog;
  const location = locationFromRequest(request);
  const categoriesRequest = orElse(
    catalog.categories().then((r) => r.categoryList),
    [] as TCategory[],
    'categories',
  );
  const firstProductsRequest = categoriesRequest.then(async (categories) => {
    const first = categories[0];
    if (!first) return [] as TProduct[];
    return orElse(
      catalog.byCategory({ query: { catId: first.id, location, perPage: HOME_PRODUCTS_MAX } }).then((r) => r.products),
      null,
      'popular products',
    );
  });
  const [categories, firstProducts, homeBanners, banners, sideBanners, featured] = await Promise.all([
    categoriesRequest,
    firstProductsRequest,
    orElse(catalog.homeBanners(), [] as TBanner[], 'home banners'),
    orElse(catalog.banners(), [] as TBanner[], 'banners'),
    orElse(catalog.sideBanners(), [] as TBanner[], 'side banners'),
    orElse(catalog.featured({ query: { location } }), [] as TProduct[], 'featured products'),
  ]);
  return {
    origin: siteOrigin(context.publicConfig.publicUrl),
    location,
    categories,
    // The page shows cards only: card fields travel in the HTML, not whole products.
    firstProducts: firstProducts?.map(toCardProduct) ?? null,
    homeBanners,
    banners,
    sideBanner: sideBanners[0] ?? null,
    // Spec §9: a home product list shows at most HOME_PRODUCTS_MAX products.
    featured: featured.slice(0, HOME_PRODUCTS_MAX).map(toCardProduct),
  };
}

export function meta({ data, matches }: Route.MetaArgs): Route.MetaDescriptors {
  const shop = shopOf(matches);
  const title = TEXT.home.title(shop.name);
  const description = TEXT.home.description(freeDeliveryPhrase(shop));
  const image = data?.homeBanners[0]?.images[0];
  return pageMeta({
    siteName: shop.name,
    title,
    description,
    url: data ? `${data.origin}/` : '/',
    image: image && data ? `${data.origin}${imageUrl(image, 800)}` : undefined,
  });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { categories, firstProducts, homeBanners, banners, sideBanner, featured, location } = loaderData;
  return (
    <div className="mx-auto max-w-shop space-y-12 px-4 pt-4 pb-4 sm:space-y-14 lg:px-6 lg:pt-6">
      <h1 className="sr-only">{TEXT.home.title(useShop().name)}</h1>
      <BannerSlider banners={homeBanners} />
      <Suspense>
        <CategorySlider categories={categories} />
      </Suspense>
      <Suspense>
        <PopularProducts categories={categories} firstProducts={firstProducts} location={location} />
      </Suspense>
      <Suspense>
        <BannerStrip banners={banners} />
      </Suspense>
      <Suspense>
        <FeaturedProducts products={featured} sideBanner={sideBanner} />
      </Suspense>
    </div>
  );
}
