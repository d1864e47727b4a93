import { SearchX } from '#src/web/components/ui/icons';
import { Link } from 'react-router';
import { buttonClasses } from './button';
import { cn } from './cn';

/**
 * A 404 page's content: the shop's (large, back to the home page) and the back office's (inside its chrome, back to
 * the overview) differ only in their texts, link and size.
 */
export function NotFoundPanel({
  title,
  body,
  back,
  size = 'lg',
}: {
  title: string;
  body: string;
  back: { to: string; label: string };
  size?: 'md' | 'lg';
}) {
  const large = size === 'lg';
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <span
        className={cn(
          'mx-auto flex items-center justify-center rounded-3xl bg-brand-50 text-brand-600',
          large ? 'size-20' : 'size-16',
        )}
      >
        <SearchX className={large ? 'size-10' : 'size-8'} aria-hidden="true" />
      </span>
      <p className="mt-6 text-sm font-bold tracking-wide text-brand-700">404</p>
      <h1 className={cn('mt-2 font-extrabold tracking-tight text-slate-900', large ? 'text-3xl' : 'text-2xl')}>
        {title}
      </h1>
      <p className="mt-3 text-slate-600">{body}</p>
      <Link className={buttonClasses('primary', size, 'mt-8')} to={back.to}>
        {back.label}
      </Link>
    </div>
  );
}
