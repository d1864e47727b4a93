import { Transform, Writable } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { siteOrigin } from './features/catalog/seo';
import { languageAlternates } from './lib/language-alternates';
import { hindiFacesWithoutScript } from './lib/hindi-font';
import { headWithInertPreloads, inertModuleOnStream, withInertModule } from './lib/scripts-after-paint';

const STREAM_TIMEOUT_MS = 5_000;

/**
 * The page's scripts wait for its first paint (decision 078, after 008): React Router's module preloads leave the head
 * for an inert template, and its inline module is inert until then (`scripts-after-paint.ts`). The page's language
 * alternates (and a Hindi page's `<noscript>` link to its Devanagari faces, decision 080) are added at the head's end.
 * On a stream the head is held until `</head>` has gone by, then the body passes through but for a short tail held
 * back until the module has gone by.
 */
function scriptsAfterPaint(headExtra: string): Transform {
  let head: Buffer | null = Buffer.alloc(0);
  const body = inertModuleOnStream();
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (head === null) return callback(null, body.pass(chunk));
      head = Buffer.concat([head, chunk]);
      // `</head>` is ASCII, so cutting the bytes there never splits a character.
      const end = head.indexOf('</head>');
      if (end === -1) return callback();
      const rewritten = Buffer.from(headWithInertPreloads(head.toString('utf8', 0, end), headExtra), 'utf8');
      const rest = head.subarray(end);
      head = null;
      callback(null, Buffer.concat([rewritten, body.pass(rest)]));
    },
    flush(callback) {
      callback(null, head ?? body.flush());
    },
  });
}

/**
 * The whole page in one buffer, for an answer that is only sent once complete (a page the page cache keeps, the
 * error page): no stream between React and the bytes, and the head rewritten once (decision 068).
 */
function wholePage(headExtra: string, done: (body: Uint8Array<ArrayBuffer>) => void): Writable {
  const chunks: Buffer[] = [];
  return new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      callback();
    },
    final(callback) {
      const page = Buffer.concat(chunks);
      const end = page.indexOf('</head>');
      const head = end === -1 ? null : Buffer.from(headWithInertPreloads(page.toString('utf8', 0, end), headExtra));
      const rest = withInertModule(end === -1 ? page : page.subarray(end));
      // One copy into a plain ArrayBuffer (what a Response body is typed to take).
      const body = new Uint8Array((head?.length ?? 0) + rest.length);
      if (head) body.set(head);
      body.set(rest, head?.length ?? 0);
      done(body);
      callback();
    },
  });
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Without a nonce the answer is kept whole before it is sent (page-cache renders, the error page; web-pages.ts):
    // rendered at once, its Suspense boundaries inline, without the script that streaming needs to swap them in.
    const whole = nonce === undefined;
    // Crawlers and no-JS clients get the whole document at once.
    const readyEvent =
      whole || (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        // React moves a finished boundary after the first 12.8 kB out of place (a hidden copy and a script that swaps
        // it in) so that a stream shows the start sooner; a whole page gains nothing from it.
        ...(whole ? { progressiveChunkSize: Infinity } : {}),
        [readyEvent]() {
          shellRendered = true;
          const head =
            languageAlternates(request.url, siteOrigin(loadContext.publicConfig.publicUrl)) +
            hindiFacesWithoutScript(request.url);
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          if (whole) {
            pipe(
              wholePage(head, (page) =>
                resolve(new Response(page, { headers: responseHeaders, status: responseStatusCode })),
              ),
            );
            return;
          }
          const body = scriptsAfterPaint(head);
          const stream = createReadableStreamFromReadable(body);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, STREAM_TIMEOUT_MS + 1000);
  });
}

export const streamTimeout = STREAM_TIMEOUT_MS;
