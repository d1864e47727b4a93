import { useId } from 'react';
import type { TSignedInUser } from '#src/contracts/accounts';
import { TEXT } from '#src/shared/texts';
import { buttonClasses } from '#src/web/components/ui/button';
import { cn } from '#src/web/components/ui/cn';
import { Spinner } from '#src/web/components/ui/spinner';
import { GoogleLogo } from './google-logo';
import { useGoogleSignIn } from './use-google-sign-in';

const FACE = cn(
  buttonClasses('quiet', 'lg', 'w-full border border-slate-300 bg-white text-slate-800 hover:bg-slate-50'),
);

/**
 * 'Sign In with Google'. Google Identity Services draws its own (popup) button, kept invisible over ours so the
 * page keeps the spec's label and look while the click and the keyboard focus go to Google's button. Without a
 * client id the button is disabled with a short explanation (decisions §2).
 */
export function GoogleButton({
  clientId,
  onSignedIn,
}: {
  clientId: string | null;
  onSignedIn: (answer: { token: string; user: TSignedInUser }) => void;
}) {
  const { overlay, state, busy } = useGoogleSignIn(clientId, onSignedIn);
  const noteId = useId();

  const face = (
    <>
      {busy ? <Spinner /> : <GoogleLogo />}
      {TEXT.signInWithGoogle}
    </>
  );

  const ready = Boolean(clientId) && state === 'ready';
  const note = !clientId ? TEXT.auth.googleOff : state === 'failed' ? TEXT.auth.googleLoadFailed : null;
  return (
    <div>
      <div className="group relative">
        {ready ? (
          <div
            aria-hidden="true"
            className={cn(
              FACE,
              'group-focus-within:outline-2 group-focus-within:outline-offset-2 group-focus-within:outline-brand-600',
            )}
          >
            {face}
          </div>
        ) : (
          <button type="button" disabled className={FACE} aria-describedby={note ? noteId : undefined}>
            {face}
          </button>
        )}
        {/* One element for Google's button from load to ready: it must not be replaced once drawn into. */}
        {clientId ? (
          <div
            key="gis"
            ref={overlay}
            className={cn(
              'absolute inset-0 flex items-center justify-center overflow-hidden',
              ready ? 'opacity-[0.011]' : 'opacity-0',
              (!ready || busy) && 'pointer-events-none',
            )}
          />
        ) : null}
      </div>
      {note ? (
        <p id={noteId} className="mt-2 text-center text-sm text-slate-600">
          {note}
        </p>
      ) : null}
    </div>
  );
}
