import type { Translation } from '../language';
import type { DIET_TEXT_EN } from '../diet';

/** Hindi twin of texts/diet.ts (issue 33). */
export const DIET_TEXT_HI: Translation<typeof DIET_TEXT_EN> = { veg: 'शाकाहारी', nonVeg: 'मांसाहारी' };
