import type { Database } from '#src/db/client';
import { commandLineWrite, type RecordChange } from '#src/server/modules/audit/index';
import { OWNER_ROLE, type Role } from '#src/shared/permissions';
import { ADMIN_TEXT } from '#src/shared/texts/admin';
import {
  findUserByEmail,
  findUserEmails,
  insertUser,
  normalizeEmail,
  updateUser,
  type UserRow,
} from './accounts.repository';
import { lockOwners } from './staff.repository';
import { hashPassword, passwordProblem } from './passwords';
import { requireEmailFormat } from './present';

/**
 * Back-office roles (decisions 021, 059): the command line (`npm run admin`, scripts/admin.ts) makes the first owner
 * and changes roles; the back office's staff page (staff.service.ts) invites and changes them. Both go through
 * `applyRole`, which keeps the last owner and writes the audit row. The command line's failures throw `RoleError`
 * with a message for the terminal.
 */
export class RoleError extends Error {}

/** Refused: the change would leave the shop without an owner. */
export class LastOwnerError extends Error {}

/**
 * Gives `user` the role (null: none) in the caller's transaction and records it (`user.role`, before → after); an
 * owner losing the role needs another owner (the owners' rows locked, so two demotions cannot both pass).
 */
export async function applyRole(tx: Database, user: UserRow, role: Role | null, audit: RecordChange): Promise<UserRow> {
  if (user.role === role) return user;
  if (user.role === OWNER_ROLE) {
    const owners = await lockOwners(tx);
    if (owners.filter((id) => id !== user.id).length === 0) throw new LastOwnerError(user.email);
  }
  const row = await updateUser(tx, user.id, { role });
  await audit({
    action: 'user.role',
    entity: 'user',
    entityId: user.id,
    before: { email: user.email, role: user.role },
    after: { email: user.email, role },
  });
  return row;
}

export type RoleChange = { id: number; email: string; name: string; role: Role | null; created: boolean };

/**
 * `npm run admin -- create`: a new, verified account with the role 'owner' (same password rules as sign-up), or an
 * existing account made an owner (its password, name and sessions stay; `password` is then not needed). Audited
 * like `setRole`: one `user.role` row whose actor is the command line.
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
    // Made an owner through `applyRole` (its audit row; nothing when it is one already), verified in the same step.
    const row = await commandLineWrite(db, async (tx, audit) => {
      const verified = existing.isVerified ? existing : await updateUser(tx, existing.id, { isVerified: true });
      return applyRole(tx, verified, OWNER_ROLE, audit);
    });
    return { id: row.id, email: row.email, name: row.name, role: row.role, created: false };
  }
  const name = input.name.trim();
  if (!name) throw new RoleError(ADMIN_TEXT.cli.nameNeeded);
  if (input.password === undefined) throw new RoleError(ADMIN_TEXT.cli.passwordNeeded);
  const weak = passwordProblem(input.password);
  if (weak || !input.password.trim()) throw new RoleError(weak ?? ADMIN_TEXT.cli.passwordNeeded);
  const passwordHash = await hashPassword(input.password);
  // The account and its role in one transaction (it never exists without it), audited as any role given: none → owner.
  const row = await commandLineWrite(db, async (tx, audit) => {
    const created = await insertUser(tx, { name, email, passwordHash, isVerified: true });
    return applyRole(tx, created, OWNER_ROLE, audit);
  });
  return { id: row.id, email: row.email, name: row.name, role: row.role, created: true };
}

/** Whether `create` will need a password: only for an address with no account yet. */
export async function accountExists(db: Database, email: string): Promise<boolean> {
  return (await findUserByEmail(db, email)) !== undefined;
}

/** `npm run admin -- role`: sets a role or none on an existing account (not the last owner's away). Audited. */
export async function setRole(db: Database, input: { email: string; role: Role | null }): Promise<RoleChange> {
  const existing = await findUserByEmail(db, input.email);
  if (!existing) throw new RoleError(ADMIN_TEXT.cli.noAccount(normalizeEmail(input.email)));
  let row: UserRow;
  try {
    row = await commandLineWrite(db, (tx, audit) => applyRole(tx, existing, input.role, audit));
  } catch (error) {
    if (error instanceof LastOwnerError) throw new RoleError(ADMIN_TEXT.cli.lastOwner(existing.email));
    throw error;
  }
  return { id: row.id, email: row.email, name: row.name, role: row.role, created: false };
}

/** Who did a back-office change, by user id: their e-mail (a deleted account is absent). */
export async function userEmails(db: Database, ids: readonly number[]): Promise<Map<number, string>> {
  return new Map((await findUserEmails(db, [...new Set(ids)])).map((row) => [row.id, row.email]));
}
