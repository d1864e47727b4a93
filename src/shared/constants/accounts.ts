/** Accounts: one-time codes, sessions, reviews, browser storage, the address book, the newsletter. */
export const OTP_LENGTH = 6;
export const OTP_RESEND_AFTER_MS = 6000;
export const OTP_VALID_MS = 10 * 60 * 1000;
export const OTP_MAX_FAILED_ATTEMPTS = 5;
export const RESET_TOKEN_VALID_MS = 15 * 60 * 1000;
export const SESSION_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;

export const RATING_MAX = 5;
export const REVIEW_RATING_STEP = 0.5;
export const REVIEW_RATING_DEFAULT = 1;
export const REVIEW_TEXT_MAX = 2000;

/**
 * The cookie that lets the server render /admin pages: back-office users' session token, set (HttpOnly) by the
 * sign-in answers, cleared by sign-out and by a shopper's sign-in. The API never reads it (bearer tokens only).
 */
export const BACK_OFFICE_COOKIE = 'kirana_admin';

/** Browser storage keys of the spec (section 3). */
export const STORAGE_KEYS = {
  token: 'token',
  user: 'user',
  userEmail: 'userEmail',
  actionType: 'actionType',
  location: 'location',
  locationTabIndex: 'locationTabIndex',
  /** The pincode the shopper last checked (issue 16): remembered like the country, with a cookie for the server. */
  pincode: 'pincode',
  /** sessionStorage: the single-use token verifyemail answers for a reset code, until the new password is set. */
  resetToken: 'resetToken',
  /** Cookie: the language the shopper chose with the header's switch (issue 33); the API's messages follow it. */
  language: 'lang',
} as const;

/**
 * The header the shop's own pages send with each API call: the page's language (its `<html lang>`), so a page
 * reached without the switch (a link to /hi/…) gets its messages in its own language whatever the cookie says.
 */
export const LANGUAGE_HEADER = 'x-kirana-language';

/** How long the `lang` cookie remembers the shopper's language: a year. */
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The address book (docs/decisions/026): saved delivery addresses per account, and each field's longest value. */
export const ADDRESS_BOOK_MAX = 10;
export const ADDRESS_FIELD_MAX = { fullName: 200, phoneNumber: 40, line: 300, place: 100, pincode: 20 } as const;
/**
 * What counts as an e-mail address where both the page and the server check one (the checkout's contact e-mail):
 * zod 4's `z.email()` default pattern, kept here so the page (which ships no zod) and the contract use the same one.
 */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

// ── Newsletter (issue 16, docs/decisions/030) ─────────────────────────────────────────────────────────────────────
/** How long a confirmation link works. */
export const NEWSLETTER_CONFIRM_VALID_MS = 7 * 24 * 60 * 60 * 1000;

// ── Staff invitations (issue 31 §4, docs/decisions/059) ──────────────────────────────────────────────────────────
/** How long an invitation link to the back office works, from when it was sent (or sent again). */
export const STAFF_INVITATION_HOURS = 72;

/**
 * Password hashes (argon2id, 19 MiB each) computed at once; more wait their turn (decision 073). Each runs on one of
 * libuv's four worker threads, which also read files and images: four at once took every thread and ~76 MB.
 */
export const PASSWORD_HASHES_AT_ONCE = 2;
