import { SERVER_TEXT } from '#src/shared/texts/server';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TForgotAnswer, TStatusMessageAnswer, TSuccessAnswer, TVerifyAnswer } from '#src/contracts/accounts';
import { OTP_LENGTH } from '#src/shared/constants';
import { TEXT } from '#src/shared/texts';
import { AppError } from '#src/server/lib/app-error';
import type { MailMessage } from '#src/server/lib/mailer';
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
import { checkCode, issueResetToken, newCodeMail, resetTokenHash } from './codes.service';
import { hashPassword, passwordProblem } from './passwords';
import { requireEmailFormat, requireFilled } from './present';
import { LIMITS } from './rate-limits';

function emailFrom(raw: string): string {
  requireFilled([[raw, TEXT.enterEmail]]);
  requireEmailFormat(raw);
  return normalizeEmail(raw);
}

/** False when a reset e-mail went out less than a minute ago: its code stays the live one (decision 014). */
async function resetMailAllowed(app: FastifyInstance, email: string): Promise<boolean> {
  try {
    await app.rateLimiter.consume(LIMITS.resetMailPerEmail, email);
    return true;
  } catch {
    return false;
  }
}

/** A pending reset gets a fresh reset code; an unverified account a verification code; anyone else nothing. */
async function resendMailFor(app: FastifyInstance, user: UserRow): Promise<MailMessage | null> {
  if (await hasCode(app.db, user.id, 'reset')) {
    return (await resetMailAllowed(app, user.email)) ? newCodeMail(app, user, 'reset') : null;
  }
  if (!user.isVerified) return newCodeMail(app, user, 'verify');
  return null;
}

/** Answers at once, the same for any address; looking the account up and mailing happen after the answer. */
export async function resendCode(app: FastifyInstance, rawEmail: string, reply: FastifyReply): Promise<TSuccessAnswer> {
  const email = emailFrom(rawEmail);
  await app.rateLimiter.consume(LIMITS.codeSendPerEmail, email, reply);
  app.mailer.sendLater(async () => {
    const user = await findUserByEmail(app.db, email);
    return user ? resendMailFor(app, user) : null;
  });
  return { success: true, message: SERVER_TEXT.accountsApi.codeSent };
}

export async function resendCodeForUser(
  app: FastifyInstance,
  auth: AuthUser,
  reply: FastifyReply,
): Promise<TSuccessAnswer> {
  await app.rateLimiter.consume(LIMITS.codeSendPerEmail, auth.email, reply);
  const user = await findUserById(app.db, auth.id);
  const mail = user ? await resendMailFor(app, user) : null;
  if (mail) app.mailer.send(mail);
  return { success: true, message: mail ? TEXT.otpResent : SERVER_TEXT.accountsApi.alreadyVerified };
}

/**
 * Same answer, same work in the request for any address (decision 004): only the per-(e-mail, IP) limit is
 * checked here, so requests from other addresses never refuse the owner's own (decision 014). After the answer:
 * at most one reset e-mail per address a minute, whoever asks — a request inside the minute keeps the live code,
 * which the newest reset e-mail in the mailbox holds.
 */
export async function forgotPassword(
  app: FastifyInstance,
  rawEmail: string,
  ip: string,
  reply: FastifyReply,
): Promise<TForgotAnswer> {
  const email = emailFrom(rawEmail);
  await app.rateLimiter.consume(LIMITS.resetRequestPerEmailAndIp, `${email} ${ip}`, reply);
  app.mailer.sendLater(async () => {
    const user = await findUserByEmail(app.db, email);
    return user && (await resetMailAllowed(app, email)) ? newCodeMail(app, user, 'reset') : null;
  });
  return { status: 'SUCCESS', msg: SERVER_TEXT.accountsApi.resetSent };
}

/**
 * Checks a typed code against the account's reset code (answering a reset token) and its verification code.
 * Any failure — unknown e-mail, wrong, used, expired or exhausted code — gets the same answer.
 */
export async function verifyCode(
  app: FastifyInstance,
  body: { email: string; otp: string; userId?: number },
  ip: string,
  reply: FastifyReply,
): Promise<TVerifyAnswer> {
  requireFilled([[body.email, TEXT.enterEmail]], { success: false });
  const otp = body.otp.trim();
  if (!new RegExp(`^\\d{${OTP_LENGTH}}$`).test(otp)) {
    throw new AppError('BAD_REQUEST', SERVER_TEXT.accountsApi.enterCode(OTP_LENGTH), { success: false });
  }
  const email = normalizeEmail(body.email);
  await app.rateLimiter.consume(LIMITS.codeCheckPerEmailAndIp, `${email} ${ip}`, reply);
  await app.rateLimiter.consume(LIMITS.codeCheckPerEmail, email, reply);
  const user = await findUserByEmail(app.db, email);
  const fail = new AppError('BAD_REQUEST', SERVER_TEXT.accountsApi.badCode, { success: false });
  if (!user || (body.userId !== undefined && body.userId !== user.id)) throw fail;

  if (await checkCode(app, user, 'reset', otp)) {
    // Pre-registration (decision 004): whoever signed up an unverified account never proved the mailbox, so the
    // password they set stops working now; the account is verified when the mailbox's owner sets a new one.
    if (!user.isVerified) await updateUser(app.db, user.id, { passwordHash: null });
    await deleteCodes(app.db, user.id, 'verify');
    return {
      success: true,
      message: SERVER_TEXT.accountsApi.resetVerified,
      resetToken: await issueResetToken(app, user.id),
    };
  }
  if (await checkCode(app, user, 'verify', otp)) {
    await updateUser(app.db, user.id, { isVerified: true });
    return { success: true, message: SERVER_TEXT.accountsApi.verified };
  }
  throw fail;
}

export async function resetPassword(
  app: FastifyInstance,
  body: { email: string; newPass: string; confirmPass: string; resetToken: string },
  ip: string,
): Promise<TStatusMessageAnswer> {
  requireFilled([
    [body.newPass, TEXT.enterNewPassword],
    [body.confirmPass, TEXT.confirmPassword],
  ]);
  if (body.newPass !== body.confirmPass) throw new AppError('BAD_REQUEST', TEXT.passwordMismatch);
  const weak = passwordProblem(body.newPass);
  if (weak) throw new AppError('BAD_REQUEST', weak);

  const invalid = new AppError('BAD_REQUEST', SERVER_TEXT.accountsApi.resetInvalid);
  if (!body.resetToken.trim() || !body.email.trim()) throw invalid;
  const user = await findUserByEmail(app.db, body.email);
  if (!user || !(await spendResetToken(app.db, resetTokenHash(body.resetToken.trim()), user.id))) throw invalid;

  // A new hash also changes the token stamp: every session signed in before the reset ends.
  // The reset token proves the mailbox: the account is verified once its owner has set the password.
  await updateUser(app.db, user.id, { passwordHash: await hashPassword(body.newPass), isVerified: true });
  await spendResetTokens(app.db, user.id);
  await deleteCodes(app.db, user.id, 'reset');
  // The owner proved the mailbox: sign-in starts afresh for the address, and from here without a delay.
  await app.rateLimiter.clear(LIMITS.signInFailuresPerEmail, user.email);
  await app.rateLimiter.clear(LIMITS.signInFailuresPerEmailAndIp, `${user.email} ${ip}`);
  return {
    status: 'SUCCESS',
    msg: SERVER_TEXT.accountsApi.passwordReset,
    message: SERVER_TEXT.accountsApi.passwordReset,
  };
}
