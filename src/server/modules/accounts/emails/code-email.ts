import { OTP_VALID_MS } from '#src/shared/constants';
import type { MailMessage } from '#src/server/lib/mailer';

export type CodePurpose = 'verify' | 'reset';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

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

/** The one-time code e-mail, as plain text and HTML. */
export function codeEmail(options: {
  to: string;
  name: string;
  code: string;
  purpose: CodePurpose;
  shopUrl?: string;
}): MailMessage {
  const copy = COPY[options.purpose];
  const minutes = Math.round(OTP_VALID_MS / 60_000);
  const greeting = `Hello ${options.name || 'there'},`;
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

  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(copy.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f6f5;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
  <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
    <tr><td>
      <p style="font-size:20px;font-weight:bold;color:#15803d;margin:0 0 16px">Kirana</p>
      <p style="margin:0 0 12px">${escapeHtml(greeting)}</p>
      <p style="margin:0 0 20px">${escapeHtml(copy.intro)}</p>
      <p style="font-size:32px;letter-spacing:8px;font-weight:bold;text-align:center;background:#f0fdf4;border-radius:8px;padding:16px;margin:0 0 20px">${escapeHtml(options.code)}</p>
      <p style="margin:0 0 12px">${escapeHtml(validity)}</p>
      <p style="margin:0 0 12px;color:#6b7280">${escapeHtml(copy.ifNotYou)}</p>
      ${options.shopUrl ? `<p style="margin:20px 0 0"><a href="${escapeHtml(options.shopUrl)}" style="color:#15803d">${escapeHtml(options.shopUrl)}</a></p>` : ''}
    </td></tr>
  </table>
</body></html>`;
  return { to: options.to, subject: copy.subject, text, html };
}
