import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import type * as AssetsModule from '../../src/web/components/ui/assets';

/**
 * The files the browser build writes beside its scripts (the icon sprite, the favicon; src/web/components/ui/assets.ts)
 * and the build constants that hold their addresses: for vite.config.ts, which writes them, and vitest.config.ts,
 * whose rendered pages refer to them (docs/decisions/071). Loaded by tsx with tsconfig.runtime.json, which leaves
 * lucide's icon modules to Node.
 */
export async function loadBuiltAssets() {
  const module = (await tsImport(pathToFileURL(path.resolve('src/web/components/ui/assets.ts')).href, {
    parentURL: import.meta.url,
    tsconfig: 'tsconfig.runtime.json',
  })) as typeof AssetsModule;
  const assets = module.builtAssets();
  return { assets, constants: module.assetConstants(assets) };
}
