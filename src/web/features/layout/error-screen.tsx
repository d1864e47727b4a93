import { isRouteErrorResponse, useRouteError } from 'react-router';
import { failureWords, type ShownFailure } from '#src/shared/page-failure';
import { TEXT } from '#src/shared/texts';
import { currentLanguage } from '#src/shared/texts/language';
import { pathInLanguage } from '#src/shared/texts/language-path';
import { buttonClasses } from '#src/web/components/ui/button';
import { failureOf } from '#src/web/lib/page-failure';
import { useShop } from '#src/web/lib/shop';
import { NotFoundScreen } from './not-found-screen';

/**
 * The shop's error page for a failed page (docs/decisions/040-error-pages.md), inside the shell: its status, what went
 * wrong and what to do. Page Not Found keeps its own screen. `tooMany`: a 429's heading, for a page that can say what
 * there were too many of (search).
 */
export function ErrorScreen({ failure, tooMany }: { failure: ShownFailure; tooMany?: string }) {
  const shop = useShop();
  const { heading, body } = failureWords(failure, tooMany);
  const title = <title>{`${heading} | ${shop.name}`}</title>;
  if (failure.status === 404) {
    return (
      <>
        {title}
        <NotFoundScreen />
      </>
    );
  }
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      {title}
      <p className="text-sm font-bold tracking-wide text-brand-700">{failure.status}</p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900">{heading}</h1>
      <p className="mt-3 text-slate-600">{body}</p>
      {/* A plain link: the error page must work before (or without) hydration; a Hindi page's leads to /hi. */}
      <a className={buttonClasses('primary', 'lg', 'mt-8')} href={pathInLanguage('/', currentLanguage())}>
        {TEXT.backToHome}
      </a>
    </div>
  );
}

/**
 * A route's error boundary: the failure it caught, shown with ErrorScreen where the boundary is (inside the shell,
 * with the root's data). A thrown error that is not an answer (a bug) is logged; its page is the 500.
 */
export function RouteErrorScreen({ tooMany }: { tooMany?: string }) {
  const error = useRouteError();
  if (!isRouteErrorResponse(error)) console.error(error);
  return <ErrorScreen failure={failureOf(error)} {...(tooMany ? { tooMany } : {})} />;
}
