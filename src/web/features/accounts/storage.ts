import type { TSignedInUser, TUser } from '#src/contracts/accounts';
import { STORAGE_KEYS } from '#src/shared/constants';
import type { StoredUser } from '#src/web/lib/session';

/**
 * The browser storage of the e-mail code flows (spec section 3): `userEmail` and `actionType` in localStorage, and
 * the reset token (decisions §2) in sessionStorage, so it never outlives the tab that asked for it.
 */
const FORGOT = 'forgotPassword';

const local = () => window.localStorage;

export const flowStorage = {
  email: (): string => local().getItem(STORAGE_KEYS.userEmail) ?? '',

  /** Sign-up and the 'Verify Email' mode: a verification code, never a reset. */
  startVerification(email: string) {
    local().setItem(STORAGE_KEYS.userEmail, email);
    local().removeItem(STORAGE_KEYS.actionType);
    window.sessionStorage.removeItem(STORAGE_KEYS.resetToken);
  },

  startReset(email: string) {
    local().setItem(STORAGE_KEYS.userEmail, email);
    local().setItem(STORAGE_KEYS.actionType, FORGOT);
    window.sessionStorage.removeItem(STORAGE_KEYS.resetToken);
  },

  isReset: (): boolean => local().getItem(STORAGE_KEYS.actionType) === FORGOT,

  /** The normal flow ends once the address is verified (a stale reset marker goes too). */
  finishVerification() {
    local().removeItem(STORAGE_KEYS.userEmail);
    local().removeItem(STORAGE_KEYS.actionType);
  },

  keepResetToken(token: string) {
    window.sessionStorage.setItem(STORAGE_KEYS.resetToken, token);
  },

  resetToken: (): string => window.sessionStorage.getItem(STORAGE_KEYS.resetToken) ?? '',

  finishReset() {
    local().removeItem(STORAGE_KEYS.actionType);
    local().removeItem(STORAGE_KEYS.userEmail);
    window.sessionStorage.removeItem(STORAGE_KEYS.resetToken);
  },
};

/** The user as the session stores it: the first image is the avatar. */
export function toStoredUser(user: TSignedInUser | TUser): StoredUser {
  return { userId: user.id, name: user.name, email: user.email, image: user.images[0] ?? '', isAdmin: user.isAdmin };
}
