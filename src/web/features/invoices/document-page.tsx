import { useId } from 'react';
import { Link } from 'react-router';
import type { TTaxDocument } from '#src/contracts/invoices';
import { INVOICES_TEXT as T } from '#src/shared/texts/invoices';
import { Button, buttonClasses } from '#src/web/components/ui/button';
import { ArrowLeft, Download, Printer } from '#src/web/components/ui/icons';
import { TaxDocument } from './tax-document';

/**
 * The shopper's and the back office's document page: back to the order, Print, and Download PDF — the browser's own
 * print-to-PDF, which saves exactly what prints (docs/decisions/054). The buttons are not printed.
 */
export function TaxDocumentPage({ document, orderHref }: { document: TTaxDocument; orderHref: string }) {
  const hintId = useId();
  const print = () => window.print();
  return (
    <div className="mx-auto w-full max-w-[60rem] px-4 py-6 lg:px-6 print:max-w-none print:p-0">
      <div className="mb-5 print:hidden">
        <div className="flex flex-wrap items-center gap-2">
          <Link to={orderHref} className={buttonClasses('quiet', 'md')}>
            <ArrowLeft className="size-4" aria-hidden="true" />
            {T.backToOrder}
          </Link>
          <Button onClick={print}>
            <Printer className="size-4" aria-hidden="true" />
            {T.print}
          </Button>
          <Button variant="secondary" onClick={print} aria-describedby={hintId}>
            <Download className="size-4" aria-hidden="true" />
            {T.download}
          </Button>
        </div>
        <p id={hintId} className="mt-2 text-sm text-slate-600">
          {T.downloadHint}
        </p>
      </div>
      <TaxDocument document={document} />
    </div>
  );
}
