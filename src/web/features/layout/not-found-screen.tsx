import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { TEXT } from '#src/shared/texts';
import { buttonClasses } from '#src/web/components/ui/button';

/** The shop's Page Not Found (inside the shop's shell): unknown addresses, and /admin for anyone without a role. */
export function NotFoundScreen() {
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <span className="mx-auto flex size-20 items-center justify-center rounded-3xl bg-brand-50 text-brand-600">
        <SearchX className="size-10" aria-hidden="true" />
      </span>
      <p className="mt-6 text-sm font-bold tracking-wide text-brand-700">404</p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900">{TEXT.notFoundTitle}</h1>
      <p className="mt-3 text-slate-600">{TEXT.notFoundBody}</p>
      <Link className={buttonClasses('primary', 'lg', 'mt-8')} to="/">
        {TEXT.backToHome}
      </Link>
    </div>
  );
}
