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

// The logo's basket mark, inline so the browser does not ask for /favicon.ico.
const FAVICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect x="2" y="2" width="36" height="36" rx="11" fill="#047857"/><path d="M21.5 14.2c.3-4.6 3.3-7.5 8.3-7.7-.2 4.9-3.3 7.6-8.3 7.7z" fill="#6ee7b7"/><path d="M13.6 18.2a6.4 6.4 0 0 1 12.8 0" fill="none" stroke="#fff" stroke-width="2.4" stroke-linecap="round"/><path d="M9.6 18.6h20.8l-2.3 11.1a2.4 2.4 0 0 1-2.35 1.9h-11.5a2.4 2.4 0 0 1-2.35-1.9z" fill="#fff"/></svg>',
)}`;

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
        <link rel="icon" type="image/svg+xml" href={FAVICON} />
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
