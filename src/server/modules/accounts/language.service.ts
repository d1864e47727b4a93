import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TLanguageAnswer } from '#src/contracts/accounts';
import type { Database } from '#src/db/client';
import { LANGUAGE_COOKIE_MAX_AGE_S, STORAGE_KEYS } from '#src/shared/constants';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '#src/shared/texts/language';
import { SERVER_TEXT } from '#src/shared/texts/server';
import { AppError } from '#src/server/lib/app-error';
import { runInLanguage } from '#src/server/lib/request-language';
import type { AuthUser } from '#src/server/plugins/auth';
import { findUserByEmail, updateUser } from './accounts.repository';

/**
 * The account's language (issue 33, docs/decisions/066): sign-up keeps the request's, the header's switch saves the
 * shopper's choice while signed in, a sign-in hands it back as the `lang` cookie (so it follows the shopper to a new
 * browser), and the shopper's e-mails are written in it.
 */

/** The header's switch, signed in: 'en' or 'hi', else 400. Answered in the language just saved. */
export async function saveLanguage(app: FastifyInstance, auth: AuthUser, language: string): Promise<TLanguageAnswer> {
  const chosen = language.trim();
  if (!isLanguage(chosen)) throw new AppError('BAD_REQUEST', SERVER_TEXT.accountsApi.languageUnknown);
  await updateUser(app.db, auth.id, { language: chosen });
  return runInLanguage(chosen, () => ({
    success: true as const,
    message: SERVER_TEXT.accountsApi.languageSaved,
    language: chosen,
  }));
}

/**
 * A sign-in's answer sets the `lang` cookie to the account's saved language, if it has one (the switch's cookie:
 * readable by the page's script, which rewrites it on the next switch; a year).
 */
export function setLanguageCookie(reply: FastifyReply, saved: string | null): void {
  if (!isLanguage(saved)) return;
  const secure = reply.request.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${STORAGE_KEYS.language}=${saved}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`,
  );
}

/** The language of an account's e-mails: its saved one, else English (null: never chosen). */
export const mailLanguageOf = (saved: string | null | undefined): Language =>
  isLanguage(saved) ? saved : DEFAULT_LANGUAGE;

/** The language to write a mail to `email` in: its account's, else English (no account: a staff alert's address). */
export async function mailLanguageOfAddress(db: Database, email: string): Promise<Language> {
  return mailLanguageOf((await findUserByEmail(db, email))?.language);
}
