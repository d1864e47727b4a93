import devanagariStylesheet from '../devanagari.css?url';

/** A face's `src` split into the copies a system may have (`local()`) and its own file (`url()`). */
function sourcesOf(rule: CSSFontFaceRule): { local: string; file: string } {
  const sources = rule.style.getPropertyValue('src').split(/,\s*(?=local\(|url\()/);
  const join = (local: boolean) => sources.filter((source) => source.startsWith('local(') === local).join(', ');
  return { local: join(true), file: join(false) };
}

/** A face of the stylesheet as a `FontFace` from the given sources, with the stylesheet's descriptors. */
function fontFaceOf(rule: CSSFontFaceRule, src: string): FontFace {
  const descriptor = (name: string) => rule.style.getPropertyValue(name);
  return new FontFace(descriptor('font-family').replace(/^["']|["']$/g, ''), src, {
    style: descriptor('font-style') || 'normal',
    weight: descriptor('font-weight') || 'normal',
    unicodeRange: descriptor('unicode-range') || undefined,
  });
}

/** Whether the system has a copy of the face: a probe face of its `local()` sources alone, never added. */
async function systemHas(rule: CSSFontFaceRule): Promise<boolean> {
  const { local } = sourcesOf(rule);
  if (!local) return false;
  try {
    await new FontFace('Kirana Devanagari probe', local).load();
    return true;
  } catch {
    return false;
  }
}

/**
 * A Hindi page's Devanagari faces, added to the document together once they have loaded (issue 33; decisions 072,
 * 079 and 080). Every face the document gains, loaded or not, makes Chromium lay out every line of the page again:
 * linked as a stylesheet, the faces cost two whole-page layouts after the first paint on a system without a
 * Devanagari font of its own, one when the stylesheet applied (the text still in the fallback font) and one when the
 * files arrived. Added loaded, they cost one. A system with a copy of the regular face (a phone) already draws the
 * Hindi in its own font, so it gets none and no layout; one without gets our files, without its `local()` names
 * looked up again. The faces are read from the stylesheet a page without script links (`hindi-font.ts`), which is
 * parsed here but never applied.
 */
export async function addHindiFaces(): Promise<void> {
  const answer = await fetch(devanagariStylesheet);
  if (!answer.ok) return;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(await answer.text());
  const rules = [...sheet.cssRules].filter((rule) => rule instanceof CSSFontFaceRule);
  const regular = rules.find((rule) => rule.style.getPropertyValue('font-weight') === '400');
  if (regular && (await systemHas(regular))) return;
  const faces = rules.map((rule) => fontFaceOf(rule, sourcesOf(rule).file));
  const loaded = await Promise.allSettled(faces.map((face) => face.load()));
  for (const result of loaded) if (result.status === 'fulfilled') document.fonts.add(result.value);
}
