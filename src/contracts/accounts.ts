import { z } from 'zod';
import {
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_FILES,
  UPLOAD_MAX_SIDE,
  UPLOAD_PENDING_MAX,
  UPLOAD_STORED_MAX_BYTES,
} from '../shared/constants';
import { ZId, ZIdParams } from './common';
import { defineEndpoint } from './endpoint';

const UPLOAD_MAX_MB = Math.round(UPLOAD_MAX_BYTES / (1024 * 1024));

/**
 * Accounts and uploads: request and answer shapes of `/api/user/*` and `/api/imageUpload/*`.
 *
 * Failures answer 4xx in the common error shape `{ error: true, msg, message }` (the web client throws `ApiError`
 * with `message` = msg). Extra fields on some failures are listed next to the call.
 */

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
export type TVerifyAnswer = z.infer<typeof ZVerifyAnswer>;
export type TForgotAnswer = z.infer<typeof ZForgotAnswer>;
export type TStatusMessageAnswer = z.infer<typeof ZStatusMessageAnswer>;
export type TChangePasswordAnswer = z.infer<typeof ZChangePasswordAnswer>;
export type TPendingUpload = z.infer<typeof ZPendingUpload>;

// ── Endpoints ──────────────────────────────────────────────────────────────────────────────────────────────────────
const tags = ['accounts'];
const FAILED = { status: 'FAILED' } as const;
const NO_SUCCESS = { success: false } as const;

export const accounts = {
  signUp: defineEndpoint({
    method: 'POST',
    path: '/api/user/signup',
    auth: 'public',
    tags,
    summary: 'Create an unverified account and e-mail a code',
    body: ZSignUpBody,
    responses: { 201: ZSignUpAnswer },
    failure: FAILED,
  }),
  /** 401 for a wrong e-mail or password; 403 with `isVerify: false` for an unverified e-mail (the 'Verify Email' mode). */
  signIn: defineEndpoint({
    method: 'POST',
    path: '/api/user/signin',
    auth: 'public',
    tags,
    summary: 'Sign in with e-mail and password',
    body: ZSignInBody,
    responses: { 200: ZSignInAnswer },
  }),
  googleConfig: defineEndpoint({
    method: 'GET',
    path: '/api/user/authWithGoogle/config',
    auth: 'public',
    tags,
    summary: 'Whether Google sign-in is configured',
    responses: { 200: ZGoogleConfig },
  }),
  authWithGoogle: defineEndpoint({
    method: 'POST',
    path: '/api/user/authWithGoogle',
    auth: 'public',
    tags,
    summary: 'Sign in (or sign up) with a Google ID token in `credential`',
    body: ZGoogleBody,
    responses: { 200: ZGoogleAnswer },
  }),
  /** E-mails a fresh code (a reset code while a reset is pending, else a verification code). */
  resendOtp: defineEndpoint({
    method: 'POST',
    path: '/api/user/verifyAccount/resendOtp',
    auth: 'public',
    tags,
    summary: 'E-mail a fresh code (same answer for unknown e-mails)',
    body: ZEmailBody,
    responses: { 200: ZSuccessAnswer },
    failure: NO_SUCCESS,
  }),
  resendOtpForMe: defineEndpoint({
    method: 'GET',
    path: '/api/user/resendotp',
    auth: 'user',
    tags,
    summary: 'E-mail the signed-in user a fresh verification code',
    responses: { 200: ZSuccessAnswer },
    failure: NO_SUCCESS,
  }),
  /** The answer has `resetToken` when it was a password-reset code. */
  verifyEmail: defineEndpoint({
    method: 'POST',
    path: '/api/user/verifyemail',
    auth: 'public',
    tags,
    summary: 'Check a code; a reset code answers a resetToken',
    body: ZVerifyBody,
    responses: { 200: ZVerifyAnswer },
    failure: NO_SUCCESS,
  }),
  verifyAccount: defineEndpoint({
    method: 'PUT',
    path: '/api/user/verifyAccount/emailVerify/:userId',
    auth: 'public',
    tags,
    summary: 'Check a code for the given account',
    params: ZUserIdParams,
    body: ZVerifyBody,
    responses: { 200: ZVerifyAnswer },
    failure: NO_SUCCESS,
  }),
  forgotPassword: defineEndpoint({
    method: 'POST',
    path: '/api/user/forgotPassword',
    auth: 'public',
    tags,
    summary: 'E-mail a password reset code (same answer for unknown e-mails)',
    body: ZEmailBody,
    responses: { 200: ZForgotAnswer },
    failure: FAILED,
  }),
  /** Needs the `resetToken` that `verifyEmail` answered for the reset code. */
  resetPassword: defineEndpoint({
    method: 'POST',
    path: '/api/user/forgotPassword/changePassword',
    auth: 'public',
    tags,
    summary: 'Set a new password with the resetToken from verifyemail',
    body: ZResetBody,
    responses: { 200: ZStatusMessageAnswer },
    failure: FAILED,
  }),
  /** Needs the current password; store the answer's `token` (other sessions are signed out). */
  changePassword: defineEndpoint({
    method: 'PUT',
    path: '/api/user/changePassword/:id',
    auth: 'user',
    tags,
    summary: 'Change the own password (needs the current one)',
    params: ZIdParams,
    body: ZChangePasswordBody,
    responses: { 200: ZChangePasswordAnswer },
    failure: FAILED,
  }),
  /** Revokes the token it is sent with (decision 015): that token answers 401 from now on; other sessions stay. */
  signOut: defineEndpoint({
    method: 'POST',
    path: '/api/user/signout',
    auth: 'user',
    tags,
    summary: 'Sign out: revoke the session token of this request',
    responses: { 200: ZSuccessAnswer },
  }),
  /** Own id only. A 401 means the stored token is no longer valid: sign the shopper out. */
  getUser: defineEndpoint({
    method: 'GET',
    path: '/api/user/:id',
    auth: 'user',
    tags,
    summary: 'The own profile',
    params: ZIdParams,
    responses: { 200: ZUser },
  }),
  /** Changes name, phone and images (names from the upload or already on the profile). */
  updateUser: defineEndpoint({
    method: 'PUT',
    path: '/api/user/:id',
    auth: 'user',
    tags,
    summary: 'Change the own name, phone and images',
    params: ZIdParams,
    body: ZUpdateUserBody,
    responses: { 200: ZUser },
  }),
};

