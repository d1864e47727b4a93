/**
 * First-load JavaScript of a page: every script the server-rendered HTML makes the browser load before the page is
 * interactive (modulepreload links, module script sources, and modules imported by the inline boot script, among
 * them the route manifest), each fetched once and gzipped at level 9 — the size a bundler reports as "gzip".
 */
import { gzipSync } from 'node:zlib';
import { round } from './stats';

export type PageWeight = {
  page: string;
  path: string;
  scripts: number;
  rawKb: number;
  gzipKb: number;
  /** The HTML's own size, uncompressed (issue 34 §2: ≤ 60 for a product page, ≤ 90 for a 20-card listing). */
  htmlKb: number;
  largest: { file: string; gzipKb: number }[];
};

/** Script URLs an HTML page loads at first: `/assets/….js` references in tags and in inline imports. */
export function scriptUrlsOf(html: string): string[] {
  const found = new Set<string>();
  const patterns = [
    /<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g,
    /<link\b[^>]*href="([^"]+)"[^>]*rel="modulepreload"/g,
    /<script\b[^>]*src="([^"]+)"/g,
    /import\s*\(?\s*["']([^"']+\.m?js)["']/g,
    /from\s*["']([^"']+\.m?js)["']/g,
  ];
  for (const pattern of patterns) for (const match of html.matchAll(pattern)) found.add(match[1]!);
  return [...found].filter((url) => !/^(https?:)?\/\//.test(url) || url.includes('127.0.0.1'));
}

export async function measurePageWeight(origin: string, page: string, pagePath: string): Promise<PageWeight> {
  const response = await fetch(origin + pagePath);
  if (!response.ok) throw new Error(`${pagePath} answered ${response.status}`);
  const html = await response.text();
  const urls = scriptUrlsOf(html);
  if (urls.length === 0) throw new Error(`${pagePath}: no scripts found in the HTML`);
  // A Hindi page's browser entry loads the Hindi texts before hydrating (decision 065): part of its first load.
  const hindi = /<html\b[^>]*\blang="hi"/.test(html);
  let raw = 0;
  let gzip = 0;
  const files: { file: string; gzipKb: number }[] = [];
  for (const url of urls) {
    const script = await fetch(new URL(url, origin));
    if (!script.ok) throw new Error(`${url} answered ${script.status}`);
    const body = Buffer.from(await script.arrayBuffer());
    if (hindi && /\/entry\.client-[\w-]+\.js$/.test(url))
      for (const match of body.toString('utf8').matchAll(/import\(\s*["'`]\.\/(register-[\w-]+\.js)["'`]/g))
        urls.push(new URL(match[1]!, new URL(url, origin)).pathname);
    const zipped = gzipSync(body, { level: 9 }).length;
    raw += body.length;
    gzip += zipped;
    files.push({ file: url.split('/').pop()!, gzipKb: round(zipped / 1024) });
  }
  files.sort((a, b) => b.gzipKb - a.gzipKb);
  return {
    page,
    path: pagePath,
    scripts: urls.length,
    rawKb: round(raw / 1024),
    gzipKb: round(gzip / 1024),
    htmlKb: round(Buffer.byteLength(html, 'utf8') / 1024, 1),
    largest: files.slice(0, 5),
  };
}
