import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { MailMessage } from '#src/server/lib/mailer';
import { OTP_LENGTH, OTP_VALID_MS, RESET_TOKEN_VALID_MS } from '#src/shared/constants';
import {
  claimCodeAttempt,
  deleteCode,
  saveCode,
  saveResetToken,
  type CodePurpose,
  type UserRow,
} from './accounts.repository';
import { codeEmail } from './emails/code-email';
import { shopSettings } from '#src/server/modules/settings/index';
import { runInLanguage } from '#src/server/lib/request-language';
import { mailLanguageOf } from './language.service';

/** Codes are kept as an HMAC keyed with the server secret: a leaked table does not give the codes away. */
function codeHash(secret: string, userId: number, purpose: CodePurpose, code: string): string {
  return createHmac('sha256', secret).update(`otp:${userId}:${purpose}:${code}`).digest('hex');
}

export const resetTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Makes a fresh code (replacing any earlier one of the purpose) and e-mails it. The code leaves only by e-mail. */
export async function issueCode(app: FastifyInstance, user: UserRow, purpose: CodePurpose): Promise<void> {
  app.mailer.send(await newCodeMail(app, user, purpose));
}

/** Stores a fresh code (replacing any earlier one of the purpose) and answers the e-mail that carries it. */
export async function newCodeMail(app: FastifyInstance, user: UserRow, purpose: CodePurpose): Promise<MailMessage> {
  const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
  await saveCode(
    app.db,
    user.id,
    purpose,
    codeHash(app.config.JWT_SECRET, user.id, purpose, code),
    new Date(Date.now() + OTP_VALID_MS),
  );
  const shopName = (await shopSettings(app.db)).name;
  // In the account's language (sign-up saved the request's), whoever asked and in whatever language.
  return runInLanguage(mailLanguageOf(user.language), () =>
    codeEmail({
      to: user.email,
      code,
      purpose,
      shopName,
      ...(app.config.mailLinkBase ? { shopUrl: app.config.mailLinkBase } : {}),
    }),
  );
}

/** Compares a typed code with the user's live code of the purpose; a match uses it up. */
export async function checkCode(
  app: FastifyInstance,
  user: UserRow,
  purpose: CodePurpose,
  code: string,
): Promise<boolean> {
  const live = await claimCodeAttempt(app.db, user.id, purpose);
  if (!live) return false;
  const expected = Buffer.from(live.codeHash, 'hex');
  const actual = Buffer.from(codeHash(app.config.JWT_SECRET, user.id, purpose, code), 'hex');
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return false;
  return deleteCode(app.db, live.id);
}

/** A single-use token proving a reset code was typed; only its hash is stored. */
export async function issueResetToken(app: FastifyInstance, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await saveResetToken(app.db, userId, resetTokenHash(token), new Date(Date.now() + RESET_TOKEN_VALID_MS));
  return token;
}
