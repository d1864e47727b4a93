import { Mail, MailCheck } from '#src/web/components/ui/icons';
import { useEffect, useState } from 'react';
import { ApiError } from '#src/contracts/client';
import { BACK_IN_STOCK_TEXT as T } from '#src/shared/texts/back-in-stock';
import { Button } from '#src/web/components/ui/button';
import { useAlert } from '#src/web/lib/alert';
import { api } from '#src/web/lib/api';
import { errorText } from '#src/web/lib/errors';
import { getSession } from '#src/web/lib/session';

/** The packs this session waits for, asked once per session token (switching packs asks nothing again). */
let waiting: { token: string; variantIds: Promise<Set<number>> } | null = null;
function waitingFor(token: string): Promise<Set<number>> {
  if (waiting?.token !== token) {
    const variantIds = api.stockRequests.list().then((answer) => new Set(answer.variantIds));
    variantIds.catch(() => (waiting = null));
    waiting = { token, variantIds };
  }
  return waiting.variantIds;
}

/**
 * "Notify me" under a sold-out pack (issue 32 §4, docs/decisions/062): one e-mail when it is back in stock. A guest is
 * asked to sign in; a shopper already waiting can take it back. One button whose words change, so the keyboard's
 * focus stays on it; the alert bar says what happened. In the catalogue's folder, beside the product page that alone
 * uses it: exported from the shopping feature, it was in the shell every page loads.
 */
export function NotifyMe({ variantId }: { variantId: number }) {
  const { showSuccess, showError } = useAlert();
  const [requested, setRequested] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const session = getSession();
    setRequested(false);
    if (!session) return;
    let current = true;
    waitingFor(session.token)
      .then((ids) => current && setRequested(ids.has(variantId)))
      .catch((error: unknown) => console.error('stock requests', error));
    return () => {
      current = false;
    };
  }, [variantId]);

  const toggle = async () => {
    const session = getSession();
    if (!session) {
      showError(T.signIn);
      return;
    }
    setBusy(true);
    try {
      const answer = requested
        ? await api.stockRequests.remove({ params: { variantId } })
        : await api.stockRequests.add({ body: { variantId } });
      const ids = await waitingFor(session.token).catch(() => new Set<number>());
      if (requested) ids.delete(variantId);
      else ids.add(variantId);
      setRequested(!requested);
      showSuccess(answer.msg);
    } catch (error) {
      // Taking back a request already answered (the pack came back meanwhile): nothing waits any more.
      if (requested && error instanceof ApiError && error.status === 404) setRequested(false);
      showError(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mt-4 flex flex-wrap items-center gap-3 rounded-xl bg-amber-50 p-3 text-sm text-amber-950">
      <p className="min-w-0 flex-1">{requested ? T.requested : T.notifyMeHint}</p>
      <Button size="sm" variant="secondary" busy={busy} onClick={() => void toggle()}>
        {requested ? (
          <MailCheck className="size-4" aria-hidden="true" />
        ) : (
          <Mail className="size-4" aria-hidden="true" />
        )}
        {requested ? T.cancel : T.notifyMe}
      </Button>
    </div>
  );
}
