import type { FastifyReply, FastifyRequest } from 'fastify';
import { data, type ServerBuild } from 'react-router';
import { apiFailure, failureWords, type PageFailure } from '#src/shared/page-failure';
import { TEXT } from '#src/shared/texts';
import { escapeHtml } from './escape-html';

/**
 * How pages fail (docs/decisions/040-error-pages.md): whatever stops a page answers with the shop's HTML error page
 * and the failure's own status, never with the API's JSON and never as a 500 when it was a refusal.
 */

type Handler = (args: never) => unknown;

/**
 * A loader or action whose API errors (the typed client's ApiError) become error responses with their status. In the
 * render of an error page (`context.failure`) it does not run: it fails with that failure at once (the root's own
 * loader, which is not wrapped so, fails the page with what the shell needs).
 */
function failingWithStatus<F extends Handler>(handler: F): F {
  return (async (args: never) => {
    const failure = (args as { context?: { failure?: PageFailure } }).context?.failure;
    if (failure) throw data(failure, { status: failure.status });
    try {
      return await handler(args);
    } catch (error) {
      const failure = apiFailure(error);
      if (failure) throw data(failure, { status: failure.status });
      throw error;
    }
  }) as F;
}

/**
 * The web build with every route's loader and action wrapped: an API error a loader lets through (it handles only
 * what it can do without) is the page's answer with that status — the search page over its limit a 429, the database
 * down a 503 — where React Router would have made any thrown error a 500 "Unexpected Application Error!".
 */
export function withPageFailures(build: ServerBuild): ServerBuild {
  const routes: ServerBuild['routes'] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    if (!route) continue;
    const { loader, action } = route.module;
    // The root's loader handles both itself (root.tsx): its failure carries the shell's data.
    if (id === 'root') {
      routes[id] = route;
      continue;
    }
    routes[id] = {
      ...route,
      module: {
        ...route.module,
        ...(loader ? { loader: failingWithStatus(loader) } : {}),
        ...(action ? { action: failingWithStatus(action) } : {}),
      },
    };
  }
  return { ...build, routes };
}

/**
 * The last resort when even the error page could not be rendered: the same words as plain HTML, no shell, no script.
 * Still a page, never JSON.
 */
export function plainFailurePage(failure: PageFailure, shopName: string): string {
  const { heading, body } = failureWords(failure);
  return (
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escapeHtml(`${heading} | ${shopName}`)}</title></head>` +
    `<body><main><p>${failure.status}</p><h1>${escapeHtml(heading)}</h1><p>${escapeHtml(body)}</p>` +
    `<p><a href="/">${escapeHtml(TEXT.backToHome)}</a></p></main></body></html>`
  );
}

/**
 * The request an error page is rendered for: the same address as a GET, with only the headers a page may read (the
 * `location` cookie, the user agent that decides streaming). Its origin is a placeholder: the request may have failed
 * for its Host header, and no page builds a link from the host (decision 013).
 */
export function failureRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const controller = new AbortController();
  reply.raw.on('close', () => controller.abort());
  const headers = new Headers();
  for (const name of ['cookie', 'user-agent']) {
    const value = request.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  return new Request(new URL(request.url, 'http://page.invalid'), { headers, signal: controller.signal });
}

/** Seconds from a `Retry-After` header given in seconds (the only form the server sends); undefined otherwise. */
export function retryAfterSeconds(header: unknown): number | undefined {
  const seconds = Number(Array.isArray(header) ? header[0] : header);
  return Number.isInteger(seconds) && seconds > 0 ? seconds : undefined;
}
