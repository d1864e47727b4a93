import { Link, data } from 'react-router';
import { TEXT } from '../../shared/texts';
import type { Route } from './+types/not-found';

export function loader() {
  throw data(null, { status: 404 });
}

export function meta(): Route.MetaDescriptors {
  return [{ title: `${TEXT.notFoundTitle} | Kirana` }, { name: 'robots', content: 'noindex' }];
}

export function ErrorBoundary() {
  return (
    <main className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">{TEXT.notFoundTitle}</h1>
      <p className="mt-3 text-slate-600">{TEXT.notFoundBody}</p>
      <Link className="mt-6 inline-block rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white" to="/">
        {TEXT.backToHome}
      </Link>
    </main>
  );
}

export default function NotFound() {
  return null;
}
