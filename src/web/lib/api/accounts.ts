import type {
  TChangePasswordAnswer,
  TChangePasswordBody,
  TDeletePendingAnswer,
  TForgotAnswer,
  TGoogleAnswer,
  TGoogleBody,
  TGoogleConfig,
  TPendingUpload,
  TResetBody,
  TSignInAnswer,
  TSignInBody,
  TSignUpAnswer,
  TSignUpBody,
  TStatusMessageAnswer,
  TSuccessAnswer,
  TUpdateUserBody,
  TUploadAnswer,
  TUser,
  TVerifyAnswer,
  TVerifyBody,
} from '#src/contracts/accounts';
import { ApiError, type Send } from '../api-client';

/**
 * Accounts and uploads. Every method throws `ApiError` on a 4xx/5xx answer; its `message` is the server's text,
 * ready for the alert bar. Calls that need the bearer token take it from the client's `getToken`.
 */
export function accountsApi(send: Send) {
  return {
    signUp: (body: TSignUpBody) => send<TSignUpAnswer>({ method: 'POST', path: '/api/user/signup', body }),
    /** Throws 401 for a wrong e-mail or password; see `isUnverifiedError` for the 'Verify Email' mode. */
    signIn: (body: TSignInBody) => send<TSignInAnswer>({ method: 'POST', path: '/api/user/signin', body }),
    googleConfig: () => send<TGoogleConfig>({ method: 'GET', path: '/api/user/authWithGoogle/config' }),
    authWithGoogle: (body: TGoogleBody) =>
      send<TGoogleAnswer>({ method: 'POST', path: '/api/user/authWithGoogle', body }),

    /** E-mails a fresh code (a reset code while a reset is pending, else a verification code). */
    resendOtp: (email: string) =>
      send<TSuccessAnswer>({ method: 'POST', path: '/api/user/verifyAccount/resendOtp', body: { email } }),
    /** Bearer: e-mails the signed-in user a fresh verification code. */
    resendOtpForMe: () => send<TSuccessAnswer>({ method: 'GET', path: '/api/user/resendotp' }),
    /** Checks a code; the answer has `resetToken` when it was a password-reset code. */
    verifyEmail: (body: TVerifyBody) => send<TVerifyAnswer>({ method: 'POST', path: '/api/user/verifyemail', body }),
    verifyAccount: (userId: number, body: TVerifyBody) =>
      send<TVerifyAnswer>({ method: 'PUT', path: `/api/user/verifyAccount/emailVerify/${userId}`, body }),

    forgotPassword: (email: string) =>
      send<TForgotAnswer>({ method: 'POST', path: '/api/user/forgotPassword', body: { email } }),
    /** Needs the `resetToken` that `verifyEmail` answered for the reset code. */
    resetPassword: (body: TResetBody) =>
      send<TStatusMessageAnswer>({ method: 'POST', path: '/api/user/forgotPassword/changePassword', body }),

    /** Bearer, own id only. A 401 means the stored token is no longer valid: sign the shopper out. */
    getUser: (id: number) => send<TUser>({ method: 'GET', path: `/api/user/${id}` }),
    /** Changes name, phone and images (names from `uploadImages` or already on the profile). */
    updateUser: (id: number, body: TUpdateUserBody) => send<TUser>({ method: 'PUT', path: `/api/user/${id}`, body }),
    /** Needs the current password; store the answer's `token` (other sessions are signed out). */
    changePassword: (id: number, body: TChangePasswordBody) =>
      send<TChangePasswordAnswer>({ method: 'PUT', path: `/api/user/changePassword/${id}`, body }),

    /** Bearer; `form` holds one or more files under the field name `images` (at most 5, 5 MB each). */
    uploadImages: (form: FormData) => send<TUploadAnswer>({ method: 'POST', path: '/api/user/upload', form }),
    pendingUploads: () => send<TPendingUpload[]>({ method: 'GET', path: '/api/imageUpload' }),
    /** Forgets the caller's pending uploads; files already saved on the profile stay. */
    deleteAllPendingImages: () =>
      send<TDeletePendingAnswer>({ method: 'DELETE', path: '/api/imageUpload/deleteAllImages' }),
  };
}

/** True for the sign-in answer "password right, e-mail not verified yet". */
export function isUnverifiedError(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    typeof error.body === 'object' &&
    error.body !== null &&
    (error.body as Record<string, unknown>)['isVerify'] === false
  );
}

/** True when the stored token is no longer accepted (expired, revoked, account deleted). */
export function isSignedOutError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
