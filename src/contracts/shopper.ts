import { z } from 'zod';

/**
 * Shopping: My List, cart, payments, orders and writing a review. Every call needs the bearer token.
 *
 * The spec's client sends user ids, prices, titles and totals along; the server takes the user from the token
 * (a different `userId`/`userid`/`customerId` answers 403) and looks every price, title and image up itself, so
 * those fields are accepted and ignored. Another shopper's row answers 404. Failures answer 4xx in the common
 * error shape `{ error: true, msg, message }`; the web client throws `ApiError` whose `message` is ready to show.
 */

/** Must equal the signed-in user's id when given (403 otherwise); never used for anything else. */
export const ZClaimedUserId = z
  .union([z.number(), z.string().max(40)])
  .nullish()
  .describe("The signed-in user's own id (optional; any other id answers 403)");

/** Forms send numbers as strings; both are accepted. */
export const numberish = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value);

/** `{ status, msg }`: `status: false` is a refusal the shop expects (a duplicate); show `msg` either way. */
export const ZStatusMessage = z.object({ status: z.boolean(), msg: z.string() });

export type TStatusMessage = z.infer<typeof ZStatusMessage>;
