import { ADMIN_PRODUCTS_TEXT } from '#src/shared/texts/admin-products';
import { useEffect, useState } from 'react';
import { fetchTransport } from '#src/web/lib/api-client';
import { storedToken } from '#src/web/lib/api';

const E = ADMIN_PRODUCTS_TEXT.productEditor;
type Entry = { id: number; action: string; actorEmail: string; at: string };

/** Pulls the entries out of the audit log's answer, whatever its page wrapper (`{ entries }`, `{ rows }`, an array). */
function entriesOf(data: unknown): Entry[] {
  const list = Array.isArray(data)
    ? data
    : Object.values((data ?? {}) as Record<string, unknown>).find((value) => Array.isArray(value));
  return ((list ?? []) as Partial<Entry>[]).filter(
    (e): e is Entry => typeof e.action === 'string' && typeof e.at === 'string',
  );
}

/** The product's changes from the audit log (GET /api/admin/audit?entity=product&entityId=…), newest first. */
export function AuditHistory({ productId }: { productId: number }) {
  const [entries, setEntries] = useState<Entry[] | null>(null);
  useEffect(() => {
    let live = true;
    void fetchTransport('')({
      method: 'GET',
      path: '/api/admin/audit',
      query: { entity: 'product', entityId: productId },
      token: storedToken() ?? undefined,
    })
      .then(({ status, data }) => live && setEntries(status === 200 ? entriesOf(data) : []))
      .catch(() => live && setEntries([]));
    return () => {
      live = false;
    };
  }, [productId]);
  return (
    <section className="space-y-3 rounded-xl border border-slate-200 bg-white p-5" aria-labelledby="history-h">
      <h2 id="history-h" className="text-lg font-bold text-slate-900">
        {E.history}
      </h2>
      {entries && entries.length > 0 ? (
        <ol className="space-y-1 text-sm text-slate-700">
          {entries.map((entry) => (
            <li key={entry.id}>
              {E.historyEntry(entry.action, entry.actorEmail, new Date(entry.at).toLocaleString('en-IN'))}
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-slate-600">{E.noHistory}</p>
      )}
    </section>
  );
}
