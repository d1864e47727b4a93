/** Business constants: section 9 of the spec, plus the limits our decisions add. One source for server and web. */
export const FIXED_HEADER_SCROLL_PX = 100;

export const SEARCH_REDIRECT_DELAY_MS = 2000;
export const SKELETON_MS = 500;
export const CART_RELOAD_DELAY_MS = 1000;
export const REDIRECT_AFTER_AUTH_MS = 2000;
export const ALERT_AUTO_HIDE_MS = 6000;

export const PRICE_MIN = 100;
export const PRICE_MAX = 60000;
export const PRICE_STEP = 5;
export const RATING_FILTER_OPTIONS = [5, 4, 3, 2, 1] as const;

export const HOME_PRODUCTS_MAX = 10;
export const HEADER_CATEGORY_LINKS = 6;
export const MEGA_MENU_CATEGORIES = 5;

export const TITLE_CUT = {
  card: 25,
  breadcrumb: 50,
  cart: 50,
  checkout: 20,
  wishlist: 50,
  orderProduct: 30,
  countryLabel: 25,
} as const;

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

export const CURRENCY = 'INR';
export const CURRENCY_LABEL = 'Rs';
/** The payment amount is the total in paise. */
export const PAISE_PER_RUPEE = 100;
export const ESTIMATE_COUNTRY = 'United Kingdom';

export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/webp'] as const;
export const UPLOAD_MAX_FILES = 5;
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** Wider or higher images are refused from their header, before anything is decoded (decision 018). */
export const UPLOAD_MAX_SIDE = 4096;
/** Uploads decoded at the same time in one server process (at most the cores but one); more wait in a queue. */
export const UPLOADS_AT_ONCE = 2;
/** Images a shopper may have uploaded and not yet saved on the profile. */
export const UPLOAD_PENDING_MAX = 10;
/** Unsaved uploads are deleted (rows and files) after this long; a sweep runs at start and every hour. */
export const UPLOAD_PENDING_TTL_MS = 60 * 60 * 1000;
/** The largest stored image (the re-encoded WebP): a file that compresses worse than this is refused. */
export const UPLOAD_STORED_MAX_BYTES = 1024 * 1024;
/**
 * After a 413 the rest of the client's body is read and thrown away, up to this much, so that the answer reaches a
 * client still sending (a browser uploading a large photo) instead of a connection reset; a client sending more is
 * cut off (docs/decisions/040-error-pages.md). Node's request timeout bounds the time it may take.
 */
export const TOO_LARGE_DRAIN_MAX_BYTES = 64 * 1024 * 1024;

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

export const DEFAULT_LOCATION = 'All';
export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;
/** The highest page number a listing or back-office table takes (ZPageNumber); a higher one is refused. */
export const PAGE_MAX = 100_000;
/** Database ids are positive 32-bit integers (ZId): the largest one. */
export const ID_MAX = 2_147_483_647;
export const RELATED_PRODUCTS_MAX = 12;

/**
 * Back office (issue 14): a variant with at most this many in stock (and more than 0) is low on stock. The partial
 * index products_admin_restock_idx (src/db/schema/catalog.ts) is bounded by the same number: change both.
 */
export const LOW_STOCK_THRESHOLD = 5;
/**
 * Back office: list totals are counted up to this many (counting 100,000 products costs a quarter of a second on
 * PGlite); past it the list says "more than" and narrows with filters or search.
 */
export const ADMIN_COUNT_MAX = 10_000;
/** Back office: most images and variants one product may have. */
export const PRODUCT_IMAGES_MAX = 10;
export const PRODUCT_VARIANTS_MAX = 50;
/**
 * One limit per product field (issue 27): the back office's product form (src/contracts/admin-catalog.ts) and the
 * catalogue CSV's import both read these, so whatever one can store the other accepts and an untouched export
 * always imports. Where the two used to differ the wider value was kept, so nothing either stored before is refused
 * now (docs/decisions/022). Lengths count UTF-16 units, as zod's and the import's `length` do.
 */
export const PRODUCT_FIELD_MAX = {
  name: 200,
  brand: 100,
  description: 10_000,
  /** ISO 3166-1 alpha-2 codes a product is sold in. */
  countries: 250,
  sku: 64,
  variantLabel: 80,
  /** A variant's size, RAM or weight option. */
  option: 40,
  imageName: 120,
  /** Whole rupees (price and old price). */
  price: 10_000_000,
  stock: 1_000_000_000,
  netQuantity: 1_000_000_000,
} as const;
export const SEARCH_SUGGESTIONS_MAX = 8;
export const SEARCH_SUGGEST_MIN_CHARS = 2;
export const SEARCH_QUERY_MAX = 200;

