import { OTP_VALID_MS } from '#src/shared/constants';
import type { MailMessage } from '#src/server/lib/mailer';
import { mailHtml } from './layout';

export type CodePurpose = 'verify' | 'reset';

const COPY: Record<CodePurpose, { subject: string; intro: string; ifNotYou: string }> = {
  verify: {
    subject: 'Your Kirana verification code',
    intro: 'Welcome to Kirana! Enter this code on the verification screen to confirm your e-mail address:',
    ifNotYou:
      'If you did not create a Kirana account, you can ignore this e-mail: without the code nobody can use this address with us.',
  },
  reset: {
    subject: 'Your Kirana password reset code',
    intro: 'Someone asked to reset the password of your Kirana account. Enter this code to choose a new password:',
    ifNotYou:
      'If this was not you, ignore this e-mail: your password stays as it is. If it keeps happening, reply to let us know.',
  },
};

/**
 * The one-time code e-mail, as plain text and HTML. It holds no text the requester chose — not even the account's
 * name, which whoever signed up typed: a code mail must not carry an attacker's words to someone else's mailbox.
 */
export function codeEmail(options: { to: string; code: string; purpose: CodePurpose; shopUrl?: string }): MailMessage {
  const copy = COPY[options.purpose];
  const minutes = Math.round(OTP_VALID_MS / 60_000);
  const greeting = 'Hello,';
  const validity = `The code is valid for ${minutes} minutes and can be used once. Never share it: Kirana staff will never ask for it.`;
  const text = [
    greeting,
    '',
    copy.intro,
    '',
    `    ${options.code}`,
    '',
    validity,
    '',
    copy.ifNotYou,
    '',
    '— Kirana',
    ...(options.shopUrl ? [options.shopUrl] : []),
  ].join('\n');
  const html = mailHtml({
    title: copy.subject,
    paragraphs: [greeting, copy.intro, validity, copy.ifNotYou],
    code: options.code,
    shopUrl: options.shopUrl,
  });
  return { to: options.to, subject: copy.subject, text, html };
}
