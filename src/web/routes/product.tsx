import { useCallback, useMemo, useRef, useState } from 'react';
import type { TVariant } from '#src/contracts/catalog';
import { Breadcrumb } from '../components/ui/breadcrumb';
import { RouteErrorScreen } from '../features/layout/error-screen';
import { ProductGallery } from '../features/catalog/product-gallery';
import { loadProduct, productCrumbs, productMeta } from '../features/catalog/product-data';
import { ProductSummary } from '../features/catalog/product-summary';
import { ProductTabs, type ProductTab } from '../features/catalog/product-tabs';
import { RelatedProducts } from '../features/catalog/related-products';
import type { Route } from './+types/product';
import { shopOf } from '#src/web/lib/shop';

export const loader = (args: Route.LoaderArgs) => loadProduct(args);

export function meta({ data, matches }: Route.MetaArgs): Route.MetaDescriptors {
  return productMeta(data, shopOf(matches));
}

/** An unknown or malformed id is Page Not Found; any other failure the shop's error page with its status. */
export function ErrorBoundary() {
  return <RouteErrorScreen />;
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product, reviews, related } = loaderData;
  // Keyed by product: opening a related product starts with fresh choices, quantity and tab.
  return <ProductView key={product.id} product={product} reviews={reviews} related={related} />;
}

function ProductView({
  product,
  reviews,
  related,
}: Pick<Route.ComponentProps['loaderData'], 'product' | 'reviews' | 'related'>) {
  const [tab, setTab] = useState<ProductTab>('description');
  // The chosen pack's own image leads the gallery; the product's images stay the default (decision 063).
  const [packImage, setPackImage] = useState<string | null>(null);
  const onVariantChange = useCallback((variant: TVariant | null) => setPackImage(variant?.image ?? null), []);
  const images = useMemo(
    () => (packImage ? [packImage, ...product.images.filter((image) => image !== packImage)] : product.images),
    [packImage, product.images],
  );
  const tabsRef = useRef<HTMLDivElement>(null);
  const showReviews = () => {
    setTab('reviews');
    tabsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  return (
    <div className="mx-auto max-w-shop space-y-10 px-4 pt-4 pb-12 lg:space-y-14 lg:px-6 lg:pt-6">
      <div>
        <Breadcrumb items={productCrumbs(product)} className="mb-5 hidden lg:block" />
        <div className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:gap-12">
          <ProductGallery name={product.name} images={images} discount={product.discount} />
          <ProductSummary product={product} onShowReviews={showReviews} onVariantChange={onVariantChange} />
        </div>
      </div>
      <div ref={tabsRef} className="scroll-mt-24">
        <ProductTabs product={product} reviews={reviews} tab={tab} onTabChange={setTab} />
      </div>
      <RelatedProducts products={related} />
    </div>
  );
}
