import { PAGE_MAX } from '#src/shared/constants';

/**
 * A list page's `?page=` as the API takes it (ZPageNumber: a whole number 1 … PAGE_MAX). Anything else — absent,
 * not a number, 0, or past the last page the API accepts — is page 1, rather than failing the page.
 */
export function pageParam(searchParams: URLSearchParams): number {
  const raw = searchParams.get('page')?.trim() ?? '';
  if (!/^\d{1,6}$/.test(raw)) return 1;
  const page = Number(raw);
  return page >= 1 && page <= PAGE_MAX ? page : 1;
}
