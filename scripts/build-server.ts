/**
 * `npm run build` step: bundles the server (src/server/main.ts and the modules it imports) into one JavaScript file,
 * `<BUILD_DIR>/bundle/server.mjs`, that `npm run serve` runs with plain `node` (decision 007). Packages stay in
 * node_modules (native ones such as sharp and argon2, PGlite's WebAssembly and data files, Swagger UI's assets).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';

export const repoRoot = path.resolve(import.meta.dirname, '..');
const ENTRY = path.join(repoRoot, 'src', 'server', 'main.ts');

/** Where `npm run build` writes the bundle for a build directory (relative to the current directory, as BUILD_DIR is). */
export function serverBundlePath(buildDir = process.env['BUILD_DIR'] || 'build'): string {
  return path.resolve(buildDir, 'bundle', 'server.mjs');
}

/**
 * Modules find files next to their source (`migrationsFolder` beside src/db/client.ts, the repository root from
 * src/server/lib/paths.ts, packages through `createRequire`). In the bundle `import.meta.url` would be the bundle's
 * own address, so each module's is rewritten to its source file's address, relative to the bundle: the bundle keeps
 * working wherever the repository is moved, as long as it stays in the build directory it was written to.
 */
function sourceAddresses(outDir: string): Plugin {
  return {
    name: 'kirana-source-addresses',
    setup(esbuild) {
      esbuild.onLoad({ filter: /\.tsx?$/ }, async (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        const source = await readFile(args.path, 'utf8');
        if (!source.includes('import.meta')) return undefined;
        if (/import\.meta\.(dirname|filename)/.test(source)) {
          return {
            errors: [
              {
                text: `${path.relative(repoRoot, args.path)}: use import.meta.url (the bundle rewrites it), not import.meta.dirname/filename`,
              },
            ],
          };
        }
        const relative = path.relative(outDir, args.path).split(path.sep).join('/');
        const address = `new URL(${JSON.stringify(relative)}, import.meta.url).href`;
        return {
          contents: source.replaceAll('import.meta.url', address),
          loader: args.path.endsWith('x') ? 'tsx' : 'ts',
        };
      });
    },
  };
}

/** Writes the bundle; answers its path and size. About a second. */
export async function buildServerBundle(buildDir?: string): Promise<{ file: string; bytes: number; ms: number }> {
  const started = performance.now();
  const file = serverBundlePath(buildDir);
  // Loaded here, so the tests and scripts that only ask for serverBundlePath() do not load esbuild.
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [ENTRY],
    outfile: file,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    legalComments: 'none',
    logLevel: 'warning',
    metafile: true,
    plugins: [sourceAddresses(path.dirname(file))],
  });
  const bytes = result.metafile.outputs[path.relative(process.cwd(), file).split(path.sep).join('/')]?.bytes ?? 0;
  return { file, bytes, ms: Math.round(performance.now() - started) };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { file, bytes, ms } = await buildServerBundle();
  console.log(`server bundle: ${path.relative(process.cwd(), file)} (${Math.round(bytes / 1024)} KB) in ${ms} ms`);
}
