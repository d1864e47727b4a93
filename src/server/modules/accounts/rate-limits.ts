import type { BackoffRule, LimitRule } from '#src/server/plugins/rate-limit';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;

/**
 * Decision 014. Per-IP limits are generous enough for an office or a school behind one address; the tight limits
 * are per (e-mail, IP), where guessing happens, with a progressive delay rather than a wall; per e-mail (any IP)
 * only a higher ceiling, so an attacker's failures from elsewhere do not lock the owner out.
 */
export const LIMITS = {
  signInPerIp: { name: 'signin-ip', max: 200, windowMs: 15 * MINUTE },
  /** 5 failures at once, then 1 s, 2 s, 4 s … up to 15 minutes between attempts; a success forgets them. */
  signInFailuresPerEmailAndIp: {
    name: 'signin-fail-email-ip',
    free: 5,
    baseDelayMs: SECOND,
    maxDelayMs: 15 * MINUTE,
    forgetMs: 15 * MINUTE,
  },
  /** Only a distributed attack reaches it (one address is slowed down long before); a reset clears it. */
  signInFailuresPerEmail: { name: 'signin-fail-email', max: 50, windowMs: 15 * MINUTE },
  signUpPerIp: { name: 'signup-ip', max: 60, windowMs: 60 * MINUTE },
  /** New or existing, an address gets at most this many sign-up e-mails (a code or the owner's warning). */
  signUpPerEmail: { name: 'signup-email', max: 5, windowMs: 60 * MINUTE },
  codeSendPerIp: { name: 'code-send-ip', max: 100, windowMs: 60 * MINUTE },
  /** Verification-code resends per address. */
  codeSendPerEmail: { name: 'code-send-email', max: 5, windowMs: 15 * MINUTE },
  /** Reset requests per (address, IP): an address's requests from elsewhere never refuse the owner's. */
  resetRequestPerEmailAndIp: { name: 'reset-send-email-ip', max: 5, windowMs: 15 * MINUTE },
  /**
   * At most one reset e-mail per address per minute, whoever asks: a request within the minute is answered the
   * same and keeps the live code, which the newest reset e-mail in the mailbox holds.
   */
  resetMailPerEmail: { name: 'reset-mail-email', max: 1, windowMs: MINUTE },
  codeCheckPerIp: { name: 'code-check-ip', max: 200, windowMs: 15 * MINUTE },
  codeCheckPerEmailAndIp: { name: 'code-check-email-ip', max: 20, windowMs: 15 * MINUTE },
  /** The ceiling of guesses at an address's codes from everywhere (each code also allows only 5 tries). */
  codeCheckPerEmail: { name: 'code-check-email', max: 60, windowMs: 60 * MINUTE },
  resetPerIp: { name: 'reset-ip', max: 60, windowMs: 15 * MINUTE },
  changePasswordFailuresPerUser: { name: 'change-password-fail', max: 10, windowMs: 15 * MINUTE },
} as const satisfies Record<string, LimitRule | BackoffRule>;
