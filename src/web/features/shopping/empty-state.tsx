import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { TEXT } from '#src/shared/texts';
import { buttonClasses } from '#src/web/components/ui/button';

/** An empty cart or list: the spec's sentence and 'Continue Shopping' to the home page. */
export function EmptyState({ icon, text }: { icon: ReactNode; text: string }) {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center rounded-3xl bg-white px-6 py-12 text-center shadow-card ring-1 ring-slate-200/80 sm:py-16">
      <span className="flex size-20 items-center justify-center rounded-full bg-brand-50 text-brand-600 ring-8 ring-brand-50/50 [&>svg]:size-9">
        {icon}
      </span>
      <p className="mt-6 text-xl font-bold text-slate-900">{text}</p>
      <Link to="/" className={buttonClasses('primary', 'lg', 'mt-7')}>
        {TEXT.continueShopping}
      </Link>
    </div>
  );
}
