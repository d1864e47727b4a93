import { SERVER_TEXT } from '#src/shared/texts/server';
import { countries } from 'countries-list';
import { DEFAULT_LOCATION } from '#src/shared/constants';
import type { TCountry } from '#src/contracts/catalog';
import { badRequest } from '#src/server/lib/app-error';

let cached: { list: TCountry[]; byKey: Map<string, string> } | undefined;

/** Built once from the bundled `countries-list` data: nothing is fetched at run time. */
function load() {
  if (!cached) {
    const list = Object.entries(countries)
      .map(([iso2, data]) => ({ _id: iso2, country: data.name, iso2 }))
      .sort((a, b) => a.country.localeCompare(b.country, 'en'));
    const byKey = new Map<string, string>();
    for (const entry of list) {
      byKey.set(entry.iso2.toLowerCase(), entry.iso2);
      byKey.set(entry.country.toLowerCase(), entry.iso2);
    }
    cached = { list, byKey };
  }
  return cached;
}

/** Every country, sorted by name; `_id` is the ISO 3166-1 alpha-2 code. */
export function listCountries(): TCountry[] {
  return load().list;
}

/** What the original client sends before a country is chosen (decisions §8): no filter, like 'All'. */
const UNCHOSEN = new Set(['null', 'undefined']);

/**
 * The ISO2 code a `location` filter means, or null for no filter ('All', empty, missing, `null` or `undefined`).
 * Accepts a country name or an ISO2 code in any letter case; anything else is a 400 so a typo is not
 * silently answered with the whole catalogue or an empty page.
 */
export function resolveLocation(location: string | undefined): string | null {
  const key = (location ?? '').trim().toLowerCase();
  if (key === '' || key === DEFAULT_LOCATION.toLowerCase() || UNCHOSEN.has(key)) return null;
  const iso2 = load().byKey.get(key);
  if (!iso2) throw badRequest(SERVER_TEXT.catalogApi.unknownLocation(location?.trim().slice(0, 60) ?? ''));
  return iso2;
}
