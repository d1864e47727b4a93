import { TEXT } from './texts';

/**
 * The built-in test provider's cards (decision 012), the only numbers its dialog accepts: the dialog prints them.
 * Any other number is refused before anything else happens, so a real card typed into a demo shop goes nowhere.
 */
export const TEST_CARDS = {
  success: '4111111111111111',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

const TEST_CARD_NUMBERS: ReadonlySet<string> = new Set(Object.values(TEST_CARDS));

/** The Luhn check digit test every card number passes. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** `4111 1111-1111 1111` → `4111111111111111`. */
export const cardDigits = (cardNumber: string) => cardNumber.replace(/[\s-]/g, '');

/** `MM/YY` (or `MM / YY`) of a month that has not ended yet (UTC), else the message to show. */
export function expiryProblem(expiry: string, now: Date): string | null {
  const match = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(expiry);
  if (!match) return TEXT.cards.invalidExpiry;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return TEXT.cards.invalidExpiry;
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return year * 12 + (month - 1) < thisMonth ? TEXT.cards.expired : null;
}

/**
 * What the card dialog and the server check, in this order: a number, a Luhn-valid one, one of the test cards, an
 * expiry MM/YY not in the past, a CVC of 3–4 digits. Null when the card may be charged.
 */
export function testCardProblem(card: { cardNumber: string; expiry: string; cvc: string }, now: Date): string | null {
  const digits = cardDigits(card.cardNumber);
  if (digits === '') return TEXT.cards.numberMissing;
  if (!luhnValid(digits)) return TEXT.cards.invalidNumber;
  if (!TEST_CARD_NUMBERS.has(digits)) return TEXT.cards.notATestCard;
  const expiry = expiryProblem(card.expiry, now);
  if (expiry) return expiry;
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return TEXT.cards.invalidCvc;
  return null;
}
