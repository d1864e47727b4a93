import { MODULE_PRELOADS_TEMPLATE_ID, SCRIPT_AFTER_FIRST_PAINT_TYPE } from '#src/shared/constants';

/**
 * The page's scripts are asked for once it has painted (decision 078, after 008): the server HTML is complete
 * without them, and on a slow line every byte that arrives before the first paint delays it. React Router writes the
 * page's static import graph as `<link rel="modulepreload">` in the head and one inline module that imports the
 * route modules and the browser entry. Both are made inert in the HTML — the preloads inside a `<template>`, the
 * module under a type the browser does not run — and a small script after the module brings them to life in the
 * task after the next frame (at once in a hidden tab, which draws no frames). The markup's other scripts (scroll
 * restoration, the hydration data, React's streaming) run as they come.
 */

const MODULE_PRELOAD = /<link rel="modulepreload" href="[^"]*"[^>]*\/>/g;
/** How React Router's inline module's opening tag ends. */
const MODULE_TYPE_TEXT = 'type="module" async="">';
/** That opening tag, with or without a nonce before its type (React writes the nonce first). */
const INLINE_MODULE_OPENING = new RegExp(`<script( nonce="[^"]*")? ${MODULE_TYPE_TEXT}`);
const SCRIPT_CLOSE = '</script>';

/**
 * Runs right after the inert module: the template's content — the preloads, and whatever else waits for the first
 * paint — goes into the head (the template is looked for there only, where no shop content is written), and a running
 * copy of the module replaces it (with the page's nonce, or matching its hash on a cached page: `script-hashes.ts`
 * hashes the inert type's text).
 * The window's `load` starts them too, should no frame come first (a browser that draws none, a test's stopped
 * clock).
 */
const START_AFTER_PAINT =
  '(()=>{const me=document.currentScript,inert=me.previousElementSibling,nonce=me.nonce;let started=false;' +
  'const start=()=>{if(started)return;started=true;' +
  `const preloads=document.head.querySelector('template#${MODULE_PRELOADS_TEMPLATE_ID}');` +
  'if(preloads)document.head.append(preloads.content.cloneNode(true));' +
  "const module=document.createElement('script');module.type='module';module.nonce=nonce;" +
  'module.textContent=inert.textContent;inert.replaceWith(module)};' +
  "if(document.visibilityState==='hidden')start();" +
  "else{requestAnimationFrame(()=>setTimeout(start));addEventListener('load',start)}})()";

/** The head with React Router's module preloads moved into an inert template at its end, and `extra` after it. */
export function headWithInertPreloads(head: string, extra: string): string {
  const preloads = head.match(MODULE_PRELOAD) ?? [];
  if (preloads.length === 0) return head + extra;
  const rest = head.replace(MODULE_PRELOAD, '');
  return `${rest}<template id="${MODULE_PRELOADS_TEMPLATE_ID}">${preloads.join('')}</template>${extra}`;
}

const MODULE_TYPE = Buffer.from(MODULE_TYPE_TEXT, 'latin1');
const SCRIPT_OPEN = Buffer.from('<script', 'latin1');
const SCRIPT_CLOSE_BYTES = Buffer.from(SCRIPT_CLOSE, 'latin1');

/**
 * How many bytes of a body a stream holds back while it looks for the inline module: its opening tag (nonce
 * included) fits, so a module cut between two chunks is still found whole.
 */
const INLINE_MODULE_LOOKBACK = 200;

/**
 * Where React Router's inline module is in a page's bytes: from its `<script` to after its `</script>` (`end` is -1
 * while the close has not arrived), or null when there is none (yet). Bytes, not text: a page is not decoded.
 */
export function findInlineModule(bytes: Buffer): { start: number; end: number } | null {
  const type = bytes.indexOf(MODULE_TYPE);
  if (type === -1) return null;
  const start = bytes.lastIndexOf(SCRIPT_OPEN, type);
  if (start === -1) return null;
  const close = bytes.indexOf(SCRIPT_CLOSE_BYTES, type);
  return { start, end: close === -1 ? -1 : close + SCRIPT_CLOSE_BYTES.length };
}

/** React Router's inline module (as `findInlineModule` found it) made inert, with the script that starts it. */
export function inertInlineModule(module: string): string {
  const opening = INLINE_MODULE_OPENING.exec(module);
  if (opening?.index !== 0) return module;
  const nonce = opening[1] ?? '';
  const inert = `<script${nonce} type="${SCRIPT_AFTER_FIRST_PAINT_TYPE}">`;
  return inert + module.slice(opening[0].length) + `<script${nonce}>${START_AFTER_PAINT}</script>`;
}

/** A whole page's bytes with React Router's inline module made inert (the same bytes if it has none). */
export function withInertModule(page: Buffer): Buffer {
  const found = findInlineModule(page);
  if (!found || found.end === -1) return page;
  const module = Buffer.from(inertInlineModule(page.toString('utf8', found.start, found.end)), 'utf8');
  return Buffer.concat([page.subarray(0, found.start), module, page.subarray(found.end)]);
}

/**
 * The same on a stream of a page's body: `pass` gives what may be sent of the bytes so far — all of them once the
 * module has gone by, until then all but a short tail (a chunk may end inside the module) — and `flush` what is
 * held at the end.
 */
export function inertModuleOnStream(): { pass: (bytes: Buffer) => Buffer; flush: () => Buffer | null } {
  let held: Buffer | null = Buffer.alloc(0);
  return {
    pass(bytes) {
      if (held === null) return bytes;
      const all = Buffer.concat([held, bytes]);
      const found = findInlineModule(all);
      if (found === null) {
        const keep = Math.min(all.length, INLINE_MODULE_LOOKBACK);
        held = all.subarray(all.length - keep);
        return all.subarray(0, all.length - keep);
      }
      if (found.end === -1) {
        held = all.subarray(found.start);
        return all.subarray(0, found.start);
      }
      held = null;
      return withInertModule(all);
    },
    flush() {
      return held;
    },
  };
}
