// The money format is shared with the texts and e-mails (src/shared/format-price.ts).
export { formatPrice } from '#src/shared/format-price';

/** The first `max` characters plus '...' when the text is longer (the spec's title cuts). */
export function cut(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}
