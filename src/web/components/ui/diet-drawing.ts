import type { Diet } from '#src/shared/constants';

const DIET_COLOUR: Record<Diet, string> = { veg: '#15803d', 'non-veg': '#7c2d12' };

/**
 * The food mark (a 16 × 16 box, a dot for veg, a triangle for non-veg): a symbol of the icon sprite (ui/assets.ts),
 * which the cards `<use>`, and inline in DietMark elsewhere.
 */
export const dietDrawing = (diet: Diet) =>
  `<rect x="1" y="1" width="14" height="14" rx="1.5" fill="#fff" stroke="${DIET_COLOUR[diet]}" stroke-width="1.5">` +
  '</rect>' +
  (diet === 'veg'
    ? `<circle cx="8" cy="8" r="3.5" fill="${DIET_COLOUR[diet]}"></circle>`
    : `<path d="M8 4.2 12 11.3H4Z" fill="${DIET_COLOUR[diet]}"></path>`);

/** The mark's symbol in the icon sprite. */
export const dietSymbolId = (diet: Diet) => `diet-${diet}`;
