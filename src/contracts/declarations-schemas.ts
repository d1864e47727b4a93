import { z } from 'zod';
import { MAKER_ROLES } from '../shared/declarations';
import { DECLARATIONS_VALIDATION_TEXT } from '../shared/texts/declarations';

/**
 * What a packaged product must declare (issue 30 §3, decision 056: Legal Metrology (Packaged Commodities) Rules,
 * FSSAI labelling, E-Commerce Rules), beside what the product already holds: the net quantity and MRP are each
 * pack's, the unit sale price follows from them, the country of origin and food / veg / non-veg are the facts'
 * (decision 020). Empty text means "not declared"; consumer care falls back to the store settings' phone and e-mail.
 */
const M = DECLARATIONS_VALIDATION_TEXT;

export { MAKER_ROLES, NO_DECLARATIONS, type TMakerRole } from '../shared/declarations';

/** Longest text per field (characters); the CSV import checks the same. */
export const DECLARATION_FIELD_MAX = {
  name: 160,
  address: 400,
  genericName: 160,
  bestBefore: 200,
  phone: 40,
  email: 254,
};
const F = DECLARATION_FIELD_MAX;

const text = (max: number) => z.string().trim().max(max, M.tooLong(max)).default('');

export const ZDeclarations = z.object({
  makerRole: z.enum(MAKER_ROLES, { error: M.role }).default('manufacturer'),
  makerName: text(F.name),
  makerAddress: text(F.address),
  genericName: text(F.genericName),
  /** Best-before or use-by guidance, e.g. "Best before 6 months from packaging"; required for food. */
  bestBefore: text(F.bestBefore),
  carePhone: text(F.phone).refine((v) => v === '' || /^\+?[0-9][0-9 ()-]{4,}$/.test(v), M.phone),
  careEmail: text(F.email).refine((v) => v === '' || z.email().safeParse(v).success, M.email),
});

export type TDeclarations = z.output<typeof ZDeclarations>;
