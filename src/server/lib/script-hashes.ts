import { createHash } from 'node:crypto';
import { SCRIPT_AFTER_FIRST_PAINT_TYPE } from '#src/shared/constants';

/**
 * Inline `<script>` elements of a server-rendered page (React Router's boot and hydration data, React's streaming
 * runtime, scroll restoration). The renderer writes the tags in lower case; attribute values never hold `>` (React
 * escapes it), and inline script text never holds `</script` (React and React Router escape `<` in what they
 * inline), so a search for the tags finds them exactly.
 */
const OPEN = Buffer.from('<script', 'latin1');
const CLOSE = Buffer.from('</script', 'latin1');
/** What may follow `<script` in a script tag: `>`, white space or `/` (so `<scripts>` is not one). */
const AFTER_NAME = new Set([0x3e, 0x20, 0x09, 0x0a, 0x0c, 0x0d, 0x2f]);
const GREATER_THAN = 0x3e;
const CARRIAGE_RETURN = 0x0d;
const TYPE = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
const SRC = /(?:^|\s)src\s*=/i;
/**
 * Types a browser runs, and the page's inline module while it waits for the first paint (a copy of it runs then);
 * anything else (`application/ld+json`) is a data block that CSP does not govern.
 */
const EXECUTED = /^(?:|module|(?:text|application)\/(?:x-)?(?:java|ecma)script)$/i;
const runs = (type: string) => EXECUTED.test(type) || type === SCRIPT_AFTER_FIRST_PAINT_TYPE;

/** `sha256-…` of one script's text as the browser hashes it (after its newline normalisation), base64. */
export function scriptHash(text: string): string {
  return `sha256-${createHash('sha256').update(text.replace(/\r\n?/g, '\n'), 'utf8').digest('base64')}`;
}

/** The same of a script's UTF-8 bytes: hashed as they are unless a carriage return needs the normalisation. */
function bytesHash(bytes: Buffer): string {
  if (bytes.indexOf(CARRIAGE_RETURN) !== -1) return scriptHash(bytes.toString('utf8'));
  return `sha256-${createHash('sha256').update(bytes).digest('base64')}`;
}

/**
 * The CSP source expressions (`'sha256-…'`) that allow exactly the inline scripts of this HTML, once each, in
 * document order (docs/decisions/033-page-cache.md). The page's bytes are searched, not decoded: a 150–200 kB page
 * made into a string cost 1–2 ms of every render, and only the tags' attributes need to be text.
 */
export function inlineScriptHashes(html: Buffer): string[] {
  const hashes = new Set<string>();
  for (let at = html.indexOf(OPEN); at !== -1; at = html.indexOf(OPEN, at)) {
    const nameEnd = at + OPEN.length;
    at = nameEnd;
    if (!AFTER_NAME.has(html[nameEnd] ?? 0)) continue;
    const tagEnd = html.indexOf(GREATER_THAN, nameEnd);
    const close = tagEnd === -1 ? -1 : html.indexOf(CLOSE, tagEnd);
    if (close === -1) break;
    at = close + CLOSE.length;
    const attributes = html.toString('latin1', nameEnd, tagEnd);
    if (SRC.test(attributes)) continue;
    const type = TYPE.exec(attributes);
    if (!runs((type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim())) continue;
    hashes.add(`'${bytesHash(html.subarray(tagEnd + 1, close))}'`);
  }
  return [...hashes];
}
