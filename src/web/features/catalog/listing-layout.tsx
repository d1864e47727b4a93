import type { ReactNode } from 'react';
import { imageUrl } from '#src/shared/images';
import { TEXT } from '#src/shared/texts';
import { Breadcrumb, type Crumb } from '#src/web/components/ui/breadcrumb';
import { FiltersButton, FiltersDrawer } from './filters-drawer';

type Props = {
  title: string;
  crumbs: Crumb[];
  /** The category's own soft colour and artwork for the page header. */
  tint?: string | undefined;
  image?: string | undefined;
  /** The number of results; `null` leaves the count out (a page past the end shows no products to count). */
  total: number | null;
  /** How many filters are in force (shown on the phone's Filters button). */
  activeFilters?: number;
  /** Controls beside the count (the sort select). */
  toolbar?: ReactNode;
  /** Filter sections: a sidebar on wide screens, a drawer below 992 px. */
  sidebar: ReactNode;
  children: ReactNode;
};

/** The frame of listings and search results: header, count, sidebar or drawer, and the products. */
export function ListingLayout({
  title,
  crumbs,
  tint,
  image,
  total,
  activeFilters = 0,
  toolbar,
  sidebar,
  children,
}: Props) {
  return (
    <div className="mx-auto max-w-shop px-4 pt-4 pb-12 lg:px-6 lg:pt-6">
      <header
        className="relative overflow-hidden rounded-3xl px-5 py-6 sm:px-8 sm:py-8"
        style={{ backgroundColor: tint ?? 'var(--color-brand-50)' }}
      >
        <div className="relative z-10 max-w-[70%]">
          <h1 className="text-2xl font-extrabold tracking-tight break-words text-slate-900 sm:text-3xl lg:text-4xl">
            {title}
          </h1>
          <Breadcrumb items={crumbs} className="mt-3 hidden lg:block" />
        </div>
        {image && (
          <img
            src={imageUrl(image, 200)}
            alt=""
            width={200}
            height={200}
            className="absolute top-1/2 right-3 size-24 -translate-y-1/2 rounded-2xl object-cover opacity-90 sm:right-8 sm:size-32"
          />
        )}
      </header>

      <div className="mt-5 flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-[0.9375rem] text-slate-700">
          {total !== null && TEXT.foundItems(total)}
        </p>
        <div className="flex items-center gap-2">
          <FiltersButton active={activeFilters} />
          {toolbar}
        </div>
      </div>

      <div className="mt-5 lg:grid lg:grid-cols-[16.5rem_minmax(0,1fr)] lg:gap-6 xl:grid-cols-[17.5rem_minmax(0,1fr)]">
        <aside aria-label={TEXT.shell.filters} className="hidden space-y-4 lg:block">
          {sidebar}
        </aside>
        <div className="min-w-0">
          {/* Keeps the outline h1 > h2 > h3 (card titles) when the sidebar's headings are hidden on phones. */}
          <h2 className="sr-only">{TEXT.catalog.products}</h2>
          {children}
        </div>
      </div>

      <FiltersDrawer>{sidebar}</FiltersDrawer>
    </div>
  );
}
