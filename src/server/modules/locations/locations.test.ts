import { describe, expect, it } from 'vitest';
import { testAppForFile } from '#src/test/test-app';
import { resolveLocation } from './locations.service';

const t = testAppForFile({ template: 'empty' });

describe('countries', () => {
  it('lists every country from the bundled data, sorted by name, with the ISO code as id', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/countries' });
    expect(response.statusCode).toBe(200);
    const list: { _id: string; country: string; iso2: string }[] = response.json();
    expect(list.length).toBeGreaterThan(240);
    expect(list).toContainEqual({ _id: 'IN', country: 'India', iso2: 'IN' });
    expect(list).toContainEqual({ _id: 'GB', country: 'United Kingdom', iso2: 'GB' });
    const names = list.map((c) => c.country);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(new Set(list.map((c) => c._id)).size).toBe(list.length);
  });

  it('reads a location as a country name or code in any case, All or nothing as no filter', () => {
    expect(resolveLocation('India')).toBe('IN');
    expect(resolveLocation(' united kingdom ')).toBe('GB');
    expect(resolveLocation('fr')).toBe('FR');
    expect(resolveLocation('All')).toBeNull();
    expect(resolveLocation('')).toBeNull();
    expect(resolveLocation(undefined)).toBeNull();
    expect(() => resolveLocation('Atlantis')).toThrow(/Unknown location/);
  });
});
