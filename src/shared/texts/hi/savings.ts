import type { Translation } from '../language';
import type { SAVINGS_TEXT_EN } from '../savings';

/** Hindi twin of texts/savings.ts's shopper texts (issue 33). */
export const SAVINGS_TEXT_HI: Translation<typeof SAVINGS_TEXT_EN> = {
  mrp: 'एमआरपी',
  inclTaxes: '(सभी टैक्स सहित)',
  youSave: (amount: string, percent: number) => `आपकी बचत ${amount} (${percent}%)`,
  totalSaving: 'आपकी बचत',
  totalSaved: 'आपने बचाए',
};
