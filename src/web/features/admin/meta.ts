import { ADMIN_TEXT } from '#src/shared/texts/admin';
import { shopOf } from '#src/web/lib/shop';

type MatchLike = { id: string; loaderData?: unknown } | undefined;

/**
 * An admin route's `meta`: "Audit log · Back office | <shop>". (The robots noindex tag comes from AdminShell, the
 * X-Robots-Tag header from the server, whatever a page's meta says.)
 */
export const adminTitle = (title: string, matches: readonly MatchLike[]) => [
  { title: `${title} · ${ADMIN_TEXT.backOffice} | ${shopOf(matches).name}` },
];
