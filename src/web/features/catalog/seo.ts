import type { MetaDescriptor } from 'react-router';
import { imageUrl } from '#src/shared/images';
import { currentLanguage } from '#src/shared/texts/language';
import { pathInLanguage } from '#src/shared/texts/language-path';

/**
 * The origin of links in meta tags, JSON-LD, robots.txt and the sitemap: the configured PUBLIC_URL, else none — the
 * links are relative. The request's own host (or a proxy's X-Forwarded-Host) is never echoed: anyone can send one,
 * and a cache or crawler would keep it (decision 013).
 */
export function siteOrigin(publicUrl: string | null | undefined): string {
  return (publicUrl?.trim() ?? '').replace(/\/+$/, '');
}

export const absoluteImage = (origin: string, name: string) => {
  const url = imageUrl(name, 800);
  return url.startsWith('http') ? url : `${origin}${url}`;
};

type PageMeta = {
  /** The shop's configured name (og:site_name). */
  siteName: string;
  title: string;
  description: string;
  /** Absolute canonical URL. */
  url: string;
  image?: string | undefined;
  type?: 'website' | 'product';
  noindex?: boolean;
};

/** An absolute or path-absolute address of the page in the current language (issue 33): `/` ↔ `/hi`. */
function inCurrentLanguage(url: string): string {
  const origin = /^https?:\/\/[^/?#]+/.exec(url)?.[0] ?? '';
  return origin + pathInLanguage(url.slice(origin.length) || '/', currentLanguage());
}

/**
 * Title, description, canonical link, Open Graph and Twitter card for one page; the canonical and og:url name the
 * page in its own language (a Hindi page is its own page, with the English one as its alternate).
 */
export function pageMeta({
  siteName,
  title,
  description,
  url,
  image,
  type = 'website',
  noindex = false,
}: PageMeta): MetaDescriptor[] {
  url = inCurrentLanguage(url);
  return [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    ...(noindex ? [{ name: 'robots', content: 'noindex, follow' }] : []),
    { property: 'og:type', content: type },
    { property: 'og:site_name', content: siteName },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    ...(image ? [{ property: 'og:image', content: image }] : []),
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
  ];
}

/** Meta descriptions read best under ~160 characters; cut on a word. */
export function shortDescription(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cutAt = clean.lastIndexOf(' ', max - 1);
  return `${clean.slice(0, cutAt > 80 ? cutAt : max - 1)}…`;
}

export type Crumb = { name: string; url: string };

export function breadcrumbJsonLd(items: Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}
