import { shopAddressLines } from '#src/shared/shop-address';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { useEffect } from 'react';
import type { TCategory } from '../contracts/catalog';
import { apiFailure } from '../shared/page-failure';
import { TEXT } from '../shared/texts';
import { currentLanguage } from '../shared/texts/language';
import type { Route } from './+types/root';
import { RouteErrorScreen } from './features/layout/error-screen';
import { Shell } from './features/layout/shell';
import { AlertProvider } from './lib/alert';
import { failPage, failureOf } from './lib/page-failure';
import { locationFromRequest } from './lib/location';
import './app.css';
// Its popstate listener must be added before the router's (Back closes an open dialog, docs/decisions/064).
import './lib/back-layers';

/** The favicon's address, content-hashed (ui/assets.ts): a cached file, not ~1 kB of every page. */
declare const __FAVICON__: string;

/**
 * Every page's shell needs the categories (navigation, menus, footer), so they are rendered on the server. When the
 * page fails here (the server met a failure before the page, or the database is down), what the shell needs comes
 * with the failure: the root's data is then missing (docs/decisions/040-error-pages.md).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const shell = { shop: context.publicConfig.shop, demoMode: context.publicConfig.demoMode };
  if (context.failure) throw failPage({ ...context.failure, shell });
  let categories: TCategory[] = [];
  // The store settings (decision 052): the header, footer and every page's title show them.
  let shop = context.publicConfig.shop;
  const [categoryAnswer, shopAnswer] = await Promise.allSettled([
    context.api.catalog.categories(),
    context.api.settings.shop(),
  ]);
  for (const answer of [categoryAnswer, shopAnswer]) {
    if (answer.status === 'fulfilled') continue;
    const failure = apiFailure(answer.reason);
    if (failure?.status === 503 || failure?.status === 429) throw failPage({ ...failure, shell });
    // The shop still renders (without category menus, with its first-start details) if a read fails.
    console.error('root loader: categories or store settings unavailable', answer.reason);
  }
  if (categoryAnswer.status === 'fulfilled') categories = categoryAnswer.value.categoryList;
  if (shopAnswer.status === 'fulfilled') shop = shopAnswer.value;
  return {
    nonce: context.cspNonce,
    categories,
    location: locationFromRequest(request),
    shop,
    // Here, on the server, so that the list of states that names the shop's state stays out of the pages' script.
    sellerAddress: shopAddressLines(shop).join(', '),
    timeZone: context.publicConfig.timeZone,
    demoMode: context.publicConfig.demoMode,
  };
}

// Categories change rarely: reload them after form posts only, not on every filter change.
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod !== undefined && formMethod !== 'GET' ? defaultShouldRevalidate : false;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const failed = failureOf(useRouteError()).shell;
  const nonce = data?.nonce;
  const demoMode = data?.demoMode ?? failed?.demoMode;
  return (
    // The request's language on the server, the document's in the browser (fixed at hydration, decision 065).
    <html lang={currentLanguage()}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#047857" />
        <link rel="icon" type="image/svg+xml" href={__FAVICON__} />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-white font-sans text-slate-900 antialiased">
        {demoMode ? <DemoStrip /> : null}
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/**
 * Demo mode (decision 012): the built-in test provider takes the payments. A slim strip in the page's flow (it
 * scrolls away, covers nothing) and cannot be dismissed; a labelled landmark, so screen readers find it.
 */
function DemoStrip() {
  return (
    <aside
      aria-label={TEXT.shell.demoStripLabel}
      className="bg-amber-100 px-4 py-1.5 text-center text-xs font-semibold text-amber-950 print:hidden"
      data-demo-strip=""
    >
      {TEXT.shell.demoStrip}
    </aside>
  );
}

function ShellWithData({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  return (
    <AlertProvider>
      <Shell categories={data?.categories ?? []} location={data?.location ?? 'All'}>
        {children}
      </Shell>
    </AlertProvider>
  );
}

export default function App() {
  // Browser tests wait for this instead of sleeping: handlers are live once it is set.
  useEffect(() => {
    document.documentElement.dataset['hydrated'] = 'true';
  }, []);
  // A route with its own chrome (the back office, decision 021) once its loader let the user in.
  const ownChrome = useMatches().some(
    (m) => (m.handle as { ownChrome?: boolean } | undefined)?.ownChrome && m.loaderData,
  );
  if (ownChrome) return <Outlet />;
  return (
    <ShellWithData>
      <Outlet />
    </ShellWithData>
  );
}

/**
 * Whatever stopped the page — a loader's failure with its status (docs/decisions/040-error-pages.md), a bug (500) —
 * shown inside the shop's shell.
 */
export function ErrorBoundary() {
  return (
    <ShellWithData>
      <RouteErrorScreen />
    </ShellWithData>
  );
}
