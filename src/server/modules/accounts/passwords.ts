import { SERVER_TEXT } from '#src/shared/texts/server';
import { hash, verify } from '@node-rs/argon2';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '#src/contracts/accounts';
import { PASSWORD_HASHES_AT_ONCE } from '#src/shared/constants/accounts';
import { createWorkQueue } from '#src/server/lib/work-queue';

/**
 * Every hash and verification of the process in turn, PASSWORD_HASHES_AT_ONCE at a time (decision 073), like image
 * uploads: a burst of sign-ups and sign-ins waits here instead of taking every worker thread and 19 MiB each. Nobody
 * is refused: the sign-in and sign-up rate limits (decision 014) bound what can wait.
 */
const hashing = createWorkQueue(PASSWORD_HASHES_AT_ONCE);
const inTurn = <T>(work: () => Promise<T>) => hashing.run(work);

// @node-rs/argon2 defaults to argon2id with OWASP's parameters (19 MiB, 2 passes, 1 lane).
export const hashPassword = (password: string) => inTurn(() => hash(password));

// A real hash to verify against when there is no account (or no password), so a wrong e-mail costs as much time as
// a wrong password and the answer time does not tell which e-mail addresses have accounts.
let decoy: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    decoy ??= hashPassword('kirana-decoy-password');
    const decoyHash = await decoy;
    await inTurn(() => verify(decoyHash, password)).catch(() => false);
    return false;
  }
  try {
    return await inTurn(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}

/** How many hashes run and wait right now (tests). */
export const passwordHashesInFlight = () => hashing.size;

/** Our policy: 8 to 128 characters, anything allowed (length beats composition rules). Null when it passes. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return SERVER_TEXT.accountsApi.passwordTooShort(PASSWORD_MIN_LENGTH);
  if (password.length > PASSWORD_MAX_LENGTH) return SERVER_TEXT.accountsApi.passwordTooLong(PASSWORD_MAX_LENGTH);
  return null;
}
