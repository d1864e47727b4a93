/**
 * Image naming shared by the artwork build, uploads and the web. Every stored image `name.webp` also exists as
 * `name-{width}.webp` for each of IMAGE_WIDTHS, so pages can ask for the size their layout needs.
 */
export const IMAGE_WIDTHS = [200, 400, 800] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

const SIZED = /\.webp$/;

/** `/download/{name}` at the given width when a sized variant exists for it, else the original. */
export function imageUrl(name: string, width?: ImageWidth): string {
  if (/^https?:\/\//.test(name)) return name;
  const file = width && SIZED.test(name) ? name.replace(SIZED, `-${width}.webp`) : name;
  return `/download/${encodeURIComponent(file)}`;
}

export function imageSrcSet(name: string): string | undefined {
  if (!SIZED.test(name) || /^https?:\/\//.test(name)) return undefined;
  return IMAGE_WIDTHS.map((width) => `${imageUrl(name, width)} ${width}w`).join(', ');
}

export function sizedFileName(name: string, width: ImageWidth): string {
  return name.replace(SIZED, `-${width}.webp`);
}
