/**
 * The one HTML escape of the server's hand-written HTML (e-mails, the development outbox page, the last-resort error
 * page): the five characters that can end a text or an attribute value. React escapes everything the pages render.
 */
export const escapeHtml = (value: string): string =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );
