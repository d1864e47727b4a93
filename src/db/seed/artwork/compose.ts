import type { Art, Palette } from '../catalogue/types';
import type { ArtworkSpec } from './specs';
import { type EmojiSource, glyph, groundShadow, type Rendered, svgDocument } from './svg';

/** Product picture: the emoji large and centred on a soft radial tint of the category colour. */
function productMain(emoji: EmojiSource, art: Art, c: Palette): Rendered {
  const [main, badge] = art;
  const ground = groundShadow('ground', 400, 668, 230, 42, c.strong, 0.32);
  const defs = `<radialGradient id="bg" cx="50%" cy="42%" r="78%"><stop offset="0" stop-color="#ffffff"/><stop offset="0.5" stop-color="${c.tint}"/><stop offset="1" stop-color="${c.mid}"/></radialGradient>${ground.def}`;
  let body = `<rect width="800" height="800" fill="url(#bg)"/><circle cx="400" cy="380" r="285" fill="#ffffff" opacity="0.6"/>${ground.shape}${glyph(emoji, main, 400, 385, 470, { shadow: true })}`;
  if (badge) {
    body += `<circle cx="632" cy="186" r="100" fill="#1f2937" opacity="0.06"/><circle cx="632" cy="178" r="100" fill="#ffffff"/>${glyph(emoji, badge, 632, 178, 132)}`;
  }
  return svgDocument(800, 800, defs, body);
}

/** The gallery's second picture: a closer, tilted shot on a diagonal gradient. */
function productAlt(emoji: EmojiSource, art: Art, c: Palette): Rendered {
  const [main, badge] = art;
  const defs = `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c.tint}"/><stop offset="1" stop-color="${c.mid}"/></linearGradient>`;
  const dots = [
    [120, 140, 26],
    [690, 110, 18],
    [700, 640, 30],
    [150, 660, 16],
    [620, 300, 10],
    [230, 420, 12],
  ]
    .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="#ffffff" opacity="0.55"/>`)
    .join('');
  let body = `<rect width="800" height="800" fill="url(#bg)"/><circle cx="430" cy="420" r="330" fill="#ffffff" opacity="0.35"/>${dots}${glyph(emoji, main, 420, 410, 580, { rotate: -12, shadow: true })}`;
  if (badge) body += glyph(emoji, badge, 175, 610, 190, { rotate: 10, shadow: true });
  return svgDocument(800, 800, defs, body);
}

/** Tile artwork: transparent, so the tile's own colour (`categories.color`) shows through. */
function category(emoji: EmojiSource, code: string): Rendered {
  return svgDocument(800, 800, '', glyph(emoji, code, 400, 390, 620, { shadow: true }));
}

type Slot = [cx: number, cy: number, size: number, rotate: number];
type Layout = { width: number; height: number; slots: Slot[]; blob: [number, number, number] };

/** Where a banner's emoji go: the first slot is the hero; the empty side is kept for the HTML headline. */
const bannerLayouts: Record<'home' | 'side' | 'strip', Layout> = {
  home: {
    width: 1600,
    height: 600,
    blob: [1190, 300, 300],
    slots: [
      [1190, 315, 370, -6],
      [945, 185, 200, 10],
      [1435, 160, 190, -12],
      [1440, 455, 210, 8],
      [955, 460, 190, -10],
    ],
  },
  side: {
    width: 600,
    height: 800,
    blob: [300, 560, 230],
    slots: [
      [300, 565, 320, -6],
      [115, 420, 160, 12],
      [485, 415, 160, -12],
      [480, 720, 140, 8],
      [120, 720, 140, -8],
    ],
  },
  strip: {
    width: 1200,
    height: 300,
    blob: [945, 150, 170],
    slots: [
      [945, 155, 210, -6],
      [780, 90, 110, 12],
      [1110, 85, 105, -12],
      [1105, 220, 110, 10],
      [785, 220, 105, -10],
    ],
  },
};

function banner(emoji: EmojiSource, layout: keyof typeof bannerLayouts, art: readonly string[], c: Palette): Rendered {
  const { width, height, slots, blob } = bannerLayouts[layout];
  const vertical = layout === 'side';
  const defs = `<linearGradient id="bg" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="0.45" stop-color="${c.tint}"/><stop offset="1" stop-color="${c.mid}"/></linearGradient>`;
  const [bx, by, br] = blob;
  const rings = `<circle cx="${bx}" cy="${by}" r="${br}" fill="#ffffff" opacity="0.5"/><circle cx="${bx}" cy="${by}" r="${br * 1.4}" fill="none" stroke="#ffffff" stroke-width="${br * 0.05}" opacity="0.4"/>`;
  // Confetti around the cluster, alternating white and the palette's strong colour.
  const confetti = [0.18, 0.52, 0.81, 1.33, 1.9, 2.4, 2.95, 3.6, 4.3, 5.1, 5.7]
    .map((angle, i) => {
      const radius = br * (1.15 + (i % 3) * 0.22);
      const x = bx + Math.cos(angle) * radius;
      const y = by + Math.sin(angle) * radius * (vertical ? 1 : 0.8);
      const r = br * (0.02 + (i % 4) * 0.01);
      return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r.toFixed(1)}" fill="${i % 2 ? c.strong : '#ffffff'}" opacity="${i % 2 ? 0.35 : 0.8}"/>`;
    })
    .join('');
  const glyphs = art
    .slice(0, slots.length)
    .map((code, i) => {
      const [x, y, size, rotate] = slots[i] as Slot;
      return glyph(emoji, code, x, y, size, { rotate, shadow: true });
    })
    .reverse() // the hero is drawn last, on top
    .join('');
  return svgDocument(
    width,
    height,
    defs,
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>${rings}${confetti}${glyphs}`,
  );
}

export function renderSvg(spec: ArtworkSpec, emoji: EmojiSource): Rendered {
  switch (spec.kind) {
    case 'product':
      return spec.shot === 'main'
        ? productMain(emoji, spec.art, spec.palette)
        : productAlt(emoji, spec.art, spec.palette);
    case 'category':
      return category(emoji, spec.emoji);
    case 'banner':
      return banner(emoji, spec.layout, spec.art, spec.palette);
  }
}
