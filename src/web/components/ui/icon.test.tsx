import LucideHeart from 'lucide-react/icons/heart';
import LucideShoppingCart from 'lucide-react/icons/shopping-cart';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import * as backOfficeIcons from './back-office-icons';
import { Heart, ShoppingCart, Star } from './icons';
import * as storefrontIcons from './icons';

/** The drawing inside an `<svg>`: what the shopper sees of an icon. */
const drawingOf = (markup: string) => /<svg[^>]*>(.*)<\/svg>/s.exec(markup)?.[1];

describe('icons', () => {
  it('draw what lucide-react draws, as one svg with the caller’s classes, hidden from assistive technology', () => {
    for (const [Ours, Theirs] of [
      [Heart, LucideHeart],
      [ShoppingCart, LucideShoppingCart],
    ] as const) {
      const ours = renderToStaticMarkup(<Ours className="size-4 text-red-600" aria-hidden="true" />);
      expect(drawingOf(ours)).toBe(drawingOf(renderToStaticMarkup(<Theirs />)));
      expect(ours).toMatch(/^<svg viewBox="0 0 24 24" width="24" height="24" class="icon size-4 text-red-600" /);
      expect(ours).toContain('aria-hidden="true"');
    }
  });

  it('take a stroke width (which the icon class would otherwise set)', () => {
    expect(renderToStaticMarkup(<Star strokeWidth={1} />)).toContain('style="stroke-width:1"');
  });

  it('all load their drawing (a lucide-react upgrade that moved it fails here, not on a page)', () => {
    for (const Icon of [...Object.values(storefrontIcons), ...Object.values(backOfficeIcons)])
      expect(drawingOf(renderToStaticMarkup(<Icon />))).toMatch(/^<(path|circle|rect|line|polyline|polygon|ellipse) /);
  });
});
