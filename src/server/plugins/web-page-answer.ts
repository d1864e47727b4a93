import type { FastifyReply, FastifyRequest } from 'fastify';
import { Page } from '../lib/page-cache';
import { inlineScriptHashes } from '../lib/script-hashes';
import { preferredEncoding } from '../lib/send-cached';
import { scriptHashPolicy } from './security';

/** Whether `If-None-Match` names this ETag (weak comparison, as for GET). */
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/** Response headers a cached page repeats: not those the sender sets per answer. */
const NOT_REPEATED = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'date',
  'etag',
  'vary',
]);

/**
 * The page a React Router answer makes; `status` overrides its own (an error page's status is the failure's),
 * `extra` adds headers.
 */
export async function pageOf(
  response: Response,
  storable: boolean,
  status = response.status,
  extra: [string, string][] = [],
): Promise<Page> {
  const body = Buffer.from(await response.arrayBuffer());
  const headers: [string, string][] = [...extra];
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && !NOT_REPEATED.has(name)) headers.push([name, value]);
  });
  for (const cookie of response.headers.getSetCookie()) headers.push(['set-cookie', cookie]);
  const html = /^text\/html/i.test(response.headers.get('content-type') ?? '');
  return new Page(status, headers, body, html ? inlineScriptHashes(body) : [], storable);
}

/** Sends a rendered page (kept, fresh or stale, or just rendered) with its policy, ETag and compressed bytes. */
export async function send(
  request: FastifyRequest,
  reply: FastifyReply,
  page: Page,
  state: 'hit' | 'miss' | 'stale' | null,
) {
  reply.code(page.status);
  for (const [name, value] of page.headers) reply.header(name, value);
  reply.header('content-security-policy', scriptHashPolicy(reply, page.scriptHashes));
  if (state) reply.header('x-page-cache', state);
  reply.header('vary', 'accept-encoding');
  if (page.etag) {
    reply.header('etag', page.etag);
    if (matchesEtag(request.headers['if-none-match'], page.etag)) return reply.code(304).send();
  }
  const accepted =
    request.headers['x-no-compression'] === undefined ? preferredEncoding(request.headers['accept-encoding']) : null;
  const { bytes, encoding } = await page.body(accepted);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(bytes);
}
