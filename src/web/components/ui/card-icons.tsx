import { Heart, ShoppingCart } from './icons';

/**
 * The drawings every product card repeats (its heart, its cart, the food mark), once per page as `<symbol>`s that
 * the cards `<use>`: a page of 20 cards carried each drawing 20 times (decision 068). The sprite is part of the
 * shop's shell (features/layout/shell.tsx), so it is in every page a card can appear on, on the server and in the browser.
 */
const ICONS = { heart: Heart, cart: ShoppingCart };
export type CardIconName = keyof typeof ICONS;

const DIET_COLOUR = { veg: '#15803d', 'non-veg': '#7c2d12' } as const;
/** The food mark (a 16 × 16 box, a dot for veg, a triangle for non-veg): in the sprite, and inline in DietMark. */
export const dietDrawing = (diet: keyof typeof DIET_COLOUR) =>
  `<rect x="1" y="1" width="14" height="14" rx="1.5" fill="#fff" stroke="${DIET_COLOUR[diet]}" stroke-width="1.5">` +
  '</rect>' +
  (diet === 'veg'
    ? `<circle cx="8" cy="8" r="3.5" fill="${DIET_COLOUR[diet]}"></circle>`
    : `<path d="M8 4.2 12 11.3H4Z" fill="${DIET_COLOUR[diet]}"></path>`);
const dietSymbol = (diet: keyof typeof DIET_COLOUR) =>
  `<symbol id="ci-${diet}" viewBox="0 0 16 16">${dietDrawing(diet)}</symbol>`;

const SPRITE = {
  __html:
    Object.entries(ICONS)
      .map(([name, icon]) => `<symbol id="ci-${name}" viewBox="0 0 24 24">${icon.drawing}</symbol>`)
      .join('') +
    dietSymbol('veg') +
    dietSymbol('non-veg'),
};

/** The symbols, in a hidden `<svg>` of no size. */
export function CardIconSprite() {
  return <svg aria-hidden="true" width="0" height="0" className="absolute" dangerouslySetInnerHTML={SPRITE} />;
}

/** A card's icon: drawn as an `.icon` (stroke from the text colour), hidden from assistive technology. */
export function CardIcon({ name, className }: { name: CardIconName; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className ? `icon ${className}` : 'icon'} aria-hidden="true">
      <use href={`#ci-${name}`} />
    </svg>
  );
}

/** The food mark's drawing (DietMark) by reference. */
export const dietSymbolHref = (diet: keyof typeof DIET_COLOUR) => `#ci-${diet}`;
