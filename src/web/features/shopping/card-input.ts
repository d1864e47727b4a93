import { TEXT } from '#src/shared/texts';

/** "4111111111111111" → "4111 1111 1111 1111" while typing; at most 19 digits. */
export function groupCardNumber(value: string): string {
  return value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

export function groupExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export type CardField = 'number' | 'expiry' | 'cvc';

/** Which box a message of the card checks (the dialog's or the server's) belongs under. */
export function fieldOf(message: string): CardField {
  if (message === TEXT.cards.invalidExpiry || message === TEXT.cards.expired) return 'expiry';
  if (message === TEXT.cards.invalidCvc) return 'cvc';
  return 'number';
}
