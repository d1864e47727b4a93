import { data } from 'react-router';
import { TEXT } from '#src/shared/texts';
import { NotFoundScreen } from '../features/layout/not-found-screen';
import type { Route } from './+types/not-found';
import { pageTitle } from '#src/web/lib/shop';

export function loader() {
  throw data(null, { status: 404 });
}

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return [{ title: pageTitle(TEXT.notFoundTitle, matches) }, { name: 'robots', content: 'noindex' }];
}

/** Rendered for the thrown 404, inside the shop's shell. */
export function ErrorBoundary() {
  return <NotFoundScreen />;
}

export default function NotFound() {
  return null;
}
