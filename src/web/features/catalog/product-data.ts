import type { AppLoadContext, MetaDescriptor } from 'react-router';
import type { TProduct, TProductDetail } from '#src/contracts/catalog';
import type { TReview } from '#src/contracts/reviews';
import { TITLE_CUT } from '#src/shared/constants';
import { TEXT } from '#src/shared/texts';
import { currentLanguage } from '#src/shared/texts/language';
import { pathInLanguage } from '#src/shared/texts/language-path';
import { cut, formatPrice } from '#src/web/lib/format';
import { locationFromRequest } from '#src/web/lib/location';
import { idParam, orNotFound } from '#src/web/lib/not-found';
import { forLocation, orElse } from './loader-helpers';
import { toCardProduct, type CardProduct } from './product-card';
import { defaultPack } from './declarations-block';
import { absoluteImage, breadcrumbJsonLd, pageMeta, shortDescription, siteOrigin } from './seo';
import { declarationsJsonLd, productJsonLd } from './product-seo';
import type { ShopSettings } from '#src/shared/shop';

export type ProductData = {
  product: TProductDetail;
  reviews: TReview[];
  related: CardProduct[];
  origin: string;
  canonical: string;
};

/** Loader of `/product/:id`: the product is critical (404 when unknown); reviews and related may fail quietly. */
export async function loadProduct({
  context,
  request,
  params,
}: {
  context: AppLoadContext;
  request: Request;
  params: { id?: string };
}): Promise<ProductData> {
  const id = idParam(params.id);
  const catalog = context.api.catalog;
  const [product, reviews, related] = await Promise.all([
    orNotFound(catalog.product({ params: { id } })),
    orElse(context.api.reviews.list({ query: { productId: id } }), [] as TReview[], 'product reviews'),
    orElse(
      forLocation(locationFromRequest(request), (location) => catalog.related({ params: { id }, query: { location } })),
      [] as TProduct[],
      'related products',
    ),
  ]);
  const origin = siteOrigin(context.publicConfig.publicUrl);
  const cards = related.map(toCardProduct);
  return {
    product,
    reviews,
    related: cards,
    origin,
    canonical: `${origin}${pathInLanguage(`/product/${product.id}`, currentLanguage())}`,
  };
}

/** Home > category > sub-category > the product's title cut to 50 characters. */
export function productCrumbs(product: TProduct) {
  return [
    { label: TEXT.shell.home, to: '/' },
    { label: product.catName, to: `/products/category/${product.catId}` },
    ...(product.subCatId !== null && product.subCatName
      ? [{ label: product.subCatName, to: `/products/subCat/${product.subCatId}` }]
      : []),
    { label: cut(product.name, TITLE_CUT.breadcrumb), to: `/product/${product.id}` },
  ];
}

export function productMeta(data: ProductData | undefined, shop: ShopSettings): MetaDescriptor[] {
  // The page failed (Page Not Found, or another error): the error page gives its own title.
  if (!data) return [{ name: 'robots', content: 'noindex' }];
  const { product, origin, canonical } = data;
  const image = product.images[0];
  return [
    ...pageMeta({
      siteName: shop.name,
      title: `${product.name} | ${shop.name}`,
      description: shortDescription(`${product.name} for ${formatPrice(product.price)}. ${product.description}`),
      url: canonical,
      image: image ? absoluteImage(origin, image) : undefined,
      type: 'product',
    }),
    { property: 'product:price:amount', content: String(product.price) },
    { property: 'product:price:currency', content: 'INR' },
    {
      'script:ld+json': productJsonLd(
        product,
        canonical,
        origin,
        declarationsJsonLd(product, defaultPack(product), shop),
      ),
    },
    {
      'script:ld+json': breadcrumbJsonLd(
        productCrumbs(product).map((crumb, index, all) => ({
          name: index === all.length - 1 ? product.name : crumb.label,
          url: `${origin}${crumb.to}`,
        })),
      ),
    },
  ];
}
