import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { TEXT } from '#src/shared/texts';
import { PAYMENT_PROVIDERS } from '#src/server/modules/payments/index';
import { AppError } from '../lib/app-error';

type NoncedResponse = ServerResponse & { cspNonce?: string };

/** Each response gets its own script nonce; React Router's inline scripts carry it (see web plugin). */
export function cspNonceOf(raw: ServerResponse): string {
  return (raw as NoncedResponse).cspNonce ?? '';
}

/**
 * The response's policy with its script nonce replaced by these `'sha256-…'` sources: for a page rendered without a
 * nonce (a cached page's bytes are shared, so they cannot carry one; docs/decisions/033-page-cache.md). The rest of
 * the policy stays as helmet made it, so pages with and without a nonce are held to the same rules.
 */
export function scriptHashPolicy(reply: FastifyReply, hashes: readonly string[]): string {
  const policy = String(reply.getHeader('content-security-policy') ?? '');
  // Helmet separates sources with one space; the nonce always follows 'self'.
  const nonce = ` 'nonce-${cspNonceOf(reply.raw)}'`;
  if (!policy.includes(nonce)) throw new Error('the Content-Security-Policy has no script nonce to replace');
  return policy.replace(nonce, () => hashes.map((hash) => ` ${hash}`).join(''));
}

/** `shop.example`, `127.0.0.1:3000`, `[::1]:8080`: a host name or address and maybe a port, nothing else. */
const HOST = /^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9](?:[A-Za-z0-9._-]{0,251}[A-Za-z0-9])?\.?)(?::\d{1,5})?$/;

/**
 * `Host` and `X-Forwarded-Host` (a comma-separated list when several proxies add one) must each be a plain host,
 * `X-Forwarded-Proto` http or https: anything else (a path, spaces, `@`, control characters) answers 400 before any
 * route builds a URL from it.
 */
export function validHostHeaders(headers: IncomingMessage['headers']): boolean {
  const parts = (name: string) =>
    [headers[name]]
      .flat()
      .filter((v): v is string => v !== undefined)
      .flatMap((value) => value.split(',').map((part) => part.trim()));
  return (
    parts('host').every((value) => HOST.test(value)) &&
    parts('x-forwarded-host').every((value) => HOST.test(value)) &&
    // The page URL is built from the protocol too.
    parts('x-forwarded-proto').every((value) => /^https?$/i.test(value))
  );
}

export const securityPlugin = fp(async (app: FastifyInstance) => {
  const { config } = app;
  const https = config.PUBLIC_URL?.startsWith('https://') ?? false;
  const googleOn = Boolean(config.GOOGLE_CLIENT_ID);
  // The running payment provider's browser launcher: its hosts, declared in its folder (docs/decisions/043).
  const payment = PAYMENT_PROVIDERS[config.PAYMENT_PROVIDER].browser;

  app.addHook('onRequest', async (_request, reply) => {
    (reply.raw as NoncedResponse).cspNonce = randomBytes(16).toString('base64');
  });

  const nonce = (_req: IncomingMessage, res: ServerResponse) => `'nonce-${cspNonceOf(res)}'`;
  const external = (...hosts: (string | false)[]) => hosts.filter((h): h is string => Boolean(h));

  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          "'self'",
          nonce,
          ...external(googleOn && 'https://accounts.google.com/gsi/client'),
          ...(payment.csp.scriptSrc ?? []),
        ],
        // Radix positions popovers with inline styles; scripts stay nonce-only.
        styleSrc: ["'self'", "'unsafe-inline'", ...external(googleOn && 'https://accounts.google.com/gsi/style')],
        imgSrc: ["'self'", 'data:', 'blob:', ...external(googleOn && 'https://*.googleusercontent.com')],
        fontSrc: ["'self'"],
        connectSrc: [
          "'self'",
          ...external(googleOn && 'https://accounts.google.com/gsi/'),
          ...(payment.csp.connectSrc ?? []),
        ],
        frameSrc: [...external(googleOn && 'https://accounts.google.com/gsi/'), ...(payment.csp.frameSrc ?? [])],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Chromium sends `Origin: null` on form posts under no-referrer, which React Router refuses.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    hsts: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy:
      googleOn || payment.opensPopups ? { policy: 'same-origin-allow-popups' } : { policy: 'same-origin' },
  });

  // After helmet's own hook, so that the refusal carries the same headers as any answer (a page's error page its
  // policy, decision 040).
  app.addHook('onRequest', async (request) => {
    if (!validHostHeaders(request.headers))
      throw new AppError('BAD_REQUEST', TEXT.errors.badHost, undefined, { answerCode: 'BAD_ADDRESS' });
  });
});
