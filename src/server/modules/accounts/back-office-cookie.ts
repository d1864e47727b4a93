import type { FastifyReply } from 'fastify';
import { BACK_OFFICE_COOKIE, SESSION_TOKEN_TTL_SECONDS } from '#src/shared/constants';

/**
 * The back office's pages are rendered on the server (decision 021), which cannot read the token the shop keeps in
 * localStorage: a back-office user's sign-in also sets it as an HttpOnly cookie, read only by the /admin pages'
 * loaders. The API ignores cookies (bearer tokens only), so the cookie cannot carry a forged write (no CSRF). A
 * shopper's sign-in clears any cookie an earlier back-office user left in the browser; sign-out clears it too.
 */
export function setBackOfficeCookie(reply: FastifyReply, token: string | null): void {
  const secure = reply.request.protocol === 'https' ? '; Secure' : '';
  const value = token ? `${encodeURIComponent(token)}; Max-Age=${SESSION_TOKEN_TTL_SECONDS}` : '; Max-Age=0';
  reply.header('set-cookie', `${BACK_OFFICE_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Lax${secure}`);
}

/** Sets or clears the cookie from a sign-in answer: set for admin and staff (`isAdmin`), cleared for shoppers. */
export function withBackOfficeCookie<A extends { token: string; user: { isAdmin: boolean } }>(
  reply: FastifyReply,
  answer: A,
): A {
  setBackOfficeCookie(reply, answer.user.isAdmin ? answer.token : null);
  return answer;
}
