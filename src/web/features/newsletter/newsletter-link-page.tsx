import { MailCheck } from '#src/web/components/ui/icons';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { NEWSLETTER_TEXT } from '#src/shared/texts/newsletter';
import { Button, buttonClasses } from '#src/web/components/ui/button';
import { ApiError } from '#src/contracts/client';
import { api } from '#src/web/lib/api';
import { errorText } from '#src/web/lib/errors';
import { useShop } from '#src/web/lib/shop';

const T = NEWSLETTER_TEXT.page;

/**
 * The page a newsletter e-mail's link opens (`?token=`): one button confirms or unsubscribes. A button rather than
 * the page load itself, so a mail scanner that opens every link confirms nothing (docs/decisions/030).
 */
export function NewsletterLinkPage({ kind }: { kind: 'confirm' | 'unsubscribe' }) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const shop = useShop().name;
  const [state, setState] = useState<{ busy: boolean; done?: string; error?: string }>({ busy: false });
  const title = kind === 'confirm' ? T.confirmTitle : T.unsubscribeTitle;
  const submit = () => {
    setState({ busy: true });
    const call = kind === 'confirm' ? api.newsletter.confirm : api.newsletter.unsubscribe;
    call({ body: { token } })
      .then((answer) => setState({ busy: false, done: answer.message }))
      // A mangled link (the token's own check, 400) is, to the reader, the same as an unknown or expired one (404):
      // said in words, never as a field's name and rule (issue 32 §4).
      .catch((error: unknown) =>
        setState({
          busy: false,
          error: error instanceof ApiError && error.status === 400 ? NEWSLETTER_TEXT.linkInvalid : errorText(error),
        }),
      );
  };
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <span className="mx-auto flex size-20 items-center justify-center rounded-3xl bg-brand-50 text-brand-600">
        <MailCheck className="size-10" aria-hidden="true" />
      </span>
      <h1 className="mt-6 text-3xl font-extrabold tracking-tight text-slate-900">{title}</h1>
      <div role="status" className="mt-3 text-slate-600">
        {state.done ??
          state.error ??
          (token ? (kind === 'confirm' ? T.confirmBody(shop) : T.unsubscribeBody(shop)) : NEWSLETTER_TEXT.linkInvalid)}
      </div>
      {state.done || !token ? (
        <Link className={buttonClasses('primary', 'lg', 'mt-8')} to="/">
          {T.backHome}
        </Link>
      ) : (
        <Button className="mt-8" size="lg" onClick={submit} busy={state.busy}>
          {kind === 'confirm' ? T.confirmButton : T.unsubscribeButton}
        </Button>
      )}
    </div>
  );
}
