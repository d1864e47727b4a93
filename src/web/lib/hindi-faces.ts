import devanagariStylesheet from '../devanagari.css?url';

/** A face of the stylesheet as a `FontFace`, with the stylesheet's descriptors. */
function fontFaceOf(rule: CSSFontFaceRule): FontFace {
  const descriptor = (name: string) => rule.style.getPropertyValue(name);
  return new FontFace(descriptor('font-family').replace(/^["']|["']$/g, ''), descriptor('src'), {
    style: descriptor('font-style') || 'normal',
    weight: descriptor('font-weight') || 'normal',
    unicodeRange: descriptor('unicode-range') || undefined,
  });
}

/**
 * A Hindi page's Devanagari faces, added to the document together once they have loaded (issue 33; decisions 072,
 * 079 and 080). Every face the document gains, loaded or not, makes Chromium lay out every line of the page again:
 * linked as a stylesheet, the faces cost two whole-page layouts after the first paint on a system without a
 * Devanagari font of its own, one when the stylesheet applied (the text still in the fallback font) and one when the
 * files arrived. Added loaded, they cost one. They are read from the stylesheet a page without script links
 * (`hindi-font.ts`), which is parsed here but never applied. A phone's own copies (`local()`) load at once.
 */
export async function addHindiFaces(): Promise<void> {
  const answer = await fetch(devanagariStylesheet);
  if (!answer.ok) return;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(await answer.text());
  const faces = [...sheet.cssRules].filter((rule) => rule instanceof CSSFontFaceRule).map(fontFaceOf);
  const loaded = await Promise.allSettled(faces.map((face) => face.load()));
  for (const result of loaded) if (result.status === 'fulfilled') document.fonts.add(result.value);
}
