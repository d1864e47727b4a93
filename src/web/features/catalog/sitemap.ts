import type { AppLoadContext } from 'react-router';
import type { TCategory } from '../../../contracts/catalog';
import { PAGE_SIZE_MAX } from '../../../shared/constants';

/** The sitemap protocol's limit per file. */
export const SITEMAP_MAX_URLS = 50_000;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** Every product of a top category, page by page (the catalogue API has no lighter "all ids" read). */
async function productIds(context: AppLoadContext, category: TCategory, budget: number): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ids.length < budget; page++) {
    const listing = await context.api.catalog.byCategory({ catId: category.id, page, perPage: PAGE_SIZE_MAX, location: 'All' });
    ids.push(...listing.products.map((product) => product.id));
    if (page >= listing.totalPages) break;
  }
  return ids.slice(0, budget);
}

/** The absolute URLs of home, categories, sub-categories and products (at most 50,000). */
export async function sitemapUrls(context: AppLoadContext, origin: string): Promise<string[]> {
  const { categoryList } = await context.api.catalog.categories();
  const urls = [`${origin}/`];
  for (const category of categoryList) {
    urls.push(`${origin}/products/category/${category.id}`);
    for (const child of category.children) urls.push(`${origin}/products/subCat/${child.id}`);
  }
  for (const category of categoryList) {
    const budget = SITEMAP_MAX_URLS - urls.length;
    if (budget <= 0) break;
    for (const id of await productIds(context, category, budget)) urls.push(`${origin}/product/${id}`);
  }
  return urls;
}

export function sitemapXml(urls: string[]): string {
  const body = urls.map((url) => `  <url><loc>${escapeXml(url)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

/** Crawlers may read the shop; the API and the shopper's own pages are of no use to them. */
export function robotsTxt(origin: string): string {
  const privatePaths = ['/api/', '/cart', '/checkout', '/myList', '/orders', '/my-account', '/verifyAccount', '/forgotPassword'];
  return ['User-agent: *', 'Allow: /', ...privatePaths.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
