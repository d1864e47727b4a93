import { Link } from 'react-router';
import type { TAuditEntry } from '#src/contracts/admin';
import { ADMIN_TEXT } from '#src/shared/texts/admin';
import { AuditChange } from './audit-change';
import { When } from './display';

const T = ADMIN_TEXT.audit;

/** A link that filters the log by one or two of its fields. */
export const auditHref = (filters: Record<string, string>) => `/admin/audit?${new URLSearchParams(filters)}`;

/**
 * The log's entries, one card each (issue 31 §6): when, who, from where, the action and the entity on the card's
 * side (above on a phone), the change beside them with the whole width left — values wrap, so the page never
 * scrolls sideways at 390 px nor cuts the before → after column at 1280 px.
 */
export function AuditEntries({ entries, caption }: { entries: readonly TAuditEntry[]; caption: string }) {
  return (
    <ol aria-label={caption} className="grid gap-3">
      {entries.map((entry) => (
        <li
          key={entry.id}
          className="grid min-w-0 gap-3 rounded-2xl border border-slate-200 bg-white p-4 text-sm shadow-xs lg:grid-cols-[18rem_minmax(0,1fr)]"
        >
          <dl className="grid min-w-0 grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
            <dt className="font-semibold text-slate-600">{T.when}</dt>
            <dd className="min-w-0">
              <When iso={entry.at} show="second" />
            </dd>
            <dt className="font-semibold text-slate-600">{T.who}</dt>
            <dd className="min-w-0 [overflow-wrap:anywhere]">
              <Link
                className="font-semibold text-brand-700 hover:underline"
                to={auditHref({ actor: entry.actorEmail })}
              >
                {entry.actorEmail}
              </Link>
            </dd>
            <dt className="font-semibold text-slate-600">{T.ip}</dt>
            <dd className="min-w-0 font-mono text-xs leading-5 [overflow-wrap:anywhere]">{entry.ip}</dd>
            <dt className="font-semibold text-slate-600">{T.action}</dt>
            <dd className="min-w-0 [overflow-wrap:anywhere]">{entry.action}</dd>
            <dt className="font-semibold text-slate-600">{T.entity}</dt>
            <dd className="min-w-0 [overflow-wrap:anywhere]">
              <Link
                className="text-brand-700 hover:underline"
                to={auditHref({ entity: entry.entity, entityId: entry.entityId })}
              >
                {`${entry.entity} #${entry.entityId}`}
              </Link>
            </dd>
          </dl>
          <div className="min-w-0">
            <p className="mb-1 text-xs font-bold tracking-wide text-slate-600 uppercase">{T.change}</p>
            <AuditChange before={entry.before} after={entry.after} />
          </div>
        </li>
      ))}
    </ol>
  );
}
