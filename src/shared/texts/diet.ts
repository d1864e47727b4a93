import { translatable } from './language';
/**
 * The veg / non-veg mark's text alternative (the Indian symbol), on every product card: in a module of its own, so
 * the cards' script does not carry the product page's Declarations words (a module's exports travel together).
 */
export const DIET_TEXT_EN = { veg: 'Vegetarian', nonVeg: 'Non-vegetarian' } as const;

export const DIET_TEXT: typeof DIET_TEXT_EN = translatable('diet', DIET_TEXT_EN);
