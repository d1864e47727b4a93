/**
 * The history side of "the phone's Back closes an open dialog or sheet" (issue 32 §4, docs/decisions/064); the hook
 * that dialogs use is use-back-closes.ts.
 *
 * Opening a layer (a dialog, a sheet) pushes a copy of the page's own history entry — React Router's
 * `{ usr, key, idx }` — with the layer's number under MARK, through `window.history.pushState`: the router sees no
 * navigation and runs no loader. Back lands on the page's entry again; this module's `popstate` listener closes the
 * layers above it and stops the event, so the router neither reloads the page it is on nor drops a navigation in
 * flight. The listener must run before the router's, and listeners of one target run in the order they were added:
 * root.tsx imports this module, so it is added while the route modules load, before the router is made.
 */
const MARK = 'kiranaLayer';

export type Layer = { id: number; key: unknown; close: () => void };
type Entry = { key: unknown; mark: number };

/** The open layers, lowest first. */
const layers: Layer[] = [];
let lastId = 0;
/** The step back taken after a close by X, Escape or the overlay: its popstate is this module's own. */
let ownStep: Entry | null = null;
/** A marked entry the last popstate landed on with no layer open (its layer closed with a link followed). */
let leftBehind: Entry | null = null;

const entryOf = (state: unknown): Entry => {
  const fields = (state ?? {}) as Record<string, unknown>;
  return { key: fields['key'], mark: Number(fields[MARK] ?? 0) };
};

const mark = (layer: Layer) => window.history.pushState({ ...(window.history.state ?? {}), [MARK]: layer.id }, '');

function onPopState(event: PopStateEvent): void {
  const at = entryOf(event.state);
  const [own, behind] = [ownStep, leftBehind];
  ownStep = leftBehind = null;
  const top = layers.at(-1);
  const stop = () => event.stopImmediatePropagation();
  if (own && own.key === at.key && at.mark < own.mark) return stop();
  if (top && top.key === at.key) {
    stop();
    for (const layer of layers.filter((open) => open.id > at.mark).reverse()) {
      layer.close();
      // A dialog that stays open (busy paying) keeps a Back of its own.
      setTimeout(() => layers.includes(layer) && mark(layer), 0);
    }
  } else if (!top && at.mark > 0) leftBehind = at;
  else if (!top && behind && behind.key === at.key && at.mark < behind.mark) {
    // Back from that entry to its page's own would show nothing new: on back, as if it were not there.
    stop();
    window.history.back();
  }
}

if (typeof window !== 'undefined') window.addEventListener('popstate', onPopState);

/** A layer opens: its history entry is pushed; `close` is what Back calls. */
export function openLayer(close: () => void): Layer {
  lastId += 1;
  const layer = { id: lastId, key: entryOf(window.history.state).key, close };
  layers.push(layer);
  mark(layer);
  return layer;
}

/** A layer closed (or its page navigated): while its entry is still the current one, the step back over it. */
export function closeLayer(layer: Layer): void {
  layers.splice(layers.indexOf(layer), 1);
  const here = entryOf(window.history.state);
  if (here.mark !== layer.id) return;
  ownStep = { key: here.key, mark: layer.id };
  window.history.back();
}
