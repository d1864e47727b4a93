/** The mail outbox's dispatcher (decision 025). */
/** The order e-mails' outbox (docs/decisions/025): the dispatcher also looks for due mail this often. */
export const MAIL_POLL_MS = 30_000;
/** The first retry after a failed send; each further one waits twice as long, at most MAIL_RETRY_MAX_MS. */
export const MAIL_RETRY_BASE_MS = 60_000;
export const MAIL_RETRY_MAX_MS = 60 * 60 * 1000;
/** Attempts before a mail is given up (kept with its error for the back office): about four hours of retries. */
export const MAIL_MAX_ATTEMPTS = 10;
/** A claimed mail is another dispatcher's again only after this long (a crash mid-send); sends time out sooner. */
export const MAIL_CLAIM_MS = 10 * 60 * 1000;
/** Mails one claim takes. */
export const MAIL_BATCH = 20;
