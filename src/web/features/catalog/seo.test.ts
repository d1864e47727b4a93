import { describe, expect, it } from 'vitest';
import { siteOrigin } from './seo';
import { robotsTxt, sitemapXml } from './sitemap';

describe('the origin of canonical links, robots.txt and the sitemap (issue 11 §5)', () => {
  it('is the configured PUBLIC_URL, else nothing: links are relative, never a request’s host', () => {
    expect(siteOrigin('https://shop.example/')).toBe('https://shop.example');
    expect(siteOrigin(null)).toBe('');
    expect(siteOrigin(undefined)).toBe('');
    expect(robotsTxt(siteOrigin(null))).toContain('Sitemap: /sitemap.xml');
    expect(robotsTxt(siteOrigin('https://shop.example'))).toContain('Sitemap: https://shop.example/sitemap.xml');
    expect(sitemapXml([`${siteOrigin(null)}/product/1`])).toContain('<loc>/product/1</loc>');
  });
});
