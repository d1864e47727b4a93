import { Transform, Writable } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';

const STREAM_TIMEOUT_MS = 5_000;

const MODULE_PRELOAD = /(<link rel="modulepreload" href="[^"]*")/g;

/**
 * React Router lists the page's modules as `<link rel="modulepreload">` in the head, which the browser fetches at
 * high priority, alongside the stylesheet and font the first paint needs. The server HTML is complete without
 * them (they hydrate it), so they are marked `fetchpriority="low"`: on a slow connection the text, styles and
 * above-the-fold images arrive first and the scripts right after (decision 008). Only the head is rewritten; the
 * rest passes through untouched. `</head>` is ASCII, so cutting the bytes there never splits a character.
 */
function rewriteHead(document: Buffer, headEnd: number): Buffer {
  const head = document.toString('utf8', 0, headEnd).replace(MODULE_PRELOAD, '$1 fetchpriority="low"');
  return Buffer.concat([Buffer.from(head, 'utf8'), document.subarray(headEnd)]);
}

/** The streamed document with its head rewritten. */
function lowPriorityModulePreloads(): Transform {
  let head: Buffer | null = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (head === null) return callback(null, chunk);
      head = Buffer.concat([head, chunk]);
      const end = head.indexOf('</head>');
      if (end === -1) return callback();
      const rewritten = rewriteHead(head, end);
      head = null;
      callback(null, rewritten);
    },
    flush(callback) {
      callback(null, head);
    },
  });
}

/**
 * The whole document in one buffer, for the page cache, which keeps it whole anyway (decision 037): React's
 * ~2 KB chunks are gathered here instead of each passing through a Transform and a web stream.
 */
function wholeDocument(done: (document: Buffer) => void): Writable {
  const chunks: Buffer[] = [];
  return new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      callback();
    },
    final(callback) {
      const document = Buffer.concat(chunks);
      const headEnd = document.indexOf('</head>');
      done(headEnd === -1 ? document : rewriteHead(document, headEnd));
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
    // Crawlers and no-JS clients get the whole document at once (streamed once all of it is ready).
    const streamWhenAllReady = Boolean(userAgent && isbot(userAgent)) || routerContext.isSpaMode;
    const respond = (body: BodyInit) =>
      resolve(new Response(body, { headers: responseHeaders, status: responseStatusCode }));
    const stream = () => {
      const body = lowPriorityModulePreloads();
      respond(createReadableStreamFromReadable(body));
      pipe(body);
    };
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        onShellReady() {
          shellRendered = true;
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          if (!loadContext.wholeDocument && !streamWhenAllReady) stream();
        },
        onAllReady() {
          // Buffer.concat's bytes live in an ordinary ArrayBuffer (never a shared one), as a Response body needs.
          if (loadContext.wholeDocument)
            pipe(wholeDocument((document) => respond(document as Uint8Array<ArrayBuffer>)));
          else if (streamWhenAllReady) stream();
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
