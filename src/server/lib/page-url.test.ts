import { describe, expect, it } from 'vitest';
import { pageUrlForRouting } from './page-url';

describe('page addresses that cannot be decoded', () => {
  it.each([
    ['/product/1%ZZ', '/product/1%25ZZ'],
    ['/products/catId/%E0%A4', '/products/catId/%25E0%25A4'],
    ['/search?q=a%', '/search?q=a%'],
    ['/x/%?page=2', '/x/%25?page=2'],
    ['/x/%E0%A4%95/%', '/x/%E0%A4%95/%25'],
  ])('%s is routed as %s', (url, routed) => {
    expect(pageUrlForRouting(url)).toBe(routed);
    expect(() => decodeURIComponent(routed.split('?')[0]!)).not.toThrow();
  });

  it.each(['/api/my-list/%', '/download/%ff%', '/product/%E0%A4%95', '/'])('%s is left alone', (url) => {
    expect(pageUrlForRouting(url)).toBe(url);
  });
});
