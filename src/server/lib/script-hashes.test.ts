import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SCRIPT_AFTER_FIRST_PAINT_TYPE } from '#src/shared/constants';
import { inlineScriptHashes, scriptHash } from './script-hashes';

/** What a browser computes for an inline script: SHA-256 of its UTF-8 text, line breaks as LF. */
const browserHash = (text: string) =>
  `'sha256-${createHash('sha256')
    .update(Buffer.from(text.replace(/\r\n?/g, '\n'), 'utf8'))
    .digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes each executed inline script as its UTF-8 text, non-ASCII characters and CRLF included', () => {
    const boot = 'window.__data = {"name":"Toor dal — 1 kg","price":"₹ 149","cook":"खिचड़ी"};\r\nstart();';
    const html = Buffer.from(
      `<!DOCTYPE html><html><head><title>Dal — ₹149</title><script type="module">${boot}</script></head>` +
        `<body><p>Épicerie</p><noscript>Turn on JavaScript</noscript><script>${boot}</script>` +
        `<script src="/assets/a.js"></script><script async="" src="/assets/b.js"></script>` +
        `<script type="application/ld+json">{"@type":"Product","name":"dal — ₹"}</script>` +
        `<script nonce="">requestAnimationFrame(() => 1)</script></body></html>`,
      'utf8',
    );
    expect(inlineScriptHashes(html)).toEqual([browserHash(boot), browserHash('requestAnimationFrame(() => 1)')]);
    expect(`'${scriptHash(boot)}'`).toBe(browserHash(boot));
  });

  it("hashes the page's inline module while it waits for the first paint: a copy of its text runs then", () => {
    const module = 'import "/assets/manifest.js"; import("/assets/entry.client.js");';
    const html = Buffer.from(
      `<html><head></head><body><script type="${SCRIPT_AFTER_FIRST_PAINT_TYPE}">${module}</script></body></html>`,
    );
    expect(inlineScriptHashes(html)).toEqual([browserHash(module)]);
  });
});
