import { ArrowRight } from '#src/web/components/ui/icons';
import { PRODUCT_SLIDES_IN_HTML } from '#src/shared/constants';
import { Link } from 'react-router';
import type { TBanner } from '#src/contracts/catalog';
import { imageSrcSet, imageUrl } from '#src/shared/images';
import { TEXT } from '#src/shared/texts';
import { Carousel } from '#src/web/components/ui/carousel';
import { ProductCard, type CardProduct } from '#src/web/features/catalog/index';
import { bannerHref } from './banner-href';
import { SectionHeading } from './section-heading';

function SideBanner({ banner }: { banner: TBanner }) {
  const image = banner.images[0];
  return (
    <Link
      to={bannerHref(banner)}
      className="group relative hidden min-h-full overflow-hidden rounded-2xl bg-deal-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 lg:flex lg:flex-col"
    >
      {image && (
        <img
          src={imageUrl(image, 400)}
          srcSet={imageSrcSet(image)}
          sizes="320px"
          width={600}
          height={800}
          alt=""
          loading="lazy"
          className="absolute inset-0 size-full object-cover object-bottom transition-transform duration-500 group-hover:scale-[1.03]"
        />
      )}
      <div className="relative flex flex-col gap-4 p-7">
        <h3 className="text-2xl leading-tight font-extrabold text-slate-900">{banner.title}</h3>
        <span className="inline-flex w-fit items-center gap-2 rounded-xl bg-brand-600 px-4 py-2 text-sm font-semibold text-white group-hover:bg-brand-700">
          {TEXT.home.shopNow}
          <ArrowRight className="size-4" aria-hidden="true" />
        </span>
      </div>
    </Link>
  );
}

/** A side banner (wide screens) next to a slider of featured products, 4 at a time. */
export function FeaturedProducts({ products, sideBanner }: { products: CardProduct[]; sideBanner: TBanner | null }) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="featured-products">
      <SectionHeading id="featured-products" title={TEXT.home.featuredProducts} />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,3fr)]">
        {sideBanner ? <SideBanner banner={sideBanner} /> : <div className="hidden lg:block" />}
        <Carousel
          className="min-w-0"
          label={TEXT.home.featuredProducts}
          // Spec: 4 product slides.
          slideClassName="basis-[48%] sm:basis-1/3 xl:basis-1/4"
          serverSlides={PRODUCT_SLIDES_IN_HTML}
          gap="md"
          previousLabel={TEXT.home.previous}
          nextLabel={TEXT.home.next}
        >
          {products.map((product) => (
            <ProductCard
              key={product.id}
              product={product}
              sizes="(min-width: 1280px) 250px, (min-width: 640px) 31vw, 46vw"
            />
          ))}
        </Carousel>
      </div>
    </section>
  );
}
