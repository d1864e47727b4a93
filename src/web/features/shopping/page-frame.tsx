import type { ReactNode } from 'react';
import { TEXT } from '#src/shared/texts';
import { Breadcrumb } from '#src/web/components/ui/breadcrumb';

/** The shopping pages' frame: breadcrumb (only above 992 px, spec 2), heading and a short line under it. */
export function PageFrame({
  title,
  crumb,
  intro,
  children,
}: {
  title: string;
  crumb: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="bg-gradient-to-b from-brand-50/70 via-white to-white">
      <div className="mx-auto max-w-shop px-4 pt-5 pb-14 lg:px-6 lg:pt-6">
        <Breadcrumb
          items={[{ label: TEXT.shell.home, to: '/' }, { label: TEXT.shell.shop, to: '/' }, { label: crumb }]}
          className="mb-5 hidden lg:block"
        />
        <header className="mb-6 lg:mb-8">
          <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
          {intro ? <p className="mt-1.5 text-slate-600">{intro}</p> : null}
        </header>
        {children}
      </div>
    </div>
  );
}
