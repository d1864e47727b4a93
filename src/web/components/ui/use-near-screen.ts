import { startTransition, useEffect, useState, type RefObject } from 'react';
import { CAROUSEL_START_AHEAD_PX } from '#src/shared/constants';

/**
 * False until the element comes within CAROUSEL_START_AHEAD_PX of the screen (then true for good); never true in the
 * server's HTML or the hydration render. The change renders as a transition, so what it adds yields between parts.
 * Where there is no IntersectionObserver (a test's DOM) it turns true once mounted.
 */
export function useNearScreen(ref: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const arrive = () => startTransition(() => setNear(true));
    if (typeof IntersectionObserver === 'undefined') return arrive();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        arrive();
      },
      { rootMargin: `${CAROUSEL_START_AHEAD_PX}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return near;
}
