import { SERVER_TEXT } from '#src/shared/texts/server';
import { OTP_VALID_MS } from '#src/shared/constants';
import type { MailMessage } from '#src/server/lib/mailer';
import { mailHtml } from '#src/server/lib/mail-layout';

export type CodePurpose = 'verify' | 'reset';

/**
 * The one-time code e-mail, as plain text and HTML. It holds no text the requester chose — not even the account's
 * name, which whoever signed up typed: a code mail must not carry an attacker's words to someone else's mailbox.
 */
export function codeEmail(options: {
  to: string;
  code: string;
  purpose: CodePurpose;
  shopName: string;
  shopUrl?: string;
}): MailMessage {
  const copy = SERVER_TEXT.mail[options.purpose];
  const shop = options.shopName;
  const subject = copy.subject(shop);
  const greeting = SERVER_TEXT.mail.hello;
  const validity = SERVER_TEXT.mail.codeValidity(Math.round(OTP_VALID_MS / 60_000), shop);
  const text = [
    greeting,
    '',
    copy.intro(shop),
    '',
    `    ${options.code}`,
    '',
    validity,
    '',
    copy.ifNotYou(shop),
    '',
    SERVER_TEXT.mail.signature(shop),
    ...(options.shopUrl ? [options.shopUrl] : []),
  ].join('\n');
  const html = mailHtml({
    shopName: shop,
    title: subject,
    paragraphs: [greeting, copy.intro(shop), validity, copy.ifNotYou(shop)],
    code: options.code,
    shopUrl: options.shopUrl,
  });
  return { to: options.to, subject, text, html };
}
