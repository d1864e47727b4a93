import type { EmblaOptionsType } from 'embla-carousel';
import { ChevronLeft, ChevronRight } from '#src/web/components/ui/icons';
import { Children, useRef, type ReactNode } from 'react';
import { cn } from './cn';
import { useEmbla } from './use-embla';
import { useNearScreen } from './use-near-screen';

// Embla measures slides, so the gap is padding inside each slide, offset on the track.
const GAPS = { sm: ['-ml-3', 'pl-3'], md: ['-ml-4', 'pl-4'], lg: ['-ml-6', 'pl-6'] } as const;

type CarouselProps = {
  /** Names the carousel for screen readers. */
  label: string;
  children: ReactNode;
  /** Width of each slide (Tailwind basis classes); the number visible follows from it. */
  slideClassName: string;
  /** Horizontal gap between slides. */
  gap?: 'sm' | 'md' | 'lg';
  options?: EmblaOptionsType;
  dots?: boolean;
  /** Where the arrows sit: straddling the edges, inside them, or hidden (swipe and dots only). */
  arrows?: 'edges' | 'inside' | 'none';
  previousLabel?: string;
  nextLabel?: string;
  className?: string;
  /**
   * Slides in the server's HTML (and the hydration render); the others, out of sight until the carousel moves, join
   * once it is near the screen: their markup was most of a product page's (decision 068), and a phone's load need
   * not build the cards of a carousel three screens down. All when absent.
   */
  serverSlides?: number;
};

/** A swipeable row of slides on Embla; without JavaScript it shows the first slides in place. */
export function Carousel({
  label,
  children,
  slideClassName,
  gap = 'md',
  options,
  dots = false,
  arrows = 'edges',
  previousLabel = 'Previous',
  nextLabel = 'Next',
  className,
  serverSlides,
}: CarouselProps) {
  const slides = Children.toArray(children);
  const viewportRef = useRef<HTMLDivElement>(null);
  // In a transition (useNearScreen), not at hydration's end: rendered at once, three carousels' hidden cards were one
  // long task of a phone's main thread (Lighthouse's blocking time); a transition's render yields between cards.
  const nearScreen = useNearScreen(viewportRef);
  const shown = serverSlides === undefined || nearScreen ? slides : slides.slice(0, serverSlides);
  const [trackGap, slideGap] = GAPS[gap];
  const optionsKey = JSON.stringify(options ?? {});
  const { embla, state } = useEmbla(viewportRef, optionsKey, slides.length, nearScreen);

  const arrowClass = 'carousel-arrow';

  return (
    // A group, not a region: carousels sit inside sections that already are the landmarks.
    <div role="group" aria-roledescription="carousel" aria-label={label} className={cn('relative', className)}>
      <div ref={viewportRef} className="overflow-hidden">
        <div className={cn('flex touch-pan-y', trackGap)}>
          {shown.map((slide, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
              className={cn('slide', slideGap, slideClassName)}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {arrows !== 'none' && (
        <>
          <button
            type="button"
            aria-label={previousLabel}
            disabled={!state.prev}
            onClick={() => embla?.scrollPrev()}
            className={cn(arrowClass, arrows === 'edges' ? 'left-0 -translate-x-1/3' : 'left-4')}
          >
            <ChevronLeft className="size-5" aria-hidden="true" />
          </button>
          <button
            type="button"
            aria-label={nextLabel}
            disabled={!state.next}
            onClick={() => embla?.scrollNext()}
            className={cn(arrowClass, arrows === 'edges' ? 'right-0 translate-x-1/3' : 'right-4')}
          >
            <ChevronRight className="size-5" aria-hidden="true" />
          </button>
        </>
      )}
      {dots && state.snaps > 1 && (
        <div className="mt-2 flex justify-center">
          {Array.from({ length: state.snaps }, (_, index) => (
            <button
              key={index}
              type="button"
              aria-label={`Go to slide ${index + 1}`}
              aria-current={index === state.selected || undefined}
              onClick={() => embla?.scrollTo(index)}
              className="group rounded-full p-2 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <span
                className={cn(
                  'block h-2 rounded-full transition-all',
                  index === state.selected ? 'w-6 bg-brand-600' : 'w-2 bg-slate-300 group-hover:bg-slate-400',
                )}
              />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
