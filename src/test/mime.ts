/** Just enough MIME to read what nodemailer sends: headers, multipart/alternative, quoted-printable, base64. */
export type ParsedMail = { headers: Map<string, string>; subject: string; to: string; text: string; html: string };

function splitHead(raw: string): [Map<string, string>, string] {
  const normalized = raw.replace(/\r\n/g, '\n');
  const cut = normalized.indexOf('\n\n');
  const head = cut === -1 ? normalized : normalized.slice(0, cut);
  const body = cut === -1 ? '' : normalized.slice(cut + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return [headers, body];
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function decodeBody(headers: Map<string, string>, body: string): string {
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

/**
 * `=?UTF-8?Q?…?=` and `=?UTF-8?B?…?=` words in headers. The space between two adjacent words is not text (RFC 2047
 * §6.2): a long non-Latin subject (Hindi) comes as several words.
 */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi, (_m, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

export function parseMail(raw: string): ParsedMail {
  const [headers, body] = splitHead(raw);
  const parts: { type: string; content: string }[] = [];
  const collect = (partHeaders: Map<string, string>, partBody: string) => {
    const type = partHeaders.get('content-type') ?? 'text/plain';
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (type.toLowerCase().startsWith('multipart/') && boundary) {
      const sections = partBody.split(`--${boundary}`).slice(1);
      for (const section of sections) {
        if (section.startsWith('--')) break;
        const [h, b] = splitHead(section.replace(/^\n/, ''));
        collect(h, b.replace(/\n$/, ''));
      }
      return;
    }
    parts.push({ type: type.toLowerCase(), content: decodeBody(partHeaders, partBody) });
  };
  collect(headers, body);
  return {
    headers,
    subject: decodeWords(headers.get('subject') ?? ''),
    to: headers.get('to') ?? '',
    text: parts.find((p) => p.type.startsWith('text/plain'))?.content ?? '',
    html: parts.find((p) => p.type.startsWith('text/html'))?.content ?? '',
  };
}
