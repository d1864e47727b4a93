import { demoBanners, demoCategories } from '../catalogue-data';
import type { Art, Palette } from '../catalogue/types';
import { bannerImageName, categoryImageName, productImageNames } from './names';

export type ArtworkSpec =
  | { kind: 'product'; name: string; art: Art; palette: Palette; shot: 'main' | 'alt' }
  | { kind: 'category'; name: string; emoji: string; palette: Palette }
  | { kind: 'banner'; name: string; layout: 'home' | 'side' | 'strip'; art: readonly string[]; palette: Palette };

/** Every image the demo catalogue references, once each, in a stable order. */
export function artworkSpecs(): ArtworkSpec[] {
  const specs = new Map<string, ArtworkSpec>();
  const add = (spec: ArtworkSpec) => {
    if (!specs.has(spec.name)) specs.set(spec.name, spec);
  };
  for (const category of demoCategories) {
    const { palette } = category;
    add({ kind: 'category', name: categoryImageName(category.slug), emoji: category.emoji, palette });
    for (const sub of category.subs) {
      add({ kind: 'category', name: categoryImageName(sub.slug), emoji: sub.emoji, palette });
      for (const product of sub.products) {
        const [main, alt] = productImageNames(category.slug, product.art);
        add({ kind: 'product', name: main, art: product.art, palette, shot: 'main' });
        add({ kind: 'product', name: alt, art: product.art, palette, shot: 'alt' });
      }
    }
  }
  for (const banner of demoBanners) {
    const category = demoCategories.find((c) => c.slug === banner.catSlug);
    if (!category) throw new Error(`Banner ${banner.slug} names an unknown category ${banner.catSlug}`);
    add({
      kind: 'banner',
      name: bannerImageName(banner.kind, banner.slug),
      layout: banner.kind,
      art: banner.art,
      palette: category.palette,
    });
  }
  return [...specs.values()];
}

/** All emoji code points the artwork needs. */
export function artworkEmoji(specs: ArtworkSpec[] = artworkSpecs()): string[] {
  const all = new Set<string>();
  for (const spec of specs) {
    if (spec.kind === 'category') all.add(spec.emoji);
    else for (const code of spec.art) all.add(code);
  }
  return [...all].sort();
}
