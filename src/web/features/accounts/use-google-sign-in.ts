import { useEffect, useRef, useState } from 'react';
import type { TSignedInUser } from '#src/contracts/accounts';
import { useAlert } from '#src/web/lib/alert';
import { api } from '#src/web/lib/api';
import { errorText } from '#src/web/lib/errors';
import { loadGoogleIdentity } from './google-identity';

/**
 * Loads Google Identity Services (only with a client id) and draws its popup button into the overlay element; a
 * credential from it signs in here. State: loading until drawn, ready, or failed to load.
 */
export function useGoogleSignIn(
  clientId: string | null,
  onSignedIn: (answer: { token: string; user: TSignedInUser }) => void,
) {
  const alert = useAlert();
  const overlay = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [busy, setBusy] = useState(false);
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

  return { overlay, state, busy };
}
