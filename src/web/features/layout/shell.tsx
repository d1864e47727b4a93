import { Suspense, type ReactNode } from 'react';
import type { TCategory } from '#src/contracts/catalog';
import { BottomBar } from './bottom-bar';
import { SessionBootstrap } from '#src/web/features/accounts/index';
import { MyListScope, ShoppingCounts } from '#src/web/features/shopping/index';
import { TEXT } from '#src/shared/texts';
import { SkipLink } from '#src/web/components/ui/skip-link';
import { useFocusOnNavigation } from '#src/web/lib/use-focus-on-navigation';
import { Footer } from './footer';
import { Header } from './header';
import { SupportLine } from './support-line';

/**
 * What every page shares: support line, header with navigation, the page, footer, phone bottom bar. Printed (a tax
 * invoice, decision 054), only the page: the rest hides itself.
 */
export function Shell({
  categories,
  location,
  children,
}: {
  categories: TCategory[];
  location: string;
  children: ReactNode;
}) {
  const main = useFocusOnNavigation();
  return (
    <div className="flex min-h-screen flex-col pb-16 lg:pb-0 print:block print:min-h-0 print:pb-0">
      <SkipLink href="#main">{TEXT.shell.skipToContent}</SkipLink>
      <SessionBootstrap />
      <ShoppingCounts />
      <SupportLine />
      <Header categories={categories} location={location} />
      <main ref={main} id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <MyListScope>{children}</MyListScope>
      </main>
      <Suspense>
        <Footer categories={categories} />
      </Suspense>
      <BottomBar />
    </div>
  );
}
