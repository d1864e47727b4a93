import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { useEffect } from 'react';
import type { TCategory } from '../contracts/catalog';
import { TEXT } from '../shared/texts';
import type { Route } from './+types/root';
import { buttonClasses } from './components/ui/button';
import { Shell } from './features/layout/shell';
import { AlertProvider } from './lib/alert';
import { locationFromRequest } from './lib/location';
import './app.css';

/** Every page's shell needs the categories (navigation, menus, footer), so they are rendered on the server. */
export async function loader({ context, request }: Route.LoaderArgs) {
  let categories: TCategory[] = [];
  try {
    categories = (await context.api.catalog.categories()).categoryList;
  } catch (error) {
    // The shop still renders (without category menus) if the catalogue is down.
    console.error('root loader: categories unavailable', error);
  }
  return { nonce: context.cspNonce, categories, location: locationFromRequest(request) };
}

// Categories change rarely: reload them after form posts only, not on every filter change.
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod !== undefined && formMethod !== 'GET' ? defaultShouldRevalidate : false;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const nonce = data?.nonce;
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#047857" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-white font-sans text-slate-900 antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
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
  return (
    <ShellWithData>
      <Outlet />
    </ShellWithData>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <ShellWithData>
      <title>{`${TEXT.unexpectedError} | Kirana`}</title>
      <div className="mx-auto max-w-xl px-4 py-20 text-center">
        <p className="text-sm font-bold tracking-wide text-brand-700">{status}</p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900">{TEXT.unexpectedError}</h1>
        <p className="mt-3 text-slate-600">
          {status === 404 ? TEXT.notFoundBody : 'Please reload the page or try again later.'}
        </p>
        <a className={buttonClasses('primary', 'lg', 'mt-8')} href="/">
          {TEXT.backToHome}
        </a>
      </div>
    </ShellWithData>
  );
}
