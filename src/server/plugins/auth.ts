import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SignJWT, jwtVerify } from 'jose';
import { findSessionUser } from '#src/server/modules/accounts/index';
import { SESSION_TOKEN_TTL_SECONDS } from '#src/shared/constants';
import { roleGrants, type Permission, type Role } from '#src/shared/permissions';
import { AppError } from '../lib/app-error';
import { TEXT } from '#src/shared/texts';

/**
 * The signed-in user as every domain sees it; loaded from the database on each request, so a changed role takes
 * effect at the next request. `isAdmin` (the spec's flag) is true for admin and staff; `role` is null for shoppers.
 */
export type AuthUser = { id: number; email: string; name: string; isAdmin: boolean; role: Role | null };

/** The token a signed-in request came with: its id (what sign-out revokes) and when it expires. */
export type AuthSession = { tokenId: string; expiresAt: Date };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireUser`/`authenticate`; null until then (and for guests). */
    authUser: AuthUser | null;
    /** Set with `authUser`. */
    authSession: AuthSession | null;
  }
}

// Pinned: a token naming any other algorithm (including `none`) is refused by jwtVerify.
const ALGORITHM = 'HS256';
const ISSUER = 'kirana';
const AUDIENCE = 'kirana-web';

/**
 * The signing key, imported once per secret: given the secret's bytes, jose imports a WebCrypto key on every sign and
 * verify (~0.1 ms a signed-in request, decision 074).
 */
const keys = new Map<string, Promise<CryptoKey>>();
function keyOf(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    const raw = new TextEncoder().encode(secret);
    key = crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    keys.set(secret, key);
  }
  return key;
}

/**
 * Binds a token to the password it was issued under: changing or resetting the password signs out every
 * other session without a token table. Google-only accounts (no password) share one stable stamp.
 */
export function passwordStamp(secret: string, passwordHash: string | null): string {
  return createHmac('sha256', secret)
    .update(`pw:${passwordHash ?? ''}`)
    .digest('base64url')
    .slice(0, 16);
}

export async function signSessionToken(
  secret: string,
  user: { id: number; passwordHash: string | null },
): Promise<string> {
  return (
    new SignJWT({ pws: passwordStamp(secret, user.passwordHash) })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      // The token's own id: signing out lists it as revoked (decision 015).
      .setJti(randomBytes(16).toString('base64url'))
      .setSubject(String(user.id))
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${SESSION_TOKEN_TTL_SECONDS}s`)
      .sign(await keyOf(secret))
  );
}

/** The token's user id, password stamp, id and expiry, or null for anything not signed by us and still valid. */
export async function verifySessionToken(
  secret: string,
  token: string,
): Promise<{ userId: number; stamp: string; tokenId: string; expiresAt: Date } | null> {
  try {
    const { payload } = await jwtVerify(token, await keyOf(secret), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ['sub', 'exp', 'iat', 'jti'],
    });
    const userId = Number(payload.sub);
    if (!Number.isSafeInteger(userId) || userId <= 0 || typeof payload['pws'] !== 'string') return null;
    if (!payload.jti || payload.exp === undefined) return null;
    return { userId, stamp: payload['pws'], tokenId: payload.jti, expiresAt: new Date(payload.exp * 1000) };
  } catch {
    return null;
  }
}

function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * The guard of every user-scoped route: the verified user, or 401. A deleted user, a changed password, a signed-out
 * (revoked) token, an expired, unsigned or foreign-signed token all answer 401. Safe to call more than once.
 */
export async function requireUser(request: FastifyRequest): Promise<AuthUser> {
  if (request.authUser) return request.authUser;
  const token = bearerOf(request);
  if (!token) throw new AppError('UNAUTHORIZED', TEXT.errors.signInToContinue);
  const { config } = request.server;
  const claims = await verifySessionToken(config.JWT_SECRET, token);
  if (!claims) throw new AppError('UNAUTHORIZED', TEXT.errors.sessionExpired);
  const user = await findSessionUser(request.server.db, config.JWT_SECRET, claims);
  if (!user) throw new AppError('UNAUTHORIZED', TEXT.errors.sessionExpired);
  request.authUser = user;
  request.authSession = { tokenId: claims.tokenId, expiresAt: claims.expiresAt };
  return request.authUser;
}

/** The `onRequest` hook of every signed-in scope (src/server/plugins/api.ts): sets `request.authUser`, or 401. */
export async function authenticate(request: FastifyRequest): Promise<void> {
  await requireUser(request);
}

/**
 * Whether the user may call a back-office endpoint (decision 045): one naming a permission needs a role that grants
 * it (src/shared/permissions.ts); `back-office` (who-am-I) any role. Shoppers neither.
 */
export function mayUse(user: Pick<AuthUser, 'role'>, needs: Permission | 'back-office'): boolean {
  if (needs === 'back-office') return user.role !== null;
  return roleGrants(user.role, needs);
}

/** 403 unless `claimedId` (a path param, query or body value) is the signed-in user's own id. */
export function assertSameUser(user: AuthUser, claimedId: unknown): void {
  if (claimedId === undefined || claimedId === null || claimedId === '') return;
  if (String(claimedId).trim() !== String(user.id)) throw new AppError('FORBIDDEN', TEXT.errors.ownAccountOnly);
}

const USER_ID_FIELDS = ['userId', 'userid', 'customerId'] as const;

/** 403 when the query or body names a `userId`/`userid`/`customerId` other than the signed-in user. */
export function assertOwnUserIds(request: FastifyRequest, user: AuthUser): void {
  for (const source of [request.query, request.body]) {
    if (!source || typeof source !== 'object') continue;
    for (const field of USER_ID_FIELDS) assertSameUser(user, (source as Record<string, unknown>)[field]);
  }
}

export const authPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('authUser', null);
    app.decorateRequest('authSession', null);
  },
  { name: 'kirana-auth' },
);
