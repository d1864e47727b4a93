import { currentLanguage } from '#src/shared/texts/language';
import { SERVER_TEXT } from '#src/shared/texts/server';
import { escapeHtml } from './escape-html';

/**
 * What the shop's e-mails share: names as a mail shows them, the greeting, and the one frame every e-mail's HTML is
 * drawn in (`mailLayout`: account codes, newsletter, order mails). Every value is escaped with `escapeHtml`.
 */

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
  return shown ? SERVER_TEXT.mail.helloName(shown) : SERVER_TEXT.mail.hello;
};

/** A paragraph of plain text (escaped here). */
export const mailParagraph = (text: string, style = 'margin:0 0 12px') => `<p style="${style}">${escapeHtml(text)}</p>`;

/** A paragraph holding one link, the address as its text. */
export const mailLink = (url: string, style: string) =>
  `<p style="${style}"><a href="${escapeHtml(url)}" style="color:#15803d">${escapeHtml(url)}</a></p>`;

/**
 * The shop's mail frame: the shop's name as the heading, an optional line under it (an order's number), then the
 * blocks, which are HTML already (built with `mailParagraph`, `mailLink` or escaped by their writer).
 */
export function mailLayout(options: {
  shopName: string;
  title: string;
  subtitle?: string;
  blocks: string[];
  /** The shop's contact lines under the message, small (the store settings, decision 052). */
  contact?: string[] | undefined;
}): string {
  const { shopName, title, subtitle, blocks } = options;
  const contact = (options.contact ?? []).filter(Boolean);
  const footer = contact.length
    ? [
        `<p style="font-size:12px;color:#6b7280;border-top:1px solid #e5e7eb;padding-top:12px;margin:20px 0 0" data-shop-contact>${contact.map(escapeHtml).join('<br>')}</p>`,
      ]
    : [];
  const heading = `<p style="font-size:20px;font-weight:bold;color:#15803d;margin:0 0 ${subtitle ? 4 : 16}px">${escapeHtml(shopName)}</p>`;
  const under = subtitle ? [`<p style="font-size:13px;color:#6b7280;margin:0 0 16px">${escapeHtml(subtitle)}</p>`] : [];
  return `<!doctype html>
<html lang="${currentLanguage()}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f4f6f5;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
  <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
    <tr><td>
      ${[heading, ...under, ...blocks.filter(Boolean), ...footer].join('\n      ')}
    </td></tr>
  </table>
</body></html>`;
}

/** The account mails' HTML: paragraphs (plain text), the one-time code large after the second, the shop's link. */
export function mailHtml(options: {
  shopName: string;
  title: string;
  paragraphs: string[];
  code?: string;
  shopUrl?: string | undefined;
  contact?: string[] | undefined;
}) {
  const [first = '', ...rest] = options.paragraphs;
  const code =
    options.code === undefined
      ? []
      : [
          mailParagraph(rest.shift() ?? '', 'margin:0 0 20px'),
          `<p style="font-size:32px;letter-spacing:8px;font-weight:bold;text-align:center;background:#f0fdf4;border-radius:8px;padding:16px;margin:0 0 20px">${escapeHtml(options.code)}</p>`,
        ];
  return mailLayout({
    shopName: options.shopName,
    title: options.title,
    contact: options.contact,
    blocks: [
      mailParagraph(first),
      ...code,
      ...rest.map((text) => mailParagraph(text)),
      options.shopUrl ? mailLink(options.shopUrl, 'margin:20px 0 0') : '',
    ],
  });
}
