import { TEXT } from '#src/shared/texts';

/** What the shop's e-mails share: escaping, names as a mail shows them, the greeting and the account mails' frame. */

export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/** Longest name a mail shows: a name is the shopper's text, kept short and on one line. */
export const MAIL_NAME_MAX = 40;

/** Shopper-typed text on one line: control and format characters become spaces, runs of space one. */
export const oneLine = (value: string | null | undefined) =>
  (value ?? '')
    .replace(/[\p{C}]/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim();

/** Shopper-typed text as a mail may show it: NFKC, on one line (`oneLine`), cut to `max` characters (at a code point). */
export function mailText(value: string | null | undefined, max: number): string {
  const chars = Array.from(oneLine((value ?? '').normalize('NFKC')));
  return chars.length > max
    ? `${chars
        .slice(0, max - 1)
        .join('')
        .trim()}…`
    : chars.join('');
}

/**
 * A name as a mail may show it: on one line, cut to MAIL_NAME_MAX characters. Code mails never call this: they
 * show no text the requester chose (decision 004).
 */
export const mailName = (name: string | null | undefined): string => mailText(name, MAIL_NAME_MAX);

/** Longest address line (and phone) an order mail shows: the rest of what the shopper typed stays on the order. */
export const MAIL_ADDRESS_LINE_MAX = 80;

export const greetingFor = (name?: string | null) => {
  const shown = mailName(name);
  return shown ? TEXT.mail.helloName(shown) : TEXT.mail.hello;
};

/** Paragraphs (already plain text) in the shop's mail frame; each is escaped here. */
export function mailHtml(options: {
  shopName: string;
  title: string;
  paragraphs: string[];
  code?: string;
  shopUrl?: string | undefined;
}) {
  const p = (text: string, style = 'margin:0 0 12px') => `<p style="${style}">${escapeHtml(text)}</p>`;
  const [first = '', ...rest] = options.paragraphs;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(options.title)}</title></head>
<body style="margin:0;padding:24px;background:#f4f6f5;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
  <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
    <tr><td>
      <p style="font-size:20px;font-weight:bold;color:#15803d;margin:0 0 16px">${escapeHtml(options.shopName)}</p>
      ${p(first)}
      ${options.code === undefined ? '' : `${p(rest.shift() ?? '', 'margin:0 0 20px')}\n      <p style="font-size:32px;letter-spacing:8px;font-weight:bold;text-align:center;background:#f0fdf4;border-radius:8px;padding:16px;margin:0 0 20px">${escapeHtml(options.code)}</p>`}
      ${rest.map((text) => p(text)).join('\n      ')}
      ${options.shopUrl ? `<p style="margin:20px 0 0"><a href="${escapeHtml(options.shopUrl)}" style="color:#15803d">${escapeHtml(options.shopUrl)}</a></p>` : ''}
    </td></tr>
  </table>
</body></html>`;
}
