import { SERVER_TEXT } from '#src/shared/texts/server';
import { isUniqueViolation } from '#src/server/lib/database-errors';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TSignInAnswer, TSignUpAnswer, TSuccessAnswer } from '#src/contracts/accounts';
import { TEXT } from '#src/shared/texts';
import { AppError } from '#src/server/lib/app-error';
import { signSessionToken, type AuthSession, type AuthUser } from '#src/server/plugins/auth';
import { findUserByEmail, insertUser, normalizeEmail, revokeSession } from './accounts.repository';
import { issueCode } from './codes.service';
import { accountExistsEmail } from './emails/account-exists-email';
import { hashPassword, passwordProblem, verifyPassword } from './passwords';
import { isValidPhone, requireEmailFormat, requireFilled, toSignedInUser } from './present';
import { LIMITS } from './rate-limits';
import { mailLanguageOf, setLanguageCookie } from './language.service';
import { currentLanguage, type Language } from '#src/shared/texts/language';
import { runInLanguage } from '#src/server/lib/request-language';
import { shopSettings } from '#src/server/modules/settings/index';

const FAILED = { status: 'FAILED' };

/**
 * A new address gets an unverified account and a code; an address that already has an account gets the same
 * answer after the same work (the password is hashed either way), and its owner an e-mail saying someone tried
 * (decision 004): the answer never tells whether an address is registered.
 */
export async function signUp(
  app: FastifyInstance,
  body: { name: string; email: string; phone: string; password: string; language?: Language | undefined },
  reply: FastifyReply,
): Promise<TSignUpAnswer> {
  requireFilled(
    [
      [body.name, TEXT.fieldBlank('name')],
      [body.email, TEXT.fieldBlank('email')],
      [body.phone, TEXT.fieldBlank('phone')],
      [body.password, TEXT.fieldBlank('password')],
    ],
    FAILED,
  );
  requireEmailFormat(body.email, FAILED);
  if (!isValidPhone(body.phone)) throw new AppError('BAD_REQUEST', SERVER_TEXT.accountsApi.invalidPhone, FAILED);
  const weak = passwordProblem(body.password);
  if (weak) throw new AppError('BAD_REQUEST', weak, FAILED);

  const email = normalizeEmail(body.email);
  await app.rateLimiter.consume(LIMITS.signUpPerEmail, email, reply);
  const passwordHash = await hashPassword(body.password);
  const existing = await findUserByEmail(app.db, email);
  const created = existing
    ? undefined
    : await insertUser(app.db, {
        // isAdmin and isVerified are never taken from the request: new accounts are shoppers, unverified.
        name: body.name.trim(),
        email,
        phone: body.phone.trim(),
        passwordHash,
        // The language of the page it was made on (the form says; else the request's, the `lang` cookie's): its code
        // mail is written in it.
        language: body.language ?? currentLanguage(),
      }).catch((error: unknown) => {
        if (isUniqueViolation(error)) return undefined; // signed up a moment ago, in parallel
        throw error;
      });
  if (created) await issueCode(app, created, 'verify');
  else if (existing) {
    const shopName = (await shopSettings(app.db)).name;
    // In the owner's language, not the requester's (who may be someone else).
    app.mailer.send(
      runInLanguage(mailLanguageOf(existing.language), () =>
        accountExistsEmail({
          to: existing.email,
          name: existing.isVerified ? existing.name : null,
          shopName,
          ...(app.config.mailLinkBase ? { shopUrl: app.config.mailLinkBase } : {}),
        }),
      ),
    );
  }
  return { status: 'SUCCESS', msg: SERVER_TEXT.accountsApi.signedUp };
}

/**
 * Decision 014: the attempt is reserved before the password is checked — per (e-mail, IP) under a progressive
 * delay, per e-mail under a higher ceiling — so parallel guesses cannot all be checked before one is counted.
 * The right password gives the reservations back.
 */
export async function signIn(
  app: FastifyInstance,
  body: { email: string; password: string },
  ip: string,
  reply: FastifyReply,
): Promise<TSignInAnswer> {
  requireFilled([
    [body.email, TEXT.emailBlank],
    [body.password, TEXT.passwordBlank],
  ]);
  const email = normalizeEmail(body.email);
  const pair = `${email} ${ip}`;
  await app.rateLimiter.attempt(LIMITS.signInFailuresPerEmailAndIp, pair, reply);
  await app.rateLimiter.consume(LIMITS.signInFailuresPerEmail, email, reply);
  const user = await findUserByEmail(app.db, email);
  // Unknown e-mail and wrong password take the same time and get the same answer; the reservations stay.
  if (!(await verifyPassword(user?.passwordHash, body.password)) || !user) {
    throw new AppError('UNAUTHORIZED', SERVER_TEXT.accountsApi.badCredentials, undefined, {
      answerCode: 'INVALID_CREDENTIALS',
    });
  }
  await app.rateLimiter.clear(LIMITS.signInFailuresPerEmailAndIp, pair);
  await app.rateLimiter.release(LIMITS.signInFailuresPerEmail, email);
  if (!user.isVerified)
    throw new AppError(
      'FORBIDDEN',
      SERVER_TEXT.accountsApi.unverified,
      { isVerify: false },
      { answerCode: 'EMAIL_NOT_VERIFIED' },
    );
  // The account's language follows the shopper to this browser (the page they are on stays as it is).
  setLanguageCookie(reply, user.language);
  return {
    error: false,
    isVerify: true,
    msg: TEXT.loginSuccess,
    token: await signSessionToken(app.config.JWT_SECRET, user),
    user: toSignedInUser(user),
  };
}

/** Revokes the request's own token (decision 015); the shopper's other sessions stay signed in. */
export async function signOut(app: FastifyInstance, user: AuthUser, session: AuthSession): Promise<TSuccessAnswer> {
  await revokeSession(app.db, session.tokenId, user.id, session.expiresAt);
  return { success: true, message: SERVER_TEXT.accountsApi.signedOut };
}
