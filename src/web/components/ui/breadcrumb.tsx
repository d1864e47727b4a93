import { TEXT } from '#src/shared/texts';
import { ChevronRight } from '#src/web/components/ui/icons';
import { Link } from 'react-router';
import { cn } from './cn';

export type Crumb = { label: string; to?: string };

/** Trail of links; the last crumb is the current page. */
export function Breadcrumb({ items, className }: { items: Crumb[]; className?: string }) {
  return (
    <nav aria-label={TEXT.shell.breadcrumb} className={cn('text-sm', className)}>
      <ol className="flex flex-wrap items-center gap-1.5 text-slate-600">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${index}-${item.label}`} className="crumb">
              {item.to && !last ? (
                <Link to={item.to} className="crumb-link">
                  {item.label}
                </Link>
              ) : (
                <span aria-current={last ? 'page' : undefined} className={cn(last && 'font-medium text-slate-900')}>
                  {item.label}
                </span>
              )}
              {!last && <ChevronRight className="size-3.5 text-slate-400" aria-hidden="true" />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
