import { createHash } from 'node:crypto';
import * as backOfficeIcons from './back-office-icons';
import { DIETS } from '#src/shared/constants';
import { dietDrawing, dietSymbolId } from './diet-drawing';
import type { Icon } from './icon';
import * as storefrontIcons from './icons';
import { LOGO_MARK, LOGO_MARK_ID } from './logo-mark';

/**
 * Files the build writes beside the scripts, by content-hashed names (so cached for good, like them), and whose
 * addresses the pages know through the build's constants (vite.config.ts: `__ICON_SPRITE__`, `__FAVICON__`). Read by
 * the build and the tests only: this module is never in a page's scripts.
 */

/** The shop's favicon: the logo's mark, centred. */
const FAVICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-1 0 40 40">${LOGO_MARK}</svg>`;

/** Every icon (storefront and back office) as a `<symbol>` by its id, the food marks and the logo's mark. */
function iconSprite(): string {
  const icons = new Map<string, Icon>();
  for (const icon of [...Object.values(storefrontIcons), ...Object.values(backOfficeIcons)]) icons.set(icon.id, icon);
  const symbols = [...icons.values()]
    .sort((a, b) => a.id.localeCompare(b.id))
    .map((icon) => `<symbol id="${icon.id}" viewBox="0 0 24 24">${icon.drawing}</symbol>`);
  for (const diet of DIETS)
    symbols.push(`<symbol id="${dietSymbolId(diet)}" viewBox="0 0 16 16">${dietDrawing(diet)}</symbol>`);
  symbols.push(`<symbol id="${LOGO_MARK_ID}" viewBox="0 0 40 40">${LOGO_MARK}</symbol>`);
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`;
}

export type BuiltAsset = { constant: string; fileName: string; source: string };

const hashed = (name: string, source: string) =>
  `assets/${name}-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.svg`;

/** The files, each with the build constant that holds its address. */
export function builtAssets(): BuiltAsset[] {
  return [
    // A short name: a page refers to it ~100 times.
    { constant: '__ICON_SPRITE__', name: 'i', source: iconSprite() },
    { constant: '__FAVICON__', name: 'favicon', source: FAVICON },
  ].map(({ constant, name, source }) => ({ constant, fileName: hashed(name, source), source }));
}

/** The build's constants: each file's address. */
export const assetConstants = (assets: readonly BuiltAsset[]) =>
  Object.fromEntries(assets.map((asset) => [asset.constant, JSON.stringify(`/${asset.fileName}`)]));
