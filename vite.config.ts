import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { tsImport } from 'tsx/esm/api';
import { defineConfig, type Plugin } from 'vite';
import { loadBuiltAssets } from './scripts/lib/built-assets';
import type { RouteTable } from './src/contracts/client';
import type { BuiltAsset } from './src/web/components/ui/assets';

/**
 * First-load JavaScript in a few files instead of ~35 (decision 008). On slow connections every file is a request
 * with its own round trip, and the browser opens at most six HTTP/1.1 connections: the tiny chunks (one per icon,
 * store or helper) cost more in waiting than in bytes. The client build groups:
 * - `framework`: React, ReactDOM, React Router — every page;
 * - `shell`: what the root route (header, menus, footer, stores) imports statically — every page;
 * - `catalog`: what at least two of the home, listing and product pages import statically (cards, stars, …);
 * everything else (each route's own code, what loads on demand) keeps Rolldown's automatic chunks.
 */
const WEB = path.resolve('src/web');
const ROOT = path.join(WEB, 'root.tsx');
const CATALOG_ROUTES = [
  ['home.tsx'],
  ['listing-category.tsx', 'listing-subcat.tsx', 'search.tsx'],
  ['product.tsx'],
].map((files) => files.map((file) => path.join(WEB, 'routes', file)));
const FRAMEWORK = /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/;
/**
 * The back office's code (decision 021), and the icons only it uses (ui/back-office-icons.ts): never in a storefront
 * group.
 */
const BACK_OFFICE = [
  path.join(WEB, 'routes', 'admin'),
  path.join(WEB, 'features', 'admin'),
  path.join(WEB, 'components', 'ui', 'back-office-icons.ts'),
];

function firstLoadGroups(): { plugin: Plugin; groupOf: (id: string) => string | null } {
  const groups = new Map<string, string>();
  const plugin: Plugin = {
    name: 'kirana-first-load-groups',
    apply: 'build',
    buildEnd() {
      groups.clear();
      // Modules statically reachable from a start module (dynamic imports stay on demand).
      const closure = (start: string) => {
        const seen = new Set<string>();
        const queue = [start];
        while (queue.length > 0) {
          const id = queue.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          for (const next of this.getModuleInfo(id)?.importedIds ?? []) queue.push(next);
        }
        return seen;
      };
      if (!this.getModuleInfo(ROOT)) return; // the server build or a build without the app
      const grouped = (id: string) => !BACK_OFFICE.some((dir) => id.startsWith(dir));
      for (const id of closure(ROOT)) if (grouped(id)) groups.set(id, 'shell');
      const counts = new Map<string, number>();
      for (const files of CATALOG_ROUTES) {
        const reached = new Set<string>();
        for (const file of files) for (const id of closure(file)) reached.add(id);
        for (const id of reached) counts.set(id, (counts.get(id) ?? 0) + 1);
      }
      for (const [id, count] of counts) if (count >= 2 && !groups.has(id) && grouped(id)) groups.set(id, 'catalog');
      for (const files of CATALOG_ROUTES) for (const file of files) groups.delete(file);
    },
  };
  const groupOf = (id: string) => (FRAMEWORK.test(id) ? 'framework' : (groups.get(id) ?? null));
  return { plugin, groupOf };
}

/**
 * The browser's API client needs each endpoint's method and path, not its zod schemas (~95 kB gzip with zod): the
 * build replaces `src/web/lib/api-routes.ts` with that table as plain data, computed from the same endpoint
 * definitions (decision 016). Type checks and tests read the module as written, which gives the same table.
 */
function apiRouteTable(): Plugin {
  // The storefront's table leaves the back office's groups out; admin pages load theirs (decision 021).
  const targets = new Map([
    [path.resolve('src/web/lib/api-routes.ts'), 'storefrontRouteTable'],
    [path.resolve('src/web/features/admin/api-routes.ts'), 'backOfficeRouteTable'],
  ] as const);
  const contracts = path.resolve('src/contracts');
  return {
    name: 'kirana-api-route-table',
    async load(id) {
      const table = targets.get(id.split('?')[0] as never);
      if (!table) return null;
      const tables = (await tsImport(pathToFileURL(path.join(contracts, 'routes.ts')).href, import.meta.url)) as Record<
        typeof table,
        Partial<RouteTable>
      >;
      return `export default ${JSON.stringify(tables[table])};`;
    },
    hotUpdate({ file, server }) {
      if (!file.startsWith(contracts)) return;
      for (const target of targets.keys()) {
        const module = server.moduleGraph.getModuleById(target);
        if (module) server.moduleGraph.invalidateModule(module);
      }
    },
  };
}

/**
 * A page's scripts need an icon's name (its symbol in the sprite file), never its drawing: the sprite is made from
 * the drawings when the build starts (ui/assets.ts, run by Node, not bundled), and `Icon.drawing` is read only
 * there and in tests. Both bundles get each lucide icon module as its name alone: ~22 kB (minified) of drawings out
 * of every page's first load (decision 077). An alias module (`trash-2`) forwards to the icon's own and is left be.
 */
function iconNamesOnly(): Plugin {
  const LUCIDE_ICON = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/][\w-]+\.mjs$/;
  return {
    name: 'kirana-icon-names-only',
    apply: 'build',
    async load(id) {
      if (!LUCIDE_ICON.test(id)) return null;
      const name = /const __iconData = \{\s*name: "([\w-]+)"/.exec(await readFile(id, 'utf8'))?.[1];
      return name ? `export const __iconData = { name: ${JSON.stringify(name)}, node: [] };` : null;
    },
  };
}

/**
 * The icon sprite and the favicon (src/web/components/ui/assets.ts): written by the browser build as content-hashed
 * assets, their addresses given to both builds as constants (docs/decisions/071).
 */
function builtAssetFiles(emit: boolean): Plugin {
  let assets: BuiltAsset[] = [];
  return {
    name: 'kirana-built-assets',
    async config() {
      const loaded = await loadBuiltAssets();
      assets = loaded.assets;
      return { define: loaded.constants };
    },
    generateBundle() {
      if (!emit) return;
      for (const asset of assets) this.emitFile({ type: 'asset', fileName: asset.fileName, source: asset.source });
    },
  };
}

export default defineConfig(({ isSsrBuild }) => {
  const { plugin, groupOf } = firstLoadGroups();
  return {
    plugins: [
      apiRouteTable(),
      iconNamesOnly(),
      builtAssetFiles(!isSsrBuild),
      tailwindcss(),
      reactRouter(),
      ...(isSsrBuild ? [] : [plugin]),
    ],
    // The server build bundles the icons it uses (ui/icons.ts) instead of loading them from lucide-react's package:
    // its entry on Node is one CommonJS file of every icon (~1,600), parsed and held by each process (issue 17 §3).
    ssr: { noExternal: ['lucide-react'] },
    build: {
      assetsInlineLimit: 0,
      ...(isSsrBuild
        ? {}
        : {
            rolldownOptions: {
              // ui/icons.ts takes each icon's drawing, not its component: with this, the components that lucide's
              // icon modules build as they load are left out.
              treeshake: { manualPureFunctions: ['createLucideIcon'] },
              output: {
                codeSplitting: {
                  groups: [
                    { name: 'framework', test: (id: string) => groupOf(id) === 'framework', priority: 3 },
                    { name: 'shell', test: (id: string) => groupOf(id) === 'shell', priority: 2 },
                    { name: 'catalog', test: (id: string) => groupOf(id) === 'catalog', priority: 1 },
                  ],
                },
              },
            },
          }),
    },
  };
});
