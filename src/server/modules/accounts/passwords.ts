import { SERVER_TEXT } from '#src/shared/texts/server';
import { hash, verify } from '@node-rs/argon2';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '#src/contracts/accounts';

// @node-rs/argon2 defaults to argon2id with OWASP's parameters (19 MiB, 2 passes, 1 lane).
export const hashPassword = (password: string) => hash(password);

// A real hash to verify against when there is no account (or no password), so a wrong e-mail costs as much time as
// a wrong password and the answer time does not tell which e-mail addresses have accounts.
let decoy: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    decoy ??= hash('kirana-decoy-password');
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Our policy: 8 to 128 characters, anything allowed (length beats composition rules). Null when it passes. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return SERVER_TEXT.accountsApi.passwordTooShort(PASSWORD_MIN_LENGTH);
  if (password.length > PASSWORD_MAX_LENGTH) return SERVER_TEXT.accountsApi.passwordTooLong(PASSWORD_MAX_LENGTH);
  return null;
}
