import { Transform } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { siteOrigin } from './features/catalog/seo';
import { languageAlternates } from './lib/language-alternates';
import { hindiFontLinks } from './lib/hindi-font';

const STREAM_TIMEOUT_MS = 5_000;

const MODULE_PRELOAD = /(<link rel="modulepreload" href="[^"]*")/g;

/**
 * React Router lists the page's modules as `<link rel="modulepreload">` in the head, which the browser fetches at
 * high priority, alongside the stylesheet and font the first paint needs. The server HTML is complete without
 * them (they hydrate it), so they are marked `fetchpriority="low"`: on a slow connection the text, styles and
 * above-the-fold images arrive first and the scripts right after (decision 008). Only the head is rewritten; the
 * rest of the stream passes through untouched. The page's language alternates are added at the head's end (issue 33).
 */
function lowPriorityModulePreloads(headExtra: string): Transform {
  let head: Buffer | null = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (head === null) return callback(null, chunk);
      head = Buffer.concat([head, chunk]);
      // `</head>` is ASCII, so cutting the bytes there never splits a character.
      const end = head.indexOf('</head>');
      if (end === -1) return callback();
      const rewritten = head.toString('utf8', 0, end).replace(MODULE_PRELOAD, '$1 fetchpriority="low"') + headExtra;
      const rest = head.subarray(end);
      head = null;
      callback(null, Buffer.concat([Buffer.from(rewritten, 'utf8'), rest]));
    },
    flush(callback) {
      callback(null, head);
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
    // Crawlers and no-JS clients get the whole document at once.
    const readyEvent = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          const body = lowPriorityModulePreloads(
            languageAlternates(request.url, siteOrigin(loadContext.publicConfig.publicUrl)) +
              hindiFontLinks(request.url),
          );
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
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
