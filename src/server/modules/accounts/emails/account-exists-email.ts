import type { MailMessage } from '#src/server/lib/mailer';
import { greetingFor, mailHtml } from './layout';

export const ACCOUNT_EXISTS_SUBJECT = 'Someone tried to create a Kirana account with your address';

/**
 * Sent instead of a code when a sign-up names an address that already has an account, so the sign-up answer
 * cannot tell whether it exists. `name` is the account's own name, and only once the address is verified (an
 * unverified account's name was typed by whoever signed up): escaped and cut like every name in a mail.
 */
export function accountExistsEmail(options: { to: string; name?: string | null; shopUrl?: string }): MailMessage {
  const greeting = greetingFor(options.name);
  const paragraphs = [
    greeting,
    'Someone just tried to create a Kirana account with this e-mail address. You already have an account with us, so nothing was created and no password was changed.',
    'If it was you: sign in with your password, or use "Forgot password" on the sign-in page to choose a new one.',
    'If it was not you, you can ignore this e-mail: nobody can use your account without your password or a code sent to this address.',
  ];
  const text = [
    ...paragraphs.flatMap((line) => [line, '']),
    '— Kirana',
    ...(options.shopUrl ? [options.shopUrl] : []),
  ].join('\n');
  return {
    to: options.to,
    subject: ACCOUNT_EXISTS_SUBJECT,
    text,
    html: mailHtml({ title: ACCOUNT_EXISTS_SUBJECT, paragraphs, shopUrl: options.shopUrl }),
  };
}
