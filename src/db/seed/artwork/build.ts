import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { IMAGE_WIDTHS, sizedFileName } from '#src/shared/images';
import type { ArtworkSpec } from './specs';
import { renderSvg } from './compose';
import type { EmojiSource } from './svg';

/** Bump to re-render everything when the encoding (not the SVG) changes. */
const ENCODING = 'webp-q82-e2-v1';
export const MANIFEST_FILE = 'manifest.json';

export type ArtworkManifest = { encoding: string; images: Record<string, string> };
export type BuildResult = { total: number; rendered: number; removed: number; files: number; ms: number };

/** The four files of one image: `name.webp` and its sized variants. */
export const artworkFiles = (name: string) => [name, ...IMAGE_WIDTHS.map((width) => sizedFileName(name, width))];

function readManifest(dir: string): ArtworkManifest {
  try {
    const parsed = JSON.parse(readFileSync(path.join(dir, MANIFEST_FILE), 'utf8')) as ArtworkManifest;
    return parsed.encoding === ENCODING ? parsed : { encoding: ENCODING, images: {} };
  } catch {
    return { encoding: ENCODING, images: {} };
  }
}

async function renderImage(spec: ArtworkSpec, svg: string, width: number, height: number, dir: string) {
  // Rasterise once; every output is encoded from the same pixels.
  // Product and banner art is opaque; only category tiles keep an alpha channel (the tile colour shows through).
  const opaque = spec.kind !== 'category';
  const rasterised = sharp(Buffer.from(svg));
  const { data, info } = await (opaque ? rasterised.removeAlpha() : rasterised.ensureAlpha())
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
  const encode = (w: number) => {
    const image = sharp(data, raw);
    if (w !== width) image.resize({ width: w, height: Math.round((height * w) / width) });
    return image.webp({ quality: 82, effort: 2, alphaQuality: 90 }).toBuffer();
  };
  const full = await encode(width);
  writeFileSync(path.join(dir, spec.name), full);
  for (const w of IMAGE_WIDTHS) {
    writeFileSync(path.join(dir, sizedFileName(spec.name, w)), w === width ? full : await encode(w));
  }
}

/**
 * Renders the specs into `dir`, skipping images whose SVG (hashed into the manifest) is unchanged and whose
 * files exist; removes images the catalogue no longer names.
 */
export async function buildArtwork(specs: ArtworkSpec[], dir: string, emoji: EmojiSource): Promise<BuildResult> {
  const started = performance.now();
  mkdirSync(dir, { recursive: true });
  const previous = readManifest(dir);
  const next: ArtworkManifest = { encoding: ENCODING, images: {} };
  const todo: { spec: ArtworkSpec; svg: string; width: number; height: number }[] = [];
  for (const spec of specs) {
    const { svg, width, height } = renderSvg(spec, emoji);
    const hash = createHash('sha256').update(svg).digest('hex').slice(0, 16);
    next.images[spec.name] = hash;
    const fresh =
      previous.images[spec.name] === hash && artworkFiles(spec.name).every((f) => existsSync(path.join(dir, f)));
    if (!fresh) todo.push({ spec, svg, width, height });
  }

  // libvips threads inside each image are little help for small SVGs; images side by side use the cores.
  sharp.concurrency(1);
  sharp.cache(false);
  const workers = Math.max(1, Math.min(4, availableParallelism()));
  let cursor = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (cursor < todo.length) {
        const job = todo[cursor++]!;
        await renderImage(job.spec, job.svg, job.width, job.height, dir);
      }
    }),
  );

  let removed = 0;
  for (const name of Object.keys(previous.images)) {
    if (name in next.images) continue;
    for (const file of artworkFiles(name)) rmSync(path.join(dir, file), { force: true });
    removed++;
  }
  const manifestPath = path.join(dir, MANIFEST_FILE);
  writeFileSync(`${manifestPath}.tmp`, `${JSON.stringify(next, null, 1)}\n`);
  renameSync(`${manifestPath}.tmp`, manifestPath);
  return {
    total: specs.length,
    rendered: todo.length,
    removed,
    files: specs.length * artworkFiles('x.webp').length,
    ms: Math.round(performance.now() - started),
  };
}
