import { useId } from 'react';
import { Link } from 'react-router';
import type { TTaxDocumentSummary } from '#src/contracts/invoices';
import { formatPaise, INVOICES_TEXT as T } from '#src/shared/texts/invoices';
import { cn } from '#src/web/components/ui/cn';

/**
 * An order's tax invoice and credit notes as links to their pages ("Tax invoice INV/2026-27/000123"), on the
 * shopper's order page and the back office's; nothing when the order has none yet (decision 054).
 */
export function DocumentLinks({
  documents,
  orderHref,
  className,
  headingClassName,
}: {
  documents: TTaxDocumentSummary[];
  /** The order page's address; each document is under it: `<orderHref>/documents/<id>`. */
  orderHref: string;
  className?: string;
  headingClassName?: string;
}) {
  const id = useId();
  if (documents.length === 0) return null;
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={cn('font-bold text-slate-900', headingClassName)}>
        {T.documentsHeading}
      </h2>
      <ul className="mt-3 space-y-2 text-sm">
        {documents.map((document) => (
          <li key={document.id} className="flex flex-wrap items-baseline justify-between gap-x-4">
            <Link
              to={`${orderHref}/documents/${document.id}`}
              className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
            >
              {T.documentTitle(document.kind, document.number)}
            </Link>
            <span className="text-slate-600 tabular-nums">{formatPaise(document.total)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
