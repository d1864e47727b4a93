import { siteOrigin } from '../features/catalog/seo';
import { sitemapUrls, sitemapXml } from '../features/catalog/sitemap';
import type { Route } from './+types/sitemap';

/** `/sitemap.xml`: a resource route (no component), absolute URLs of every public catalogue page. */
export async function loader({ context }: Route.LoaderArgs) {
  const origin = siteOrigin(context.publicConfig.publicUrl);
  const xml = sitemapXml(await sitemapUrls(context, origin), origin);
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
