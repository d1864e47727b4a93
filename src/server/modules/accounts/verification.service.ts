import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TForgotAnswer, TStatusMessageAnswer, TSuccessAnswer, TVerifyAnswer } from '#src/contracts/accounts';
import { OTP_LENGTH } from '#src/shared/constants';
import { TEXT } from '#src/shared/texts';
import { AppError } from '#src/server/lib/app-error';
import type { AuthUser } from '#src/server/plugins/auth';
import {
  deleteCodes,
  findUserByEmail,
  findUserById,
  hasCode,
  normalizeEmail,
  spendResetTokens,
  updateUser,
  spendResetToken,
  type UserRow,
} from './accounts.repository';
import { checkCode, issueCode, issueResetToken, resetTokenHash } from './codes.service';
import { hashPassword, passwordProblem } from './passwords';
import { requireEmailFormat, requireFilled } from './present';
import { LIMITS } from './rate-limits';

const MSG = TEXT.accountsApi;

async function emailFrom(app: FastifyInstance, raw: string, reply: FastifyReply): Promise<string> {
  requireFilled([[raw, TEXT.enterEmail]]);
  requireEmailFormat(raw);
  const email = normalizeEmail(raw);
  await app.rateLimiter.consume(LIMITS.codeSendPerEmail, email, reply);
  return email;
}

/** A pending reset gets a fresh reset code; an unverified account a verification code; anyone else nothing. */
async function resendFor(app: FastifyInstance, user: UserRow): Promise<boolean> {
  if (await hasCode(app.db, user.id, 'reset')) await issueCode(app, user, 'reset');
  else if (!user.isVerified) await issueCode(app, user, 'verify');
  else return false;
  return true;
}

export async function resendCode(app: FastifyInstance, rawEmail: string, reply: FastifyReply): Promise<TSuccessAnswer> {
  const user = await findUserByEmail(app.db, await emailFrom(app, rawEmail, reply));
  if (user) await resendFor(app, user);
  return { success: true, message: MSG.codeSent };
}

export async function resendCodeForUser(
  app: FastifyInstance,
  auth: AuthUser,
  reply: FastifyReply,
): Promise<TSuccessAnswer> {
  await app.rateLimiter.consume(LIMITS.codeSendPerEmail, auth.email, reply);
  const user = await findUserById(app.db, auth.id);
  const sent = user ? await resendFor(app, user) : false;
  return { success: true, message: sent ? TEXT.otpResent : MSG.alreadyVerified };
}

export async function forgotPassword(
  app: FastifyInstance,
  rawEmail: string,
  reply: FastifyReply,
): Promise<TForgotAnswer> {
  const user = await findUserByEmail(app.db, await emailFrom(app, rawEmail, reply));
  if (user) await issueCode(app, user, 'reset');
  return { status: 'SUCCESS', msg: MSG.resetSent };
}

/**
 * Checks a typed code against the account's reset code (answering a reset token) and its verification code.
 * Any failure — unknown e-mail, wrong, used, expired or exhausted code — gets the same answer.
 */
export async function verifyCode(
  app: FastifyInstance,
  body: { email: string; otp: string; userId?: number },
  reply: FastifyReply,
): Promise<TVerifyAnswer> {
  requireFilled([[body.email, TEXT.enterEmail]], { success: false });
  const otp = body.otp.trim();
  if (!new RegExp(`^\\d{${OTP_LENGTH}}$`).test(otp)) {
    throw new AppError('BAD_REQUEST', TEXT.accountsApi.enterCode(OTP_LENGTH), { success: false });
  }
  const email = normalizeEmail(body.email);
  await app.rateLimiter.consume(LIMITS.codeCheckPerEmail, email, reply);
  const user = await findUserByEmail(app.db, email);
  const fail = new AppError('BAD_REQUEST', MSG.badCode, { success: false });
  if (!user || (body.userId !== undefined && body.userId !== user.id)) throw fail;

  if (await checkCode(app, user, 'reset', otp)) {
    // Typing the reset code proves the mailbox is theirs, so it verifies the address too.
    if (!user.isVerified) await updateUser(app.db, user.id, { isVerified: true });
    await deleteCodes(app.db, user.id, 'verify');
    return { success: true, message: MSG.resetVerified, resetToken: await issueResetToken(app, user.id) };
  }
  if (await checkCode(app, user, 'verify', otp)) {
    await updateUser(app.db, user.id, { isVerified: true });
    return { success: true, message: MSG.verified };
  }
  throw fail;
}

export async function resetPassword(
  app: FastifyInstance,
  body: { email: string; newPass: string; confirmPass: string; resetToken: string },
): Promise<TStatusMessageAnswer> {
  requireFilled([
    [body.newPass, TEXT.enterNewPassword],
    [body.confirmPass, TEXT.confirmPassword],
  ]);
  if (body.newPass !== body.confirmPass) throw new AppError('BAD_REQUEST', TEXT.passwordMismatch);
  const weak = passwordProblem(body.newPass);
  if (weak) throw new AppError('BAD_REQUEST', weak);

  const invalid = new AppError('BAD_REQUEST', MSG.resetInvalid);
  if (!body.resetToken.trim() || !body.email.trim()) throw invalid;
  const user = await findUserByEmail(app.db, body.email);
  if (!user || !(await spendResetToken(app.db, resetTokenHash(body.resetToken.trim()), user.id))) throw invalid;

  // A new hash also changes the token stamp: every session signed in before the reset ends.
  await updateUser(app.db, user.id, { passwordHash: await hashPassword(body.newPass) });
  await spendResetTokens(app.db, user.id);
  await deleteCodes(app.db, user.id, 'reset');
  await app.rateLimiter.clear(LIMITS.signInFailuresPerEmail, user.email);
  return { status: 'SUCCESS', msg: MSG.passwordReset, message: MSG.passwordReset };
}
