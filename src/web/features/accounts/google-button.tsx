import { useEffect, useId, useRef, useState } from 'react';
import type { TSignedInUser } from '#src/contracts/accounts';
import { TEXT } from '#src/shared/texts';
import { buttonClasses } from '#src/web/components/ui/button';
import { cn } from '#src/web/components/ui/cn';
import { Spinner } from '#src/web/components/ui/spinner';
import { useAlert } from '#src/web/lib/alert';
import { api } from '#src/web/lib/api';
import { errorText } from '#src/web/lib/errors';

type GoogleIdentity = {
  initialize(options: {
    client_id: string;
    callback: (response: { credential?: string }) => void;
    ux_mode: 'popup';
  }): void;
  renderButton(parent: HTMLElement, options: Record<string, string | number>): void;
};

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleIdentity } };
  }
}

// Loaded only when GOOGLE_CLIENT_ID is set; the CSP allows exactly this script then.
const GIS_SCRIPT = 'https://accounts.google.com/gsi/client';
let gisLoading: Promise<GoogleIdentity> | null = null;

function loadGoogleIdentity(): Promise<GoogleIdentity> {
  gisLoading ??= new Promise<GoogleIdentity>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GIS_SCRIPT;
    script.async = true;
    script.onload = () => {
      const id = window.google?.accounts?.id;
      if (id) resolve(id);
      else reject(new Error('Google Identity Services did not start'));
    };
    script.onerror = () => reject(new Error('Google Identity Services could not be loaded'));
    document.head.append(script);
  }).catch((error: unknown) => {
    gisLoading = null;
    throw error;
  });
  return gisLoading;
}

function GoogleLogo() {
  return (
    <svg viewBox="0 0 48 48" className="size-5" aria-hidden="true">
      <path
        fill="#EA4335"
        d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z"
      />
      <path
        fill="#FBBC05"
        d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z"
      />
    </svg>
  );
}

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
  const alert = useAlert();
  const overlay = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [busy, setBusy] = useState(false);
  const noteId = useId();
  const handlers = useRef({ alert, onSignedIn });

  useEffect(() => {
    handlers.current = { alert, onSignedIn };
  }, [alert, onSignedIn]);

  useEffect(() => {
    if (!clientId) return;
    let live = true;
    const onCredential = async (credential: string) => {
      setBusy(true);
      try {
        handlers.current.onSignedIn(await api.accounts.authWithGoogle({ body: { credential } }));
      } catch (error) {
        handlers.current.alert.showError(errorText(error));
      } finally {
        setBusy(false);
      }
    };
    loadGoogleIdentity().then(
      (google) => {
        const parent = overlay.current;
        if (!live || !parent) return;
        google.initialize({
          client_id: clientId,
          ux_mode: 'popup',
          callback: (response) => {
            if (response.credential) void onCredential(response.credential);
          },
        });
        google.renderButton(parent, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          text: 'signin_with',
          width: Math.min(400, parent.offsetWidth),
        });
        setState('ready');
      },
      (error: unknown) => {
        console.error(error);
        if (live) setState('failed');
      },
    );
    return () => {
      live = false;
    };
  }, [clientId]);

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
