import { ZoomIn } from '#src/web/components/ui/icons';
import { useEffect, useState } from 'react';
import Zoom from 'react-medium-image-zoom';
import 'react-medium-image-zoom/dist/styles.css';
import { SKELETON_MS } from '#src/shared/constants';
import { imageSrcSet, imageUrl } from '#src/shared/images';
import { TEXT } from '#src/shared/texts';
import { cn } from '#src/web/components/ui/cn';
import { Skeleton } from '#src/web/components/ui/skeleton';

const MAIN_SIZES = '(min-width: 1280px) 560px, (min-width: 992px) 44vw, 92vw';

/**
 * The product's pictures: the chosen one large and zoomable (click or Enter opens it full size), thumbnails
 * below. The first picture is the page's largest paint, so it loads eagerly with high priority. The thumbnails
 * show a skeleton for their first 500 ms (spec section 4).
 */
export function ProductGallery({ name, images, discount }: { name: string; images: string[]; discount: number }) {
  const [index, setIndex] = useState(0);
  // A new first picture (the chosen pack's own, decision 063) is shown at once, whichever thumbnail was open.
  const [lead, setLead] = useState(images[0]);
  if (lead !== images[0]) {
    setLead(images[0]);
    setIndex(0);
  }
  const [thumbsReady, setThumbsReady] = useState(false);
  const current = images[index] ?? images[0];

  useEffect(() => {
    const timer = window.setTimeout(() => setThumbsReady(true), SKELETON_MS);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <div>
      <div className="relative overflow-hidden rounded-3xl border border-slate-200/80 bg-slate-50">
        {current && (
          // Keyed by picture: the zoom tracks one <img> element, so a new picture gets a new zoom.
          <Zoom
            key={current}
            a11yNameButtonZoom={TEXT.catalog.zoom}
            a11yNameButtonUnzoom={TEXT.catalog.unzoom}
            zoomImg={{ src: imageUrl(current), alt: name }}
            zoomMargin={24}
          >
            <img
              src={imageUrl(current, 800)}
              srcSet={imageSrcSet(current)}
              sizes={MAIN_SIZES}
              width={800}
              height={800}
              alt={name}
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : undefined}
              decoding={index === 0 ? 'sync' : 'async'}
              className="aspect-square w-full object-cover"
            />
          </Zoom>
        )}
        <span
          aria-hidden="true"
          className="pointer-events-none absolute right-4 bottom-4 flex size-10 items-center justify-center rounded-full bg-white/90 text-slate-700 shadow-card"
        >
          <ZoomIn className="size-5" />
        </span>
        {discount > 0 && (
          <span className="pointer-events-none absolute top-4 left-4 rounded-full bg-deal-600 px-3 py-1 text-sm font-bold text-white tabular-nums">
            {TEXT.catalog.off(discount)}
          </span>
        )}
      </div>
      {images.length > 0 && (
        <ul aria-label={TEXT.catalog.gallery} className="mt-3 grid grid-cols-5 gap-2 sm:gap-3 lg:grid-cols-5">
          {images.map((image, thumbIndex) => (
            <li key={image} className="relative aspect-square">
              {thumbsReady ? (
                <button
                  type="button"
                  aria-label={TEXT.catalog.showImage(thumbIndex + 1)}
                  aria-pressed={thumbIndex === index}
                  onClick={() => setIndex(thumbIndex)}
                  className={cn(
                    'block size-full overflow-hidden rounded-xl border-2 bg-slate-50 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                    thumbIndex === index ? 'border-brand-600' : 'border-transparent opacity-80 hover:opacity-100',
                  )}
                >
                  <img
                    src={imageUrl(image, 200)}
                    srcSet={`${imageUrl(image, 200)} 1x, ${imageUrl(image, 400)} 2x`}
                    width={200}
                    height={200}
                    alt=""
                    loading="lazy"
                    decoding="async"
                    className="size-full object-cover"
                  />
                </button>
              ) : (
                <Skeleton className="size-full rounded-xl" />
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
