import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TSignInAnswer, TSignUpAnswer } from '#src/contracts/accounts';
import { TEXT } from '#src/shared/texts';
import { AppError } from '#src/server/lib/app-error';
import { signSessionToken } from '#src/server/plugins/auth';
import { findUserByEmail, insertUser, normalizeEmail } from './accounts.repository';
import { issueCode } from './codes.service';
import { hashPassword, passwordProblem, verifyPassword } from './passwords';
import { isValidPhone, requireEmailFormat, requireFilled, toSignedInUser } from './present';
import { LIMITS } from './rate-limits';

export const MSG = TEXT.accountsApi;

const FAILED = { status: 'FAILED' };

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string }).code === '23505' || (error as { cause?: { code?: string } }).cause?.code === '23505';

export async function signUp(
  app: FastifyInstance,
  body: { name: string; email: string; phone: string; password: string },
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
  if (!isValidPhone(body.phone)) throw new AppError('BAD_REQUEST', TEXT.accountsApi.invalidPhone, FAILED);
  const weak = passwordProblem(body.password);
  if (weak) throw new AppError('BAD_REQUEST', weak, FAILED);

  const email = normalizeEmail(body.email);
  if (await findUserByEmail(app.db, email)) throw new AppError('CONFLICT', MSG.emailTaken, FAILED);
  await app.rateLimiter.consume(LIMITS.codeSendPerEmail, email, reply);
  let user;
  try {
    // isAdmin and isVerified are never taken from the request: new accounts are shoppers, unverified.
    user = await insertUser(app.db, {
      name: body.name.trim(),
      email,
      phone: body.phone.trim(),
      passwordHash: await hashPassword(body.password),
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', MSG.emailTaken, FAILED);
    throw error;
  }
  await issueCode(app, user, 'verify');
  return { status: 'SUCCESS', msg: MSG.signedUp };
}

export async function signIn(
  app: FastifyInstance,
  body: { email: string; password: string },
  reply: FastifyReply,
): Promise<TSignInAnswer> {
  requireFilled([
    [body.email, TEXT.emailBlank],
    [body.password, TEXT.passwordBlank],
  ]);
  const email = normalizeEmail(body.email);
  await app.rateLimiter.assertUnder(LIMITS.signInFailuresPerEmail, email, reply);
  const user = await findUserByEmail(app.db, email);
  // Unknown e-mail and wrong password take the same time and get the same answer.
  if (!(await verifyPassword(user?.passwordHash, body.password)) || !user) {
    await app.rateLimiter.consume(LIMITS.signInFailuresPerEmail, email, reply);
    throw new AppError('UNAUTHORIZED', MSG.badCredentials);
  }
  if (!user.isVerified) throw new AppError('FORBIDDEN', MSG.unverified, { isVerify: false });
  await app.rateLimiter.clear(LIMITS.signInFailuresPerEmail, email);
  return {
    error: false,
    isVerify: true,
    msg: TEXT.loginSuccess,
    token: await signSessionToken(app.config.JWT_SECRET, user),
    user: toSignedInUser(user),
  };
}
