/**
 * The machine-readable `code` of every error answer (decision 046), beside `error`, `msg` and `message`: a headless
 * client acts on the code, a person reads the message. Saleor's error codes are the model: a few general codes
 * named after the failure's kind, and specific ones for the refusals a client handles differently. Stable: a code
 * is never renamed or given another meaning; a new refusal may get a new code.
 */
export const ERROR_CODES = {
  // General: every error answer without a more specific code carries the one of its kind.
  BAD_REQUEST: '400: the request was refused; the message says why.',
  VALIDATION: "400: a path parameter, query or body field does not match the endpoint's schema.",
  INVALID_JSON: '400: the body is not JSON (or is empty where JSON is expected).',
  BAD_ADDRESS: '400: the URL cannot be decoded, or the Host header is malformed.',
  UNAUTHORIZED: '401: no session, or an expired or revoked one: sign in (again).',
  PAYMENT_REQUIRED: '402: the payment did not go through.',
  FORBIDDEN: "403: signed in, but not allowed (another user's data, a back-office right).",
  NOT_FOUND: '404: no such thing (or no such API path).',
  CONFLICT: '409: the state changed or forbids it; reload and try again.',
  PAYLOAD_TOO_LARGE: '413: the body or an uploaded file is too large.',
  UNSUPPORTED_MEDIA_TYPE: '415: an upload that is not an image we take.',
  TOO_MANY_REQUESTS: '429: rate limited; wait `Retry-After` seconds.',
  INTERNAL: '500: a failure of ours; the message shows no internals.',
  UNAVAILABLE: '503: the database (or a service we need) cannot be reached; try again shortly.',
  INSUFFICIENT_STORAGE: '507: the upload could not be stored.',
  // Specific: refusals a headless client acts on.
  INVALID_CREDENTIALS: '401: sign-in with an unknown e-mail or a wrong password (the same answer for both).',
  EMAIL_NOT_VERIFIED: '403: the password is right but the e-mail is not verified yet (`isVerify: false`).',
  OUT_OF_STOCK: '400: a product or pack in the request or the cart is out of stock.',
  INSUFFICIENT_STOCK: '400: more than the stock left is asked for.',
  OVER_MAX_PER_ORDER: "400: more of a pack than the grocer's per-order maximum (decision 061).",
  CART_EMPTY: '400: paying for an empty cart.',
  PINCODE_NOT_SERVED: '400: no delivery zone serves the pincode (or none was given).',
  BELOW_MINIMUM: "400: the items' total is below the delivery zone's minimum order.",
  SLOT_REQUIRED: '400: the zone has delivery slots and none was chosen.',
  SLOT_FULL: '409: the delivery slot has no place left.',
  SLOT_UNAVAILABLE: '409: the delivery slot is closed, past its cut-off, out of range or not in the zone.',
  PAYMENT_DECLINED: '402: the card was declined (or had insufficient funds).',
  PAYMENT_NOT_VERIFIED: "400: the payment's proof (signature, amount) does not check out.",
  STATE_UNKNOWN: '400: the delivery state is not a state or union territory of India (by name or GST code).',
  STATE_PINCODE_MISMATCH: "400: the delivery state is not one the pincode's first digits can be in.",
  COUPON_NOT_APPLICABLE: '400: the coupon code is unknown or gives nothing to this cart now; the message says why.',
  PAY_ON_DELIVERY_UNAVAILABLE: '400: the delivery zone does not offer pay on delivery.',
  PAY_ON_DELIVERY_OVER_MAX: "400: the order's total is over the zone's pay-on-delivery maximum.",
  PAY_ON_DELIVERY_LIMIT: '400: the shopper has the most pay-on-delivery orders waiting to be paid the zone allows.',
  NAME_REQUIRED: '400: accepting a staff invitation for a new account without a name.',
  PASSWORD_REFUSED:
    "400: accepting a staff invitation with the existing account's wrong password, or a new password sign-up's rules refuse.",
  ORDER_REFUSED: '409: the payment was taken but no order placed (stock or slot gone): the money goes back.',
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

export const ERROR_CODE_LIST = Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]];
