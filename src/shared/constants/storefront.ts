/** The storefront's timings, listings, title cuts, money and the shop's contact lines (spec section 9). */
export const FIXED_HEADER_SCROLL_PX = 100;
/** How far ahead of the screen a carousel starts its swiping (Embla): set up before it is seen, not at load. */
export const CAROUSEL_START_AHEAD_PX = 200;
/**
 * Slides a carousel has in the server's HTML (what the widest layout shows; spec: 8 category tiles, 4 products); the
 * rest join as it comes near the screen (decision 068).
 */
export const CATEGORY_TILES_IN_HTML = 8;
export const PRODUCT_SLIDES_IN_HTML = 4;

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

export const CURRENCY = 'INR';
export const CURRENCY_LABEL = 'Rs';
/** The payment amount is the total in paise. */
export const PAISE_PER_RUPEE = 100;
export const ESTIMATE_COUNTRY = 'United Kingdom';
/** The checkout's Country until the shopper changes it (issue 32 §2): an Indian grocer delivers in India. */
export const DEFAULT_COUNTRY = 'India';

export const DEFAULT_LOCATION = 'All';
export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;
/** The highest page number a listing or back-office table takes (ZPageNumber); a higher one is refused. */
export const PAGE_MAX = 100_000;
/** Database ids are positive 32-bit integers (ZId): the largest one. */
export const ID_MAX = 2_147_483_647;
export const RELATED_PRODUCTS_MAX = 12;

export const SEARCH_SUGGESTIONS_MAX = 8;
export const SEARCH_SUGGEST_MIN_CHARS = 2;
export const SEARCH_QUERY_MAX = 200;
