import type { AppLoadContext } from 'react-router';
import { PRODUCT_IDS_MAX } from '#src/contracts/catalog';
import { LANGUAGES } from '#src/shared/texts/language';
import { HINDI_PREFIX, pathInLanguage } from '#src/shared/texts/language-path';

/** The sitemap protocol's limit per file. */
export const SITEMAP_MAX_URLS = 50_000;

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** Product ids in id order from the catalogue's ids-only endpoint, at most `budget` of them. */
async function productIds(context: AppLoadContext, budget: number): Promise<number[]> {
  const ids: number[] = [];
  for (let after = 0; ids.length < budget;) {
    const limit = Math.min(budget - ids.length, PRODUCT_IDS_MAX);
    const page = await context.api.catalog.productIds({ query: { after, limit } });
    ids.push(...page.products.map((product) => product.id));
    if (page.next === null) break;
    after = page.next;
  }
  return ids;
}

/**
 * The absolute URLs of home, categories, sub-categories and products, in English (each is listed in Hindi too by
 * `sitemapXml`, so at most half the protocol's limit).
 */
export async function sitemapUrls(context: AppLoadContext, origin: string): Promise<string[]> {
  const { categoryList } = await context.api.catalog.categories();
  const urls = [`${origin}/`];
  for (const category of categoryList) {
    urls.push(`${origin}/products/category/${category.id}`);
    for (const child of category.children) urls.push(`${origin}/products/subCat/${child.id}`);
  }
  const budget = SITEMAP_MAX_URLS / LANGUAGES.length - urls.length;
  if (budget > 0) for (const id of await productIds(context, budget)) urls.push(`${origin}/product/${id}`);
  return urls;
}

/**
 * The sitemap of the English URLs given (`origin` + path) and their Hindi twins (issue 33): one `<url>` per page and
 * language, each naming both languages as `xhtml:link` alternates.
 */
export function sitemapXml(urls: string[], origin = ''): string {
  const body = urls
    .flatMap((url) => {
      const path = url.slice(origin.length);
      const inEach = LANGUAGES.map((language) => [language, `${origin}${pathInLanguage(path, language)}`] as const);
      const alternates = inEach
        .map(([language, href]) => `<xhtml:link rel="alternate" hreflang="${language}" href="${escapeXml(href)}"/>`)
        .join('');
      return inEach.map(([, href]) => `  <url><loc>${escapeXml(href)}</loc>${alternates}</url>`);
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${body}\n</urlset>\n`;
}

/** Crawlers may read the shop; the API and the shopper's own pages are of no use to them. */
export function robotsTxt(origin: string): string {
  const privatePaths = [
    '/api/',
    '/cart',
    '/checkout',
    '/myList',
    '/orders',
    '/my-account',
    '/verifyAccount',
    '/forgotPassword',
  ];
  return [
    'User-agent: *',
    'Allow: /',
    // The shopper's own pages in Hindi too (issue 33); the API has one address.
    ...privatePaths
      .flatMap((path) => (path === '/api/' ? [path] : [path, `${HINDI_PREFIX}${path}`]))
      .map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
