import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { TCategory } from '#src/contracts/catalog';
import { BottomBar } from './bottom-bar';
import { SessionBootstrap } from '#src/web/features/accounts/index';
import { MyListScope, ShoppingCounts } from '#src/web/features/shopping/index';
import { Footer } from './footer';
import { Header } from './header';
import { SupportLine } from './support-line';

/**
 * After a move to another page inside the app the focus goes to the new page's content, as a full page load would
 * put a keyboard or screen reader user at its start (otherwise it stays on the link pressed, or falls to the body).
 */
function useFocusOnNavigation() {
  const { pathname } = useLocation();
  const main = useRef<HTMLElement>(null);
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    main.current?.focus({ preventScroll: true });
  }, [pathname]);
  return main;
}

/** What every page shares: support line, header with navigation, the page, footer, phone bottom bar. */
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
