import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { useCallback, useEffect, useState, type RefObject } from 'react';

/**
 * Embla on the viewport, started after hydration, and what the arrows and dots show: whether it can scroll each
 * way, the snap selected and how many snaps there are.
 */
export function useEmbla(viewportRef: RefObject<HTMLDivElement | null>, optionsKey: string, slideCount: number) {
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);

  // The server HTML already shows the first slides; Embla (the swiping) loads after hydration, off the
  // first-load path. Each carousel starts in a task of its own: Embla measures every slide, and a page with three
  // carousels set up in one go blocked the main thread for one long task on slow phones.
  useEffect(() => {
    let cancelled = false;
    let timer: number | undefined;
    let api: EmblaCarouselType | undefined;
    void import('embla-carousel').then(({ default: EmblaCarousel }) => {
      timer = window.setTimeout(() => {
        if (cancelled || !viewportRef.current) return;
        api = EmblaCarousel(viewportRef.current, {
          align: 'start',
          containScroll: 'trimSnaps',
          ...(JSON.parse(optionsKey) as EmblaOptionsType),
        });
        setEmbla(api);
      }, 0);
    });
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      api?.destroy();
    };
  }, [optionsKey, viewportRef]);
  const [state, setState] = useState({ prev: false, next: slideCount > 1, selected: 0, snaps: 0 });

  const update = useCallback(() => {
    if (!embla) return;
    setState({
      prev: embla.canScrollPrev(),
      next: embla.canScrollNext(),
      selected: embla.selectedScrollSnap(),
      snaps: embla.scrollSnapList().length,
    });
  }, [embla]);

  useEffect(() => {
    if (!embla) return;
    update();
    embla.on('select', update).on('reInit', update);
    return () => {
      embla.off('select', update).off('reInit', update);
    };
  }, [embla, update]);

  return { embla, state };
}
