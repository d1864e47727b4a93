import { SERVER_TEXT } from '#src/shared/texts/server';
import type { MailMessage } from '#src/server/lib/mailer';
import { greetingFor, mailHtml } from '#src/server/lib/mail-layout';

/**
 * Sent instead of a code when a sign-up names an address that already has an account, so the sign-up answer
 * cannot tell whether it exists. `name` is the account's own name, and only once the address is verified (an
 * unverified account's name was typed by whoever signed up): escaped and cut like every name in a mail.
 */
export function accountExistsEmail(options: {
  to: string;
  name?: string | null;
  shopName: string;
  shopUrl?: string;
}): MailMessage {
  const shop = options.shopName;
  const subject = SERVER_TEXT.mail.accountExists.subject(shop);
  const paragraphs = [greetingFor(options.name), ...SERVER_TEXT.mail.accountExists.body(shop)];
  const text = [
    ...paragraphs.flatMap((line) => [line, '']),
    SERVER_TEXT.mail.signature(shop),
    ...(options.shopUrl ? [options.shopUrl] : []),
  ].join('\n');
  return {
    to: options.to,
    subject,
    text,
    html: mailHtml({ shopName: shop, title: subject, paragraphs, shopUrl: options.shopUrl }),
  };
}
