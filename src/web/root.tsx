import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useRouteError, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/root';
import { TEXT } from '../shared/texts';
import './app.css';

export async function loader({ context }: Route.LoaderArgs) {
  return { nonce: context.cspNonce };
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

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{TEXT.unexpectedError}</h1>
      <p className="mt-2 text-slate-600">{status === 404 ? TEXT.notFoundBody : 'Please reload the page or try again later.'}</p>
      <a className="mt-6 inline-block rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white" href="/">
        {TEXT.backToHome}
      </a>
    </main>
  );
}
