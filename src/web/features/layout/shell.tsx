import type { ReactNode } from 'react';
import type { TCategory } from '../../../contracts/catalog';
import { BottomBar } from './bottom-bar';
import { SessionBootstrap } from '../accounts/session-bootstrap';
import { ShoppingCounts } from '../shopping/shopping-counts';
import { Footer } from './footer';
import { Header } from './header';
import { SupportLine } from './support-line';

/** What every page shares: support line, header with navigation, the page, footer, phone bottom bar. */
export function Shell({ categories, location, children }: { categories: TCategory[]; location: string; children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col pb-16 lg:pb-0">
      <a
        href="#main"
        className="sr-only z-[70] rounded-lg bg-white px-4 py-2 font-semibold text-brand-700 focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:shadow-raised"
      >
        Skip to content
      </a>
      <SessionBootstrap />
      <ShoppingCounts />
      <SupportLine />
      <Header categories={categories} location={location} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <Footer categories={categories} />
      <BottomBar />
    </div>
  );
}
