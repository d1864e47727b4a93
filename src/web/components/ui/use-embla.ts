import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { useCallback, useEffect, useState, type RefObject } from 'react';

/**
 * Embla on the viewport, started once `ready` (the carousel near the screen with all its slides), and what the arrows
 * and dots show: whether it can scroll each way, the snap selected and how many snaps there are.
 */
export function useEmbla(
  viewportRef: RefObject<HTMLDivElement | null>,
  optionsKey: string,
  slideCount: number,
  /** True once the carousel is near the screen and its slides have all joined: Embla measures every slide. */
  ready: boolean,
) {
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);

  // The server HTML already shows the first slides; Embla (the swiping) loads after hydration, off the
  // first-load path, and only for a carousel near the screen: Embla measures every slide, and the carousels further
  // down a phone's page, set up at load, were long tasks of its main thread that nobody had scrolled to yet. Each
  // starts in a task of its own.
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport || !ready) return;
    let cancelled = false;
    let timer: number | undefined;
    let api: EmblaCarouselType | undefined;
    void import('embla-carousel').then(({ default: EmblaCarousel }) => {
      timer = window.setTimeout(() => {
        if (cancelled) return;
        api = EmblaCarousel(viewport, {
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
  }, [optionsKey, viewportRef, ready]);
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
