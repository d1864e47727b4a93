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
  return `sha256-${createHash('sha256').update(text.replace(/\r\n?/g, '\n'), 'utf8').digest('base64')}`;
}

/**
 * The CSP source expressions (`'sha256-…'`) that allow exactly the inline scripts of this HTML, once each, in
 * document order (docs/decisions/033-page-cache.md).
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT)) {
    if (SRC.test(attributes)) continue;
    const type = TYPE.exec(attributes);
    if (!EXECUTED.test((type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim())) continue;
    hashes.add(`'${scriptHash(text)}'`);
  }
  return [...hashes];
}
