import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { ADMIN_TEXT } from '#src/shared/texts/admin';
import { buttonClasses } from '#src/web/components/ui/button';

/** Inside the back office's chrome: a page that does not exist, or that the user's role cannot open (staff). */
export function AdminNotFound() {
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <span className="mx-auto flex size-16 items-center justify-center rounded-3xl bg-brand-50 text-brand-600">
        <SearchX className="size-8" aria-hidden="true" />
      </span>
      <p className="mt-6 text-sm font-bold tracking-wide text-brand-700">404</p>
      <h1 className="mt-2 text-2xl font-extrabold tracking-tight text-slate-900">{ADMIN_TEXT.notFoundTitle}</h1>
      <p className="mt-3 text-slate-600">{ADMIN_TEXT.notFoundBody}</p>
      <Link className={buttonClasses('primary', 'md', 'mt-8')} to="/admin">
        {ADMIN_TEXT.backToOverview}
      </Link>
    </div>
  );
}
