import type { Database } from '#src/db/client';
import type { Role } from '#src/shared/permissions';
import { ADMIN_TEXT } from '#src/shared/texts/admin';
import { findUserByEmail, findUserEmails, insertUser, normalizeEmail, updateUser } from './accounts.repository';
import { hashPassword, passwordProblem } from './passwords';
import { requireEmailFormat } from './present';

/**
 * Back-office roles (decisions §6, decision 021) are given here and only here: by the command line
 * (`npm run admin`, scripts/admin.ts), never by a route. Failures throw `RoleError` with a message for the terminal.
 */
export class RoleError extends Error {}

export type RoleChange = { id: number; email: string; name: string; role: Role | null; created: boolean };

/**
 * `npm run admin -- create`: a new, verified account with the role 'admin' (same password rules as sign-up), or an
 * existing account promoted to 'admin' (its password, name and sessions stay; `password` is then not needed).
 */
export async function createAdmin(
  db: Database,
  input: { email: string; name: string; password?: string | undefined },
): Promise<RoleChange> {
  const email = normalizeEmail(input.email);
  try {
    requireEmailFormat(email);
  } catch {
    throw new RoleError(ADMIN_TEXT.cli.invalidEmail(input.email));
  }
  const existing = await findUserByEmail(db, email);
  if (existing) {
    const row = await updateUser(db, existing.id, { role: 'admin', isVerified: true });
    return { id: row.id, email: row.email, name: row.name, role: row.role, created: false };
  }
  const name = input.name.trim();
  if (!name) throw new RoleError(ADMIN_TEXT.cli.nameNeeded);
  if (input.password === undefined) throw new RoleError(ADMIN_TEXT.cli.passwordNeeded);
  const weak = passwordProblem(input.password);
  if (weak || !input.password.trim()) throw new RoleError(weak ?? ADMIN_TEXT.cli.passwordNeeded);
  const row = await insertUser(db, {
    name,
    email,
    passwordHash: await hashPassword(input.password),
    isVerified: true,
    role: 'admin',
  });
  return { id: row.id, email: row.email, name: row.name, role: row.role, created: true };
}

/** Whether `create` will need a password: only for an address with no account yet. */
export async function accountExists(db: Database, email: string): Promise<boolean> {
  return (await findUserByEmail(db, email)) !== undefined;
}

/** `npm run admin -- role`: sets 'admin', 'staff' or no role ('none') on an existing account. */
export async function setRole(db: Database, input: { email: string; role: Role | null }): Promise<RoleChange> {
  const existing = await findUserByEmail(db, input.email);
  if (!existing) throw new RoleError(ADMIN_TEXT.cli.noAccount(normalizeEmail(input.email)));
  const row = await updateUser(db, existing.id, { role: input.role });
  return { id: row.id, email: row.email, name: row.name, role: row.role, created: false };
}

/** Who did a back-office change, by user id: their e-mail (a deleted account is absent). */
export async function userEmails(db: Database, ids: readonly number[]): Promise<Map<number, string>> {
  return new Map((await findUserEmails(db, [...new Set(ids)])).map((row) => [row.id, row.email]));
}
