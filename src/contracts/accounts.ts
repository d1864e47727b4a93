import { ZIdParams } from './common';
import { defineEndpoint } from './endpoint';
import {
  ZUser,
  ZSignUpBody,
  ZSignUpAnswer,
  ZSignInBody,
  ZSignInAnswer,
  ZGoogleBody,
  ZGoogleAnswer,
  ZGoogleConfig,
  ZEmailBody,
  ZSuccessAnswer,
  ZVerifyBody,
  ZVerifyAnswer,
  ZUserIdParams,
  ZForgotAnswer,
  ZResetBody,
  ZStatusMessageAnswer,
  ZUpdateUserBody,
  ZChangePasswordBody,
  ZChangePasswordAnswer,
  ZLanguageBody,
  ZLanguageAnswer,
} from './account-schemas';

export * from './account-schemas';
export * from './media';

/**
 * Accounts and uploads: request and answer shapes of `/api/user/*` and `/api/imageUpload/*`.
 *
 * Failures answer 4xx in the common error shape `{ error: true, msg, message }` (the web client throws `ApiError`
 * with `message` = msg). Extra fields on some failures are listed next to the call.
 */

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
  /**
   * The header's language switch, signed in (issue 33): saves 'en' or 'hi' on the account (400 for anything else);
   * the account's e-mails are written in it, and the next sign-in sets the `lang` cookie to it.
   */
  setLanguage: defineEndpoint({
    method: 'PUT',
    path: '/api/user/language',
    auth: 'user',
    tags,
    summary: "Save the account's language ('en' or 'hi')",
    body: ZLanguageBody,
    responses: { 200: ZLanguageAnswer },
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
