import { SERVER_TEXT } from '#src/shared/texts/server';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from 'jose';
import type { TGoogleAnswer } from '#src/contracts/accounts';
import { TEXT } from '#src/shared/texts';
import { AppError } from '#src/server/lib/app-error';
import { signSessionToken } from '#src/server/plugins/auth';
import {
  findUserByEmail,
  findUserByGoogleSubject,
  insertUser,
  normalizeEmail,
  updateUser,
  type UserRow,
} from './accounts.repository';
import { setLanguageCookie } from './language.service';
import { toSignedInUser } from './present';
import { currentLanguage } from '#src/shared/texts/language';

const GOOGLE = 'https://accounts.google.com';
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

/** One cached key set per URL: jose refetches it when Google rotates keys (an unknown `kid`). */
function keySetFor(url: string) {
  let keySet = keySets.get(url);
  if (!keySet) {
    keySet = createRemoteJWKSet(new URL(url), { timeoutDuration: 5_000, cooldownDuration: 30_000 });
    keySets.set(url, keySet);
  }
  return keySet;
}

type GoogleClaims = JWTPayload & { email?: unknown; email_verified?: unknown; name?: unknown; picture?: unknown };

async function verifyCredential(app: FastifyInstance, credential: string, clientId: string): Promise<GoogleClaims> {
  const { GOOGLE_ISSUER, GOOGLE_JWKS_URL } = app.config;
  // Google signs ID tokens with either spelling of its issuer.
  const issuer = GOOGLE_ISSUER === GOOGLE ? [GOOGLE, 'accounts.google.com'] : [GOOGLE_ISSUER];
  try {
    const { payload } = await jwtVerify<GoogleClaims>(credential, keySetFor(GOOGLE_JWKS_URL), {
      issuer,
      audience: clientId,
      algorithms: ['RS256'],
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    return payload;
  } catch (error) {
    const unreachable =
      error instanceof errors.JWKSTimeout || (error instanceof errors.JOSEError ? false : error instanceof TypeError);
    if (unreachable) {
      app.log.warn({ err: error }, 'Google key set unreachable');
      throw new AppError('UNAVAILABLE', SERVER_TEXT.accountsApi.googleUnreachable);
    }
    throw new AppError('UNAUTHORIZED', SERVER_TEXT.accountsApi.googleTokenInvalid);
  }
}

/** Existing Google link, else the account with that e-mail (linked now), else a new account without a password. */
async function accountFor(
  app: FastifyInstance,
  subject: string,
  email: string,
  claims: GoogleClaims,
): Promise<UserRow> {
  const linked = await findUserByGoogleSubject(app.db, subject);
  if (linked) return linked;
  const existing = await findUserByEmail(app.db, email);
  if (existing) {
    // An unverified account's password was set by someone who never proved the mailbox was theirs: it may be an
    // attacker's pre-registration, so it stops working once the real owner arrives through Google.
    return updateUser(app.db, existing.id, {
      googleSubject: subject,
      isVerified: true,
      ...(existing.isVerified ? {} : { passwordHash: null }),
    });
  }
  const name =
    typeof claims.name === 'string' && claims.name.trim() ? claims.name.trim().slice(0, 100) : email.split('@')[0]!;
  const picture = typeof claims.picture === 'string' && /^https:\/\//.test(claims.picture) ? [claims.picture] : [];
  try {
    return await insertUser(app.db, {
      name,
      email,
      passwordHash: null,
      isVerified: true,
      googleSubject: subject,
      images: picture,
      language: currentLanguage(),
    });
  } catch (error) {
    // Two first sign-ins at once: the other one created the account.
    const again = (await findUserByGoogleSubject(app.db, subject)) ?? (await findUserByEmail(app.db, email));
    if (again) return again;
    throw error;
  }
}

export async function signInWithGoogle(
  app: FastifyInstance,
  credential: string,
  reply: FastifyReply,
): Promise<TGoogleAnswer> {
  const clientId = app.config.GOOGLE_CLIENT_ID;
  // 404, not 503: the shop is up, it just has no Google sign-in (a 5xx would read as an outage).
  if (!clientId) throw new AppError('NOT_FOUND', SERVER_TEXT.accountsApi.googleOff);
  if (!credential.trim()) throw new AppError('BAD_REQUEST', SERVER_TEXT.accountsApi.googleTokenMissing);
  const claims = await verifyCredential(app, credential.trim(), clientId);
  if (typeof claims.email !== 'string' || !claims.email || typeof claims.sub !== 'string') {
    throw new AppError('UNAUTHORIZED', SERVER_TEXT.accountsApi.googleNoEmail);
  }
  if (claims.email_verified !== true && claims.email_verified !== 'true') {
    throw new AppError('UNAUTHORIZED', SERVER_TEXT.accountsApi.googleEmailUnverified);
  }
  const user = await accountFor(app, claims.sub, normalizeEmail(claims.email), claims);
  setLanguageCookie(reply, user.language);
  return {
    error: false,
    msg: TEXT.loginSuccess,
    token: await signSessionToken(app.config.JWT_SECRET, user),
    user: toSignedInUser(user),
  };
}
