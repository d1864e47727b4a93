/** The list's filters as the address holds them (status, q, from, to, slot); empty ones are left out. */
export type OrderFilters = { status?: string; q?: string; from?: string; to?: string; slot?: string };

/** The filters (and any extra key) as a query string, empty ones left out. */
export const search = (filters: OrderFilters, extra: Record<string, string> = {}) =>
  new URLSearchParams(
    Object.entries({ ...filters, ...extra }).filter((entry): entry is [string, string] => Boolean(entry[1])),
  ).toString();
