import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** Twemoji SVGs (CC-BY 4.0) as shipped by the @twemoji/svg package: 36×36 view boxes. */
export const twemojiDir = path.dirname(createRequire(import.meta.url).resolve('@twemoji/svg/package.json'));

export type EmojiSource = (code: string) => string;

/** Reads an emoji's SVG body (without the outer <svg>); ids are prefixed so several can share one picture. */
export function twemojiSource(dir = twemojiDir): EmojiSource {
  const cache = new Map<string, string>();
  return (code) => {
    let body = cache.get(code);
    if (body === undefined) {
      const text = readFileSync(path.join(dir, `${code}.svg`), 'utf8');
      body = text
        .replace(/^[\s\S]*?<svg[^>]*>/, '')
        .replace(/<\/svg>\s*$/, '')
        .replace(/id="([^"]+)"/g, `id="e${code}-$1"`)
        .replace(/url\(#([^)]+)\)/g, `url(#e${code}-$1)`)
        .replace(/href="#([^"]+)"/g, `href="#e${code}-$1"`);
      cache.set(code, body);
    }
    return body;
  };
}

export type Rendered = { svg: string; width: number; height: number };

export function svgDocument(width: number, height: number, defs: string, body: string): Rendered {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
  return { svg, width, height };
}

/** The emoji in one flat colour (for shadows). */
function silhouette(body: string, colour: string): string {
  return body
    .replace(/fill="(?!none)[^"]*"/g, `fill="${colour}"`)
    .replace(/stroke="(?!none)[^"]*"/g, `stroke="${colour}"`)
    .replace(/(fill-)?opacity="[^"]*"/g, '');
}

export type GlyphOptions = { rotate?: number; shadow?: boolean };

/**
 * One emoji centred on (cx, cy), `size` px wide, optionally turned and lifted by a shadow. The shadow is the
 * silhouette drawn twice, offset and faint: an SVG blur filter costs librsvg ~20× the whole picture.
 */
export function glyph(
  emoji: EmojiSource,
  code: string,
  cx: number,
  cy: number,
  size: number,
  options: GlyphOptions = {},
): string {
  const place = (body: string, dy = 0) =>
    `<svg x="${cx - size / 2}" y="${cy - size / 2 + dy}" width="${size}" height="${size}" viewBox="0 0 36 36">${body}</svg>`;
  const body = emoji(code);
  let shadow = '';
  if (options.shadow) {
    const flat = silhouette(body, '#1f2937');
    const drop = size * 0.022;
    shadow = `<g opacity="0.06">${place(flat, drop * 2)}</g><g opacity="0.08">${place(flat, drop)}</g>`;
  }
  const turn = options.rotate ? ` transform="rotate(${options.rotate} ${cx} ${cy})"` : '';
  return `<g${turn}>${shadow}${place(body)}</g>`;
}

/** A soft oval shadow on the "ground" from a radial gradient. */
export function groundShadow(
  id: string,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  colour: string,
  opacity: number,
) {
  return {
    def: `<radialGradient id="${id}"><stop offset="0" stop-color="${colour}" stop-opacity="${opacity}"/><stop offset="0.6" stop-color="${colour}" stop-opacity="${opacity * 0.45}"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`,
    shape: `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#${id})"/>`,
  };
}
