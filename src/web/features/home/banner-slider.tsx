import { ArrowRight } from '#src/web/components/ui/icons';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { TBanner } from '#src/contracts/catalog';
import { imageSrcSet, imageUrl } from '#src/shared/images';
import { TEXT } from '#src/shared/texts';
import { Carousel } from '#src/web/components/ui/carousel';
import { bannerHref } from './banner-href';

/** The hero: each banner's artwork with its title and a call to action over it. */
export function BannerSlider({ banners }: { banners: TBanner[] }) {
  // Slides after the first are out of sight until the carousel moves, which needs JavaScript: their pictures are
  // asked for after hydration, so on a slow line the first banner (the largest paint) does not share it with them.
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  if (banners.length === 0) return null;
  return (
    <Carousel
      label="Offers"
      slideClassName="basis-full"
      options={{ loop: banners.length > 1 }}
      dots
      previousLabel={TEXT.home.previous}
      nextLabel={TEXT.home.next}
      arrows="inside"
    >
      {banners.map((banner, index) => {
        const image = banner.images[0];
        return (
          <Link
            key={banner.id}
            to={bannerHref(banner)}
            className="group relative block h-56 overflow-hidden rounded-3xl bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:h-72 lg:h-[26rem]"
          >
            {image && (index === 0 || live) && (
              <img
                src={imageUrl(image, 800)}
                srcSet={imageSrcSet(image)}
                sizes="(min-width: 1400px) 1352px, 100vw"
                width={1600}
                height={600}
                alt=""
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : undefined}
                className="absolute inset-0 size-full object-cover object-right transition-transform duration-700 group-hover:scale-[1.02]"
              />
            )}
            <div className="absolute inset-0 bg-gradient-to-r from-white/95 via-white/70 to-white/0 lg:from-white/60 lg:via-transparent" />
            <div className="relative flex h-full max-w-[62%] flex-col justify-center gap-4 px-6 sm:max-w-[36rem] sm:px-10 lg:gap-6 lg:px-16">
              <h2 className="text-xl leading-tight font-extrabold tracking-tight text-slate-900 sm:text-4xl lg:text-5xl">
                {banner.title}
              </h2>
              <span className="inline-flex w-fit items-center gap-2 rounded-xl bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white shadow-sm transition-colors group-hover:bg-brand-700 sm:px-6 sm:py-3 sm:text-base">
                {TEXT.home.shopNow}
                <ArrowRight className="size-4" aria-hidden="true" />
              </span>
            </div>
          </Link>
        );
      })}
    </Carousel>
  );
}
