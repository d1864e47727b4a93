import { siteOrigin } from '../features/catalog/seo';
import { robotsTxt } from '../features/catalog/sitemap';
import type { Route } from './+types/robots';

/** `/robots.txt`: a resource route pointing crawlers at the sitemap. */
export function loader({ context }: Route.LoaderArgs) {
  return new Response(robotsTxt(siteOrigin(context.publicConfig.publicUrl)), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=86400' },
  });
}
