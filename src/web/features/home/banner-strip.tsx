import { ArrowRight } from '#src/web/components/ui/icons';
import { Link } from 'react-router';
import type { TBanner } from '#src/contracts/catalog';
import { imageSrcSet, imageUrl } from '#src/shared/images';
import { TEXT } from '#src/shared/texts';
import { bannerHref } from './banner-href';

/** Promotional banners side by side (stacked on phones). */
export function BannerStrip({ banners }: { banners: TBanner[] }) {
  if (banners.length === 0) return null;
  return (
    <section aria-label={TEXT.shell.promotions} className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {banners.slice(0, 3).map((banner) => {
        const image = banner.images[0];
        return (
          <Link
            key={banner.id}
            to={bannerHref(banner)}
            className="group relative flex h-36 overflow-hidden rounded-2xl bg-deal-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:h-40"
          >
            {image && (
              <img
                src={imageUrl(image, 800)}
                srcSet={imageSrcSet(image)}
                sizes="(min-width: 1280px) 440px, (min-width: 768px) 50vw, 100vw"
                width={1200}
                height={300}
                alt=""
                loading="lazy"
                className="absolute inset-0 size-full object-cover object-right transition-transform duration-500 group-hover:scale-[1.03]"
              />
            )}
            <div className="absolute inset-0 bg-gradient-to-r from-white/90 via-white/60 to-transparent" />
            <div className="relative flex max-w-[58%] flex-col justify-center gap-3 px-5 sm:px-6">
              <h3 className="text-base leading-snug font-bold text-slate-900 sm:text-lg">{banner.title}</h3>
              <span className="inline-flex w-fit items-center gap-1.5 rounded-lg bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white group-hover:bg-brand-700">
                {TEXT.home.shopNow}
                <ArrowRight className="size-3.5" aria-hidden="true" />
              </span>
            </div>
          </Link>
        );
      })}
    </section>
  );
}