export const media = {
  /** `form` holds one or more files under the field name `images`. */
  upload: defineEndpoint({
    method: 'POST',
    path: '/api/user/upload',
    auth: 'user',
    tags: ['media'],
    summary: `Upload up to ${UPLOAD_MAX_FILES} JPEG/PNG/WEBP images (${UPLOAD_MAX_MB} MB each) as multipart field "images"`,
    description:
      `Each image at most ${UPLOAD_MAX_SIDE} px on a side (400, read from its header) and ${UPLOAD_STORED_MAX_BYTES} ` +
      `bytes once stored as WebP (413); one upload in flight per shopper (429); at most ${UPLOAD_PENDING_MAX} unsaved ` +
      'images per shopper (409), which expire after an hour. 507 when the server cannot store images (disk full, ' +
      'read-only).',
    multipart: true,
    responses: { 201: ZUploadAnswer },
    errors: [413, 415, 507],
  }),
  pending: defineEndpoint({
    method: 'GET',
    path: '/api/imageUpload',
    auth: 'user',
    tags: ['media'],
    summary: "The caller's uploaded images not yet saved on the profile",
    responses: { 200: z.array(ZPendingUpload) },
  }),
  /** Files already saved on the profile stay. */
  deletePending: defineEndpoint({
    method: 'DELETE',
    path: '/api/imageUpload/deleteAllImages',
    auth: 'user',
    tags: ['media'],
    summary: "Forget the caller's pending uploads (images saved on the profile stay)",
    responses: { 200: ZDeletePendingAnswer },
  }),
};
