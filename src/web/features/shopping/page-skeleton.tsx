import { Skeleton } from '#src/web/components/ui/skeleton';
import { Spinner } from '#src/web/components/ui/spinner';
import { PageFrame } from './page-frame';

/** What the server renders for a shopping page (the session lives in the browser) until its data arrives. */
export function PageSkeleton({
  title,
  crumb,
  label,
  aside = false,
}: {
  title: string;
  crumb: string;
  label: string;
  aside?: boolean;
}) {
  return (
    <PageFrame title={title} crumb={crumb} intro={<Spinner className="size-5 text-brand-600" label={label} />}>
      <div className={aside ? 'grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] xl:gap-8' : undefined}>
        <div className="space-y-4 rounded-3xl bg-white p-5 shadow-card ring-1 ring-slate-200/80">
          {[0, 1, 2].map((row) => (
            <div key={row} className="flex items-center gap-4">
              <Skeleton className="size-16 shrink-0 rounded-xl" />
              <div className="flex-1 space-y-2">
                <Skeleton className="h-4 w-3/5" />
                <Skeleton className="h-3 w-1/4" />
              </div>
              <Skeleton className="hidden h-9 w-24 sm:block" />
            </div>
          ))}
        </div>
        {aside ? <Skeleton className="h-72 rounded-3xl" /> : null}
      </div>
    </PageFrame>
  );
}
