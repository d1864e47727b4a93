import { useEffect, useState } from 'react';
import type { TAuditEntry } from '#src/contracts/admin';
import { ADMIN_PRODUCTS_TEXT } from '#src/shared/texts/admin-products';
import { adminApi, whenText } from '#src/web/features/admin/index';
import { useShopTimeZone } from '#src/web/lib/shop';

const E = ADMIN_PRODUCTS_TEXT.productEditor;

/** The product's changes from the audit log (its first page, newest first); remounted after each save. */
export function AuditHistory({ productId }: { productId: number }) {
  const [entries, setEntries] = useState<TAuditEntry[] | null>(null);
  const timeZone = useShopTimeZone();
  useEffect(() => {
    let live = true;
    adminApi.admin
      .audit({ query: { entity: 'product', entityId: String(productId) } })
      .then((page) => live && setEntries(page.entries))
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
            <li key={entry.id}>{E.historyEntry(entry.action, entry.actorEmail, whenText(entry.at, timeZone))}</li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-slate-600">{E.noHistory}</p>
      )}
    </section>
  );
}
