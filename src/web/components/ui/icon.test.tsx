import LucideHeart from 'lucide-react/icons/heart';
import LucideShoppingCart from 'lucide-react/icons/shopping-cart';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DietMark } from '#src/web/features/catalog/diet-mark';
import { Logo } from '#src/web/features/layout/logo';
import { builtAssets } from './assets';
import { createIcon } from './icon';
import * as backOfficeIcons from './back-office-icons';
import { Heart, ShoppingCart, Star } from './icons';
import * as storefrontIcons from './icons';

/** The drawing inside an `<svg>`: what the shopper sees of an icon. */
const drawingOf = (markup: string) => /<svg[^>]*>(.*)<\/svg>/s.exec(markup)?.[1];

const [sprite, favicon] = builtAssets();
/** The sprite's symbols by id, as the build writes the file. */
const symbols = new Map(
  [...sprite!.source.matchAll(/<symbol id="([\w-]+)" viewBox="([\d ]+)">(.*?)<\/symbol>/g)].map((m) => [
    m[1]!,
    { viewBox: m[2]!, drawing: m[3]! },
  ]),
);
/** The symbol an icon's markup uses, from the file the build writes. */
function usedSymbol(markup: string) {
  const href = /<use href="([^"]+)"/.exec(markup)?.[1] ?? '';
  const [file, id] = href.split('#');
  expect(file).toBe(`/${sprite!.fileName}`);
  return symbols.get(id!);
}

describe('icons', () => {
  it('use their symbol in the sprite, which draws what lucide-react draws; one svg with the caller’s classes, hidden from assistive technology', () => {
    for (const [Ours, Theirs] of [
      [Heart, LucideHeart],
      [ShoppingCart, LucideShoppingCart],
    ] as const) {
      const ours = renderToStaticMarkup(<Ours className="size-4 text-red-600" aria-hidden="true" />);
      expect(usedSymbol(ours)?.drawing).toBe(drawingOf(renderToStaticMarkup(<Theirs />)));
      expect(ours).toMatch(/^<svg class="icon size-4 text-red-600" /);
      expect(ours).toContain('aria-hidden="true"');
    }
  });

  it('take a stroke width (which the icon class would otherwise set)', () => {
    expect(renderToStaticMarkup(<Star strokeWidth={1} />)).toContain('style="stroke-width:1"');
  });

  it('build their drawing only when the sprite asks for it, not as a page’s scripts load', () => {
    let reads = 0;
    const node = [['path', { d: 'M1 1h22', key: 'a' }]] as const;
    const data = {
      name: 'test-line',
      get node() {
        reads += 1;
        return node;
      },
    } as unknown as Parameters<typeof createIcon>[0];
    const icon = createIcon(data);
    expect(icon.id).toBe('test-line');
    expect(reads).toBe(1); // the check that it has a drawing at all
    expect(icon.drawing).toBe('<path d="M1 1h22"></path>');
    expect(reads).toBe(2);
  });

  it('all have a drawing in the sprite (a lucide-react upgrade that moved it fails here, not on a page)', () => {
    for (const Icon of [...Object.values(storefrontIcons), ...Object.values(backOfficeIcons)])
      expect(usedSymbol(renderToStaticMarkup(<Icon />))?.drawing).toMatch(
        /^<(path|circle|rect|line|polyline|polygon|ellipse) /,
      );
  });

  it('the cards’ food mark is in the sprite, drawn as the inline one is', () => {
    for (const diet of ['veg', 'non-veg'] as const) {
      const inline = drawingOf(renderToStaticMarkup(<DietMark diet={diet} decorative />));
      const symbol = usedSymbol(renderToStaticMarkup(<DietMark diet={diet} decorative fromSprite />));
      expect(symbol).toEqual({ viewBox: '0 0 16 16', drawing: /<g>(.*)<\/g>/.exec(inline!)?.[1] });
    }
  });

  it('the logo’s mark is in the sprite, and is the favicon, as a file', () => {
    const mark = usedSymbol(renderToStaticMarkup(<Logo name="Kirana" />));
    expect(mark?.viewBox).toBe('0 0 40 40');
    expect(mark?.drawing).toMatch(/^<rect /);
    expect(favicon!.source).toBe(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="-1 0 40 40">${mark!.drawing}</svg>`);
    expect(favicon!.fileName).toMatch(/^assets\/favicon-[\w-]{8}\.svg$/);
  });
});
