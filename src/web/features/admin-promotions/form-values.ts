/** The back office's promotion forms: text inputs to the API's values and back. */

/** A whole number typed, or null when the box is empty. */
export const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

/** A `datetime-local` value (the browser's own time) as an ISO instant; null when empty. */
export const toIso = (local: string) => (local ? new Date(local).toISOString() : null);

/** An ISO instant as a `datetime-local` value in the browser's time. */
export function localInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