export const OPENING_HOURS = 'Mon - Sat: 10:00 - 18:00';
export const SUPPORT_PHONE = '1900 - 888';

/** Rows per page of the back office's tables (the audit log). */
export const ADMIN_PAGE_SIZE = 50;
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
} as const;

// ── Back office: catalogue CSV (docs/decisions/022) ──────────────────────────────────────────────────────────────────
/** The largest import file: 10,000 rows are about 3 MB; the whole file is parsed in memory. */
export const CSV_IMPORT_MAX_BYTES = 20 * 1024 * 1024;
/** Rows an import takes at once (one transaction). */
export const CSV_IMPORT_MAX_ROWS = 50_000;
/** Errors an import report lists (it counts them all). */
export const CSV_IMPORT_MAX_ERRORS = 500;
/**
 * Products the export reads per page (keyset on id): memory stays flat whatever the catalogue's size. 2,000 rather
 * than 500: on PGlite at 100,000 products the per-statement cost made 500 about twice as slow (bench/csv.ts).
 */
export const CSV_EXPORT_PAGE = 2000;

/**
 * The order lifecycle (issue 15, docs/decisions/023): every status and, for each, the statuses it may move to. The
 * one definition: the contracts' zod enum, the orders service's checks and the back office's buttons read it.
 */
export const ORDER_STATUSES = ['pending', 'confirmed', 'packed', 'out_for_delivery', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['packed', 'cancelled'],
  packed: ['out_for_delivery', 'cancelled'],
  out_for_delivery: ['delivered'],
  delivered: [],
  cancelled: [],
};
export const canMoveOrder = (from: string, to: OrderStatus): boolean =>
  (ORDER_TRANSITIONS[from as OrderStatus] ?? []).includes(to);
/** The shopper may cancel their own order only while it is pending (decisions §4); staff follow ORDER_TRANSITIONS. */
export const canShopperCancel = (status: string): boolean => status === 'pending';
/**
 * Staff change an order's lines (docs/decisions/032) while it is confirmed or packed: after the shop accepted it and
 * before it leaves. Not while pending (the shopper may still cancel the whole order; confirm it first).
 */
export const canChangeOrderLines = (status: string): boolean => status === 'confirmed' || status === 'packed';
export const ORDER_LINE_CHANGE_KINDS = ['unavailable', 'substituted'] as const;
export type OrderLineChangeKind = (typeof ORDER_LINE_CHANGE_KINDS)[number];
/** How many substitutes the back office's dialog offers for a line. */
export const SUBSTITUTE_CANDIDATES_MAX = 20;
/** A status change's note (back office). */
export const ORDER_NOTE_MAX = 500;

/**
 * A cancelled order's refund (issue 15, docs/decisions/024): `none` (nothing to give back), `pending` (cancelled, the
 * provider not yet answered), `refunded`, `failed` (the back office retries it).
 */
