import { createHash } from 'node:crypto';

/**
 * Inline `<script>` elements of a server-rendered page (React Router's boot and hydration data, React's streaming
 * runtime, scroll restoration). Attribute values never hold `>` (React escapes it), and inline script text never holds
 * `</script` (React and React Router escape `<` in what they inline), so a pattern finds them exactly.
 */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const TYPE = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
const SRC = /(?:^|\s)src\s*=/i;
/** Types a browser runs; anything else (`application/ld+json`) is a data block that CSP does not govern. */
const EXECUTED = /^(?:|module|(?:text|application)\/(?:x-)?(?:java|ecma)script)$/i;

/** `sha256-…` of one script's text as the browser hashes it (after its newline normalisation), base64. */
export function scriptHash(text: string): string {
  return hashOf(text, 'utf8');
}

/**
 * `text` is the script's UTF-8 bytes read as Latin-1 (one character a byte): hashed as those bytes. A line break is
 * one ASCII byte either way, and no byte of a multi-byte UTF-8 character is below 0x80, so the normalisation is the
 * same.
 */
function hashOf(text: string, encoding: 'utf8' | 'latin1'): string {
  return `sha256-${createHash('sha256').update(text.replace(/\r\n?/g, '\n'), encoding).digest('base64')}`;
}

/**
 * The CSP source expressions (`'sha256-…'`) that allow exactly the inline scripts of this HTML, once each, in
 * document order (docs/decisions/033-page-cache.md). The page is read as Latin-1, not decoded: decoding a 200 kB
 * page with a few non-ASCII characters as UTF-8 cost ~2 ms of every render, reading it as Latin-1 a tenth of that,
 * and the markup the patterns look for is ASCII.
 */
export function inlineScriptHashes(html: Buffer): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', text = ''] of html.toString('latin1').matchAll(SCRIPT)) {
    if (SRC.test(attributes)) continue;
    const type = TYPE.exec(attributes);
    if (!EXECUTED.test((type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim())) continue;
    hashes.add(`'${hashOf(text, 'latin1')}'`);
  }
  return [...hashes];
}
