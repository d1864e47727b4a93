import type { FastifyRequest } from 'fastify';
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';
import { STORAGE_KEYS } from '#src/shared/constants';

/**
 * The pages the page cache keeps (docs/decisions/033-page-cache.md), by React Router route id: public pages whose
 * HTML is the same for every visitor with the same `location` cookie, because everything personal (cart, My List,
 * account, the remembered pincode) is loaded by the browser after hydration. An allow-list: a new page is not cached until
 * someone checks it is public and adds it here.
 */
export const CACHED_ROUTES: ReadonlySet<string> = new Set([
  'routes/home',
  'routes/listing-category',
  'routes/listing-subcat',
  'routes/product',
  'routes/search',
  'routes/robots',
  'routes/sitemap',
  // The policy pages: store settings, made stale with the catalogue like the footer (decision 052).
  'routes/policy',
  // Page Not Found for addresses no route knows.
  'routes/not-found',
]);

/** The only request cookies a cached page may depend on: the key holds their values (and nothing else does). */
const KEY_COOKIES = [STORAGE_KEYS.location] as const;
/** Paths whose cacheability is remembered (then forgotten all at once: a bound, not a cache policy). */
const REMEMBERED_PATHS = 10_000;
/** Longer addresses are rendered each time: nobody shares them, and keys stay small. */
export const MAX_KEY_URL_LENGTH = 2000;
/** Client data requests, React Router's route discovery, and what never reaches here but must never be cached. */
const NEVER_CACHED = /(?:\.data$|^\/__manifest$|^\/(?:api|download|admin)(?:[/.]|$))/;

/** The route id React Router renders for a path (the deepest match), from the build's route manifest. */
function routeMatcher(build: ServerBuild): (pathname: string) => string | undefined {
  type Node = { id: string; path?: string; index?: boolean; caseSensitive?: boolean; children: Node[] };
  const nodes = new Map<string, Node>();
  const roots: Node[] = [];
  const routes = Object.values(build.routes).filter((route) => route !== undefined);
  for (const route of routes) {
    const node: Node = { id: route.id, children: [] };
    if (route.path !== undefined) node.path = route.path;
    if (route.index) node.index = true;
    if (route.caseSensitive) node.caseSensitive = true;
    nodes.set(route.id, node);
  }
  for (const route of routes) {
    const parent = route.parentId === undefined ? undefined : nodes.get(route.parentId);
    (parent ? parent.children : roots).push(nodes.get(route.id)!);
  }
  const tree = roots as unknown as RouteObject[];
  return (pathname) => matchRoutes(tree, pathname)?.at(-1)?.route.id;
}

/** Whether a request is for a page the cache keeps (rendered without a nonce, its scripts allowed by hash). */
export function cachedPageTest(build: ServerBuild): (request: FastifyRequest, url: URL) => boolean {
  const routeOf = routeMatcher(build);
  // Matching a path against the routes costs about as much as answering a kept page: remembered per path.
  const cachedPaths = new Map<string, boolean>();
  return (request, url) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    let cached = cachedPaths.get(url.pathname);
    if (cached === undefined) {
      cached = !NEVER_CACHED.test(url.pathname) && CACHED_ROUTES.has(routeOf(url.pathname) ?? '');
      if (cachedPaths.size >= REMEMBERED_PATHS) cachedPaths.clear();
      cachedPaths.set(url.pathname, cached);
    }
    return cached;
  };
}

/** Every value of cookie `name` in a Cookie header, as sent, in order (the web's readers take the first). */
function cookieValues(header: string | undefined, name: string): string[] {
  const values: string[] = [];
  for (const part of (header ?? '').split(';')) {
    const [cookie, ...rest] = part.trim().split('=');
    if (cookie === name) values.push(rest.join('='));
  }
  return values;
}

/**
 * A cached page's key: the address as React Router sees it (path and query, normalised by the URL parser) and the
 * raw values of the cookies a page may read. JSON, so no value can pass for another part.
 */
export function pageCacheKey(url: URL, cookieHeader: string | undefined): string {
  return JSON.stringify([url.pathname + url.search, ...KEY_COOKIES.map((name) => cookieValues(cookieHeader, name))]);
}