export const REFUND_STATUSES = ['none', 'pending', 'refunded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
/** A `pending` refund older than this is taken as stuck (the process stopped mid-call): the back office may retry it. */
export const REFUND_STUCK_AFTER_MS = 60_000;

// ── Payments and their reconciler (docs/decisions/005, 039) ─────────────────────────────────────────────────────────
/**
 * A payment's states: `created` (the provider order exists), `paid` (captured, its order not placed yet), `used` (its
 * order placed), `refund_due` (refused: the money goes back), `refunded`; and the two that wait for a person in the
 * back office: `refund_failed` (the provider refused the refund) and `review` (a state the reconciler cannot settle
 * by itself), which a person ends as `resolved`.
 */
export const PAYMENT_STATUSES = [
  'created',
  'paid',
  'used',
  'refund_due',
  'refunded',
  'refund_failed',
  'review',
  'resolved',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** The states the back office lists as needing a person, each with its one action (retry the refund, mark resolved). */
export const PAYMENT_ATTENTION_STATUSES = ['refund_failed', 'review'] as const satisfies readonly PaymentStatus[];
export type PaymentAttentionStatus = (typeof PAYMENT_ATTENTION_STATUSES)[number];
/** Payments the reconciler takes per state and run; the rest wait for the next run. */
export const RECONCILE_BATCH = 50;
/** A person's note when marking a payment resolved (what they did at the provider). */
export const PAYMENT_NOTE_MAX = 500;
/**
 * A Razorpay payment our server never heard about (no browser proof, no webhook) is looked for at Razorpay once its
 * grace period is over, and once more when it is this old: a shopper may finish paying late.
 */
export const RECONCILE_LATE_CHECK_MS = 24 * 60 * 60 * 1000;

// ── Back office: packing slips and the orders CSV (docs/decisions/027) ──────────────────────────────────────────────
/** Slips one day's answer holds at most (oldest first); the page says when a day has more. */
export const ORDER_SLIPS_MAX = 200;
/** Orders the orders CSV reads per page (keyset on id), with their lines: memory stays flat at any size. */
export const ORDERS_CSV_PAGE = 500;

/** The address book (docs/decisions/026): saved delivery addresses per account, and each field's longest value. */
export const ADDRESS_BOOK_MAX = 10;
export const ADDRESS_FIELD_MAX = { fullName: 200, phoneNumber: 40, line: 300, place: 100, pincode: 20 } as const;
/**
 * What counts as an e-mail address where both the page and the server check one (the checkout's contact e-mail):
 * zod 4's `z.email()` default pattern, kept here so the page (which ships no zod) and the contract use the same one.
 */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

// ── Back office: customers, reviews, dashboard (docs/decisions/028) ─────────────────────────────────────────────────
/** A customer's page lists this many of their orders, newest first (it counts them all). */
export const CUSTOMER_ORDERS_SHOWN = 50;
/** …and this many of the delivery addresses their orders went to, the most recently used first. */
export const CUSTOMER_ADDRESSES_SHOWN = 10;
/** The dashboard's chart and figures cover this many UTC days, today included. */
export const DASHBOARD_DAYS = 30;
/** Rows in each of the dashboard's lists (top products, orders waiting, low-stock packs). */
export const DASHBOARD_LIST_SIZE = 10;

// ── Delivery (issue 16, decisions §7, docs/decisions/029) ──────────────────────────────────────────────────────────
/** A pincode: India's six digits, the first not 0. The one rule for every pincode the shop checks. */
export const PINCODE_PATTERN = /^[1-9][0-9]{5}$/;
/** A slot's id on a day, `<template id>@<YYYY-MM-DD>`: the API's `slot=` and `slotId` (ZSlotRef) and the pages'. */
export const SLOT_REF_PATTERN = /^[1-9][0-9]{0,9}@\d{4}-\d{2}-\d{2}$/;
/** A zone's prefix: the first one to five digits of the pincodes it serves. */
export const PINCODE_PREFIX_PATTERN = /^[1-9][0-9]{0,4}$/;
/** Exact codes plus prefixes one zone may list. */
export const ZONE_PINCODES_MAX = 5000;
/** How long a slot stays held for a shopper who started paying. */
export const SLOT_HOLD_MINUTES = 10;
/**
 * Live slot holds one client address may have at once (issue 27 §5, docs/decisions/031): each shopper's mailbox holds
 * one place, so this is how many people behind one address can be paying for a slot at the same moment. Overridden
 * by `RATE_LIMITS=slot-holds-address=n`.
 */
export const SLOT_HOLDS_PER_ADDRESS = 3;
/** What is left of a hold once its payment failed (a declined card): time to try another card, no more. */
export const SLOT_HOLD_AFTER_FAILURE_MINUTES = 2;
/** The days `GET /api/delivery/slots` lists, today first. */
export const SLOT_DAYS_AHEAD = 7;

// ── Newsletter (issue 16, docs/decisions/030) ─────────────────────────────────────────────────────────────────────
/** How long a confirmation link works. */
export const NEWSLETTER_CONFIRM_VALID_MS = 7 * 24 * 60 * 60 * 1000;

// ── Page cache (issue 17, docs/decisions/033) ─────────────────────────────────────────────────────────────────────
/**
 * The page cache renders a kept page again after an hour even when the catalogue stood still: a bound on what the
 * catalogue version cannot see (the footer's year at New Year, a write that bypassed the triggers). Decision 033.
 */
export const PAGE_CACHE_MAX_AGE_MS = 60 * 60 * 1000;

// ── Memory (issue 17 §3, docs/decisions/036) ──────────────────────────────────────────────────────────────────────
/**
 * The embedded database's buffer pool (PostgreSQL's `shared_buffers`) in MB, unless PGLITE_SHARED_BUFFERS_MB says
 * otherwise. PGlite's default, 128, is resident from the start; 32 holds what search reads hot (decision 036).
 */
export const PGLITE_SHARED_BUFFERS_MB = 32;
