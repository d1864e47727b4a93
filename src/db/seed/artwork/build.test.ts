import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { artworkFiles, buildArtwork } from './build';
import { type ArtworkSpec, artworkSpecs } from './specs';
import { twemojiSource } from './svg';

const dir = mkdtempSync(path.join(tmpdir(), 'kirana-artwork-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const all = artworkSpecs();
const pick = (kind: ArtworkSpec['kind'], name?: string) =>
  all.find((s) => s.kind === kind && (!name || s.name === name))!;
const product = pick('product', 'p-fruits-vegetables-1f34c.webp');
const category = pick('category');
const banner = all.find((s) => s.kind === 'banner' && s.layout === 'home')!;
const emoji = twemojiSource();

describe('artwork build', () => {
  it('renders each image with its 200, 400 and 800 px variants', async () => {
    const result = await buildArtwork([product, category, banner], dir, emoji);
    expect(result).toMatchObject({ total: 3, rendered: 3, removed: 0, files: 12 });
    const size = async (file: string) => {
      const meta = await sharp(path.join(dir, file)).metadata();
      return [meta.format, meta.width, meta.height, meta.hasAlpha];
    };
    expect(await size('p-fruits-vegetables-1f34c.webp')).toEqual(['webp', 800, 800, false]);
    expect(await size('p-fruits-vegetables-1f34c-200.webp')).toEqual(['webp', 200, 200, false]);
    expect(await size(category.name.replace('.webp', '-400.webp'))).toEqual(['webp', 400, 400, true]);
    expect(await size(banner.name)).toEqual(['webp', 1600, 600, false]);
    expect(await size(banner.name.replace('.webp', '-800.webp'))).toEqual(['webp', 800, 300, false]);
  });

  it('paints the product on a tinted background, not a blank box', async () => {
    const { data, info } = await sharp(path.join(dir, 'p-fruits-vegetables-1f34c-200.webp'))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const corner = [data[0], data[1], data[2]];
    const centre = (100 * info.width + 100) * info.channels;
    // The corner carries the category's lime tint; the middle is the banana (yellow), not the background.
    expect(corner[1]!).toBeGreaterThan(corner[2]! + 30);
    expect([data[centre], data[centre + 1], data[centre + 2]]).not.toEqual(corner);
  });

  it('skips images that are up to date and re-renders ones whose picture changed', async () => {
    expect((await buildArtwork([product, category, banner], dir, emoji)).rendered).toBe(0);
    const recoloured: ArtworkSpec = { ...category, palette: { tint: '#ffffff', mid: '#000000', strong: '#000000' } };
    const changedArt = { ...product, art: ['1f34e'] } as ArtworkSpec;
    const result = await buildArtwork([changedArt, recoloured, banner], dir, emoji);
    // A category picture does not use the palette, so only the product is drawn again.
    expect(result.rendered).toBe(1);
  });

  it('renders missing files again and removes images the catalogue no longer names', async () => {
    rmSync(path.join(dir, 'p-fruits-vegetables-1f34c-400.webp'));
    const result = await buildArtwork([product, category], dir, emoji);
    expect([result.rendered, result.removed]).toEqual([1, 1]);
    expect(existsSync(path.join(dir, 'p-fruits-vegetables-1f34c-400.webp'))).toBe(true);
    expect(artworkFiles(banner.name).filter((f) => existsSync(path.join(dir, f)))).toEqual([]);
  });
});
