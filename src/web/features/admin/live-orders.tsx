import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Link, useLocation } from 'react-router';
import { ADMIN_NOTIFY_TEXT as T } from '#src/shared/texts/notify';
import { storedToken } from '#src/web/lib/api';

/**
 * The back office's live order count (issue 31 §1, docs/decisions/057): one stream per tab (`GET /api/admin/events`,
 * read with fetch because the API takes bearer tokens only), counting orders placed since the tab opened — less the
 * ones cancelled since — until the orders list is opened. A beep (Web Audio, generated: no file) when the sound is on,
 * which is off by default and remembered in this browser. Reconnects after the stream's `retry` when it drops.
 */
type LiveEvent = { kind: 'placed' | 'status'; orderId: number; status: string };

const SOUND_KEY = 'kirana.orderSound';
const soundListeners = new Set<() => void>();
export const orderSound = {
  get: () => typeof localStorage !== 'undefined' && localStorage.getItem(SOUND_KEY) === 'on',
  set(on: boolean) {
    localStorage.setItem(SOUND_KEY, on ? 'on' : 'off');
    soundListeners.forEach((listener) => listener());
  },
  subscribe(listener: () => void) {
    soundListeners.add(listener);
    return () => soundListeners.delete(listener);
  },
};
export const useOrderSound = () => useSyncExternalStore(orderSound.subscribe, orderSound.get, () => false);

/** A short two-tone beep made on the spot. */
function beep(): void {
  const Context = window.AudioContext;
  if (!Context) return;
  const audio = new Context();
  const gain = audio.createGain();
  gain.gain.setValueAtTime(0.15, audio.currentTime);
  gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + 0.5);
  gain.connect(audio.destination);
  [880, 1320].forEach((frequency, i) => {
    const tone = audio.createOscillator();
    tone.frequency.value = frequency;
    tone.connect(gain);
    tone.start(audio.currentTime + i * 0.18);
    tone.stop(audio.currentTime + i * 0.18 + 0.16);
  });
  setTimeout(() => void audio.close(), 1_000);
}

/** Reads the stream; calls `onEvent` for each order event. Answers a stop function. */
function follow(onEvent: (event: LiveEvent) => void): () => void {
  let stopped = false;
  let controller: AbortController | null = null;
  let retryMs = 5_000;
  const run = async () => {
    while (!stopped) {
      controller = new AbortController();
      try {
        const token = storedToken();
        const response = await fetch('/api/admin/events', {
          headers: { accept: 'text/event-stream', ...(token ? { authorization: `Bearer ${token}` } : {}) },
          signal: controller.signal,
        });
        // Not allowed (a role without orders), or signed out: nothing to follow.
        if (response.status === 401 || response.status === 403) return;
        if (!response.ok || !response.body) throw new Error(String(response.status));
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const frame = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const retry = /^retry: (\d+)$/m.exec(frame);
            if (retry) retryMs = Number(retry[1]);
            const data = /^data: (.*)$/m.exec(frame);
            if (/^event: order$/m.test(frame) && data) onEvent(JSON.parse(data[1]!) as LiveEvent);
          }
        }
      } catch {
        if (stopped) return;
      }
      if (!stopped) await new Promise((resolve) => setTimeout(resolve, retryMs));
    }
  };
  void run();
  return () => {
    stopped = true;
    controller?.abort();
  };
}

export function LiveOrders() {
  const [fresh, setFresh] = useState<number[]>([]);
  const sound = useOrderSound();
  const soundRef = useRef(sound);
  soundRef.current = sound;
  const { pathname, key } = useLocation();

  useEffect(
    () =>
      follow((event) => {
        if (event.kind === 'placed') {
          setFresh((ids) => (ids.includes(event.orderId) ? ids : [...ids, event.orderId]));
          if (soundRef.current) beep();
        } else if (event.status === 'cancelled') {
          setFresh((ids) => ids.filter((id) => id !== event.orderId));
        }
      }),
    [],
  );
  // Seen once the orders list is opened — again too when the badge (or the menu's Orders) is followed while the list
  // is open: a same-address navigation has a new location key and reloads the list with the new orders in it.
  useEffect(() => {
    if (pathname === '/admin/orders') setFresh([]);
  }, [pathname, key]);

  return (
    <div className="flex items-center gap-2 px-4 pb-2 lg:px-5" data-live-orders>
      <p aria-live="polite" className="min-h-6 text-sm">
        {fresh.length > 0 ? (
          <Link
            to="/admin/orders"
            className="inline-flex items-center rounded-full bg-deal-600 px-2.5 py-0.5 font-semibold text-white hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {T.live.newOrders(fresh.length)}
          </Link>
        ) : null}
      </p>
      <button
        type="button"
        aria-pressed={sound}
        onClick={() => orderSound.set(!sound)}
        className="ml-auto rounded-lg px-2 py-1 text-xs font-semibold text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {sound ? T.live.soundOn : T.live.soundOff}
      </button>
    </div>
  );
}
