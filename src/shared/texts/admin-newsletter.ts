/**
 * The back office's newsletter page (issue 16, docs/decisions/030). Not part of `TEXT`, nor of `NEWSLETTER_TEXT`
 * (the shop's confirm and unsubscribe pages import that): only the admin page imports `ADMIN_NEWSLETTER_TEXT`.
 */
export const ADMIN_NEWSLETTER_TEXT = {
  nav: 'Newsletter',
  title: 'Newsletter subscribers',
  intro: 'Addresses that confirmed their subscription (double opt-in), newest first.',
  export: 'Export CSV',
  exporting: 'Preparing the file…',
  exported: 'The file is downloaded',
  caption: 'Confirmed subscribers',
  email: 'Email',
  confirmedAt: 'Confirmed',
  total: (count: number) => `${count} confirmed ${count === 1 ? 'subscriber' : 'subscribers'}`,
  empty: 'No confirmed subscribers yet.',
} as const;
