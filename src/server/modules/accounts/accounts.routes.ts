import { accounts, media } from '#src/contracts/accounts';
import { route } from '#src/server/lib/route';
import { limitByIp } from '#src/server/plugins/rate-limit';
import { signIn, signOut, signUp } from './accounts.service';
import { setBackOfficeCookie, withBackOfficeCookie } from './back-office-cookie';
import { signInWithGoogle } from './google.service';
import { changePassword, clearPendingUploads, getProfile, updateProfile } from './profile.service';
import { saveLanguage } from './language.service';
import { LIMITS } from './rate-limits';
import { forgotPassword, resendCode, resendCodeForUser, resetPassword, verifyCode } from './verification.service';

/** `/api/user/*`: thin handlers; the rules live in the services. */
export const accountsRoutes = [
  route(accounts.signUp, async (request, reply) => signUp(request.server, request.body, reply), {
    preHandler: limitByIp(LIMITS.signUpPerIp),
  }),
  route(
    accounts.signIn,
    async (request, reply) =>
      withBackOfficeCookie(reply, await signIn(request.server, request.body, request.ip, reply)),
    {
      preHandler: limitByIp(LIMITS.signInPerIp),
    },
  ),
  route(accounts.googleConfig, async (request) => {
    const clientId = request.server.config.GOOGLE_CLIENT_ID ?? null;
    return { enabled: Boolean(clientId), clientId };
  }),
  route(
    accounts.authWithGoogle,
    async (request, reply) =>
      withBackOfficeCookie(reply, await signInWithGoogle(request.server, request.body.credential, reply)),
    {
      preHandler: limitByIp(LIMITS.signInPerIp),
    },
  ),
  route(accounts.resendOtp, async (request, reply) => resendCode(request.server, request.body.email, reply), {
    preHandler: limitByIp(LIMITS.codeSendPerIp),
  }),
  route(accounts.resendOtpForMe, async (request, reply) => resendCodeForUser(request.server, request.authUser, reply), {
    preHandler: limitByIp(LIMITS.codeSendPerIp),
  }),
  route(accounts.verifyEmail, async (request, reply) => verifyCode(request.server, request.body, request.ip, reply), {
    preHandler: limitByIp(LIMITS.codeCheckPerIp),
  }),
  route(
    accounts.verifyAccount,
    async (request, reply) =>
      verifyCode(request.server, { ...request.body, userId: request.params.userId }, request.ip, reply),
    { preHandler: limitByIp(LIMITS.codeCheckPerIp) },
  ),
  route(
    accounts.forgotPassword,
    async (request, reply) => forgotPassword(request.server, request.body.email, request.ip, reply),
    {
      preHandler: limitByIp(LIMITS.codeSendPerIp),
    },
  ),
  route(accounts.resetPassword, async (request) => resetPassword(request.server, request.body, request.ip), {
    preHandler: limitByIp(LIMITS.resetPerIp),
  }),
  route(accounts.changePassword, async (request, reply) => {
    const answer = await changePassword(request.server, request.authUser, request.params.id, request.body, reply);
    // The old token no longer works (decision 015): a back-office user's cookie gets the new one.
    if (request.authUser.role) setBackOfficeCookie(reply, answer.token);
    return answer;
  }),
  route(accounts.signOut, async (request, reply) => {
    setBackOfficeCookie(reply, null);
    return signOut(request.server, request.authUser, request.authSession!);
  }),
  route(accounts.setLanguage, async (request) => saveLanguage(request.server, request.authUser, request.body.language)),
  route(accounts.getUser, async (request) => getProfile(request.server, request.authUser, request.params.id)),
  route(accounts.updateUser, async (request) =>
    updateProfile(request.server, request.authUser, request.params.id, request.body),
  ),
  // The profile's side of uploads: which images stay is the profile's to know (media stores the files).
  route(media.deletePending, async (request) => ({
    success: true as const,
    removed: await clearPendingUploads(request.server, request.authUser),
  })),
];
