import type { LimitRule } from '#src/server/plugins/rate-limit';

const MINUTE = 60_000;

/**
 * Per-IP limits are generous enough for an office or a school behind one address; the tight limits are per
 * e-mail (or per account), where guessing happens.
 */
export const LIMITS = {
  signInPerIp: { name: 'signin-ip', max: 200, windowMs: 15 * MINUTE },
  signInFailuresPerEmail: { name: 'signin-fail', max: 10, windowMs: 15 * MINUTE },
  signUpPerIp: { name: 'signup-ip', max: 60, windowMs: 60 * MINUTE },
  codeSendPerIp: { name: 'code-send-ip', max: 100, windowMs: 60 * MINUTE },
  codeSendPerEmail: { name: 'code-send-email', max: 5, windowMs: 15 * MINUTE },
  codeCheckPerIp: { name: 'code-check-ip', max: 200, windowMs: 15 * MINUTE },
  codeCheckPerEmail: { name: 'code-check-email', max: 20, windowMs: 15 * MINUTE },
  resetPerIp: { name: 'reset-ip', max: 60, windowMs: 15 * MINUTE },
  changePasswordFailuresPerUser: { name: 'change-password-fail', max: 10, windowMs: 15 * MINUTE },
} as const satisfies Record<string, LimitRule>;
