import { describe, expect, it } from 'vitest';
import { locationFromCookieHeader, locationFromRequest } from './location';

describe('locationFromCookieHeader', () => {
  it('defaults to All without the cookie', () => {
    expect(locationFromCookieHeader(null)).toBe('All');
    expect(locationFromCookieHeader('theme=dark')).toBe('All');
  });

  it('reads and decodes the location cookie among others', () => {
    expect(locationFromCookieHeader('a=1; location=India; b=2')).toBe('India');
    expect(locationFromCookieHeader('location=United%20Kingdom')).toBe('United Kingdom');
  });

  it('falls back to All for broken or oversized values', () => {
    expect(locationFromCookieHeader('location=%E0%A4%A')).toBe('All');
    expect(locationFromCookieHeader(`location=${'x'.repeat(500)}`)).toBe('All');
    expect(locationFromCookieHeader('location=')).toBe('All');
  });

  it('reads it from a request', () => {
    const request = new Request('http://localhost/', { headers: { cookie: 'location=France' } });
    expect(locationFromRequest(request)).toBe('France');
  });
});
