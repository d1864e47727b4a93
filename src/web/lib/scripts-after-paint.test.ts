import { describe, expect, it } from 'vitest';
import { MODULE_PRELOADS_TEMPLATE_ID, SCRIPT_AFTER_FIRST_PAINT_TYPE } from '#src/shared/constants';
import { headWithInertPreloads, inertModuleOnStream, withInertModule } from './scripts-after-paint';

const MODULE_CODE =
  'import "/assets/manifest-1.js"; import * as route0 from "/assets/root-1.js"; import("/assets/e.js");';
const HEAD =
  '<head><meta charSet="utf-8"/><link rel="modulepreload" href="/assets/manifest-1.js"/>' +
  '<link rel="stylesheet" href="/assets/shell.css"/><link rel="modulepreload" href="/assets/root-1.js" nonce="n0"/>';
const body = (nonce: string) =>
  `</head><body><main>दाल — ₹ 149</main><script${nonce}>restoreScroll()</script>` +
  `<script${nonce} type="module" async="">${MODULE_CODE}</script>` +
  `<script${nonce}>window.__data.enqueue("type=\\"module\\" async=\\"\\">")</script></body></html>`;

/** The inert module and the script that starts it, as a browser would find them in the page. */
function startedModule(html: string) {
  const found = new RegExp(
    `<script( nonce="[^"]*")? type="${SCRIPT_AFTER_FIRST_PAINT_TYPE}">(.*?)</script><script( nonce="[^"]*")?>(.*?)</script>`,
    's',
  ).exec(html);
  return found && { nonce: found[1], code: found[2], starterNonce: found[3], starter: found[4] };
}

describe('scripts after the first paint', () => {
  it('moves the module preloads into an inert template at the head’s end, before what is added there', () => {
    const head = headWithInertPreloads(HEAD, '<style>x</style>');
    expect(head).toBe(
      '<head><meta charSet="utf-8"/><link rel="stylesheet" href="/assets/shell.css"/>' +
        `<template id="${MODULE_PRELOADS_TEMPLATE_ID}"><link rel="modulepreload" href="/assets/manifest-1.js"/>` +
        '<link rel="modulepreload" href="/assets/root-1.js" nonce="n0"/></template><style>x</style>',
    );
    expect(headWithInertPreloads('<head><title>x</title>', '<noscript>x</noscript>')).toBe(
      '<head><title>x</title><noscript>x</noscript>',
    );
  });

  it('makes the inline module inert and starts a copy of it after the next frame, with its nonce', () => {
    for (const nonce of ['', ' nonce="abc=="']) {
      const page = Buffer.from(body(nonce));
      const html = withInertModule(page).toString('utf8');
      expect(html).not.toContain('type="module"');
      const started = startedModule(html);
      expect(started?.code).toBe(MODULE_CODE);
      expect(started?.nonce ?? '').toBe(nonce);
      expect(started?.starterNonce ?? '').toBe(nonce);
      expect(started?.starter).toContain('requestAnimationFrame(()=>setTimeout(start))');
      // Everything else is left as it was, the scripts before and after the module included.
      expect(html.replace(/<script[^>]*kirana[^]*?<\/script><script[^>]*>[^<]*<\/script>/, 'M')).toBe(
        body(nonce).replace(/<script[^>]*type="module"[^]*?<\/script>/, 'M'),
      );
    }
    const without = Buffer.from('</head><body><p>No script</p></body></html>');
    expect(withInertModule(without)).toBe(without);
  });

  it('does the same on a stream, wherever the chunks are cut, and sends every other byte as it came', () => {
    const whole = Buffer.from(body(' nonce="n0"'));
    const expected = withInertModule(whole);
    for (let cut = 1; cut < whole.length; cut += 1) {
      const stream = inertModuleOnStream();
      const sent = [stream.pass(whole.subarray(0, cut)), stream.pass(whole.subarray(cut))];
      const rest = stream.flush();
      if (rest) sent.push(rest);
      expect(Buffer.concat(sent).equals(expected), `cut at ${cut}`).toBe(true);
    }
    // Byte by byte, too: a page's characters split across chunks come out whole.
    const stream = inertModuleOnStream();
    const sent = [...whole].map((byte) => stream.pass(Buffer.from([byte])));
    sent.push(stream.flush() ?? Buffer.alloc(0));
    expect(Buffer.concat(sent).toString('utf8')).toBe(expected.toString('utf8'));
  });

  it('passes a body without the module through whole', () => {
    const stream = inertModuleOnStream();
    const page = Buffer.from('</head><body>' + 'खिचड़ी '.repeat(200) + '</body></html>');
    const sent = Buffer.concat([stream.pass(page.subarray(0, 700)), stream.pass(page.subarray(700))]);
    expect(Buffer.concat([sent, stream.flush() ?? Buffer.alloc(0)]).equals(page)).toBe(true);
  });
});
