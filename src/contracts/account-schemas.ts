import { z } from 'zod';
import { ZId } from './common';

// The request and answer shapes of `/api/user/*` and `/api/imageUpload/*` (failures: see src/contracts/accounts.ts).

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Free text fields arrive as the spec's forms send them; blank checks run in the service, in the spec's order. */
const text = (max: number) => z.string().max(max, `must be at most ${max} characters`);
const ZEmailInput = text(254);
const ZPasswordInput = text(PASSWORD_MAX_LENGTH);
/** A numeric phone input may arrive as a JSON number. */
const ZPhoneInput = z.union([z.string(), z.number().int().nonnegative()]).transform(String).pipe(text(30));

/** The user as every answer shows it: never a password hash, code or token internals. */
export const ZUser = z.object({
  id: z.number(),
  _id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  images: z.array(z.string()),
  isAdmin: z.boolean(),
  isVerified: z.boolean(),
  /** False for accounts created through Google until they set none: they have no usable password. */
  hasPassword: z.boolean(),
});

// ── Sign-up ────────────────────────────────────────────────────────────────────────────────────────────────────────
/** `isAdmin` and anything else sent along is ignored. */
export const ZSignUpBody = z.object({
  name: text(100).default(''),
  email: ZEmailInput.default(''),
  phone: ZPhoneInput.default(''),
  password: ZPasswordInput.default(''),
  /**
   * The language of the page the form is on (issue 33): the account's, for its e-mails. Without it, the request's
   * (the `lang` cookie's), which a shopper who came straight to a /hi page by a link does not have yet.
   */
  language: z.enum(['en', 'hi']).optional(),
});
/** 201. Failures (400 blank/invalid field, 409 e-mail taken) carry `status: 'FAILED'` besides `msg`. */
export const ZSignUpAnswer = z.object({ status: z.literal('SUCCESS'), msg: z.string() });

// ── Sign-in ────────────────────────────────────────────────────────────────────────────────────────────────────────
export const ZSignInBody = z.object({ email: ZEmailInput.default(''), password: ZPasswordInput.default('') });
export const ZSignedInUser = ZUser.pick({
  id: true,
  _id: true,
  name: true,
  email: true,
  phone: true,
  images: true,
  isAdmin: true,
});
/**
 * 200 on success. 401 for a wrong e-mail or password (one message for both). 403 with `isVerify: false` (and
 * `error: true`) when the password is right but the e-mail is not verified yet: show the 'Verify Email' mode.
 */
export const ZSignInAnswer = z.object({
  error: z.literal(false),
  isVerify: z.literal(true),
  msg: z.string(),
  token: z.string(),
  user: ZSignedInUser,
});

/** Google Identity Services' ID token in `credential`; the spec's other fields are accepted and ignored. */
export const ZGoogleBody = z.object({ credential: z.string().max(8192).default('') }).loose();
export const ZGoogleAnswer = z.object({
  error: z.literal(false),
  msg: z.string(),
  token: z.string(),
  user: ZSignedInUser,
});
/** Whether the Google button works on this shop, and the client id Google Identity Services needs. */
export const ZGoogleConfig = z.object({ enabled: z.boolean(), clientId: z.string().nullable() });

// ── One-time codes ─────────────────────────────────────────────────────────────────────────────────────────────────
export const ZEmailBody = z.object({ email: ZEmailInput.default('') });
/** The same answer whether or not the e-mail has an account; the code is only ever in the e-mail. */
export const ZSuccessAnswer = z.object({ success: z.literal(true), message: z.string() });

export const ZVerifyBody = z.object({ email: ZEmailInput.default(''), otp: z.string().max(20).default('') });
/**
 * 200 when the code is right. `resetToken` (single use, 15 minutes) is present when the code was a password-reset
 * code: keep it for `forgotPassword/changePassword`. A wrong or expired code answers 400 with `success: false`.
 */
export const ZVerifyAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  resetToken: z.string().optional(),
});
export const ZUserIdParams = z.object({ userId: ZId });

// ── Password reset ─────────────────────────────────────────────────────────────────────────────────────────────────
export const ZForgotAnswer = z.object({ status: z.literal('SUCCESS'), msg: z.string() });
export const ZResetBody = z.object({
  email: ZEmailInput.default(''),
  newPass: ZPasswordInput.default(''),
  confirmPass: ZPasswordInput.default(''),
  resetToken: z.string().max(200).default(''),
});
export const ZStatusMessageAnswer = z.object({ status: z.literal('SUCCESS'), msg: z.string(), message: z.string() });

// ── Profile ────────────────────────────────────────────────────────────────────────────────────────────────────────
/** `email`, `isAdmin` and `password` are accepted in the spec's shape and ignored. */
export const ZUpdateUserBody = z
  .object({
    name: text(100).optional(),
    phone: ZPhoneInput.optional(),
    images: z.array(z.string().max(300)).max(20).optional(),
  })
  .loose();

/**
 * The account's language (issue 33): its e-mails are written in it, and a sign-in sets the `lang` cookie to it. A
 * string here, checked by the service (only 'en' or 'hi'), so that a wrong one gets a sentence, not a schema path.
 */
export const ZLanguageBody = z.object({ language: z.string().max(20) });
export const ZLanguageAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  language: z.enum(['en', 'hi']),
});

/** `password` is the current password; `confirmPass`, when sent, must equal `newPass`. */
export const ZChangePasswordBody = z
  .object({
    password: ZPasswordInput.default(''),
    newPass: ZPasswordInput.default(''),
    confirmPass: ZPasswordInput.optional(),
  })
  .loose();
/** Changing the password signs out every other session; `token` replaces the stored one for this browser. */
export const ZChangePasswordAnswer = ZStatusMessageAnswer.extend({ token: z.string() });

// ── Uploads ────────────────────────────────────────────────────────────────────────────────────────────────────────
/** `POST /api/user/upload` (multipart, field `images`): the stored names, each served at `/download/{name}`. */
export const ZUploadAnswer = z.object({ images: z.array(z.string()) });
export const ZPendingUpload = z.object({
  id: z.number(),
  _id: z.number(),
  images: z.array(z.string()),
  createdAt: z.string(),
});
export const ZDeletePendingAnswer = z.object({ success: z.literal(true), removed: z.number().int() });

export type TUser = z.infer<typeof ZUser>;
export type TSignedInUser = z.infer<typeof ZSignedInUser>;
export type TSignUpAnswer = z.infer<typeof ZSignUpAnswer>;
export type TSignInAnswer = z.infer<typeof ZSignInAnswer>;
export type TGoogleAnswer = z.infer<typeof ZGoogleAnswer>;
export type TSuccessAnswer = z.infer<typeof ZSuccessAnswer>;
export type TLanguageAnswer = z.infer<typeof ZLanguageAnswer>;
export type TVerifyAnswer = z.infer<typeof ZVerifyAnswer>;
export type TForgotAnswer = z.infer<typeof ZForgotAnswer>;
export type TStatusMessageAnswer = z.infer<typeof ZStatusMessageAnswer>;
export type TChangePasswordAnswer = z.infer<typeof ZChangePasswordAnswer>;
export type TPendingUpload = z.infer<typeof ZPendingUpload>;
