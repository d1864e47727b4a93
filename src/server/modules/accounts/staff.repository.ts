import { and, asc, eq, gt, isNull, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '#src/db/client';
import { staffInvitations, users } from '#src/db/schema/accounts';
import type { Role } from '#src/shared/permissions';

// The back office's staff (docs/decisions/059): the accounts with a role, the owners' lock, the invitations.

export type InvitationRow = typeof staffInvitations.$inferSelect;

/** Every account with a back-office role, by name. */
export function listStaff(db: Database) {
  return db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role })
    .from(users)
    .where(isNotNull(users.role))
    .orderBy(asc(users.name), asc(users.id));
}

/** The owners' ids, their rows locked until the transaction ends: two demotions cannot both leave "another owner". */
export async function lockOwners(tx: Database): Promise<number[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'owner' satisfies Role))
    .orderBy(asc(users.id))
    .for('update');
  return rows.map((row) => row.id);
}

/** The open (not accepted, not revoked) invitations, expired ones included, newest first. */
export function listOpenInvitations(db: Database) {
  return db
    .select()
    .from(staffInvitations)
    .where(and(isNull(staffInvitations.acceptedAt), isNull(staffInvitations.revokedAt)))
    .orderBy(sql`${staffInvitations.createdAt} desc`, sql`${staffInvitations.id} desc`);
}

export async function findOpenInvitationByEmail(db: Database, email: string): Promise<InvitationRow | undefined> {
  const [row] = await db
    .select()
    .from(staffInvitations)
    .where(
      and(
        eq(sql`lower(${staffInvitations.email})`, email.toLowerCase()),
        isNull(staffInvitations.acceptedAt),
        isNull(staffInvitations.revokedAt),
      ),
    );
  return row;
}

export async function findInvitation(db: Database, id: number, lock = false): Promise<InvitationRow | undefined> {
  const query = db.select().from(staffInvitations).where(eq(staffInvitations.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The usable invitation of a token's hash — open and not expired at `now` — locked for its acceptance if `lock`. */
export async function findUsableInvitation(db: Database, tokenHash: string, now: Date, lock: boolean) {
  const query = db
    .select()
    .from(staffInvitations)
    .where(
      and(
        eq(staffInvitations.tokenHash, tokenHash),
        isNull(staffInvitations.acceptedAt),
        isNull(staffInvitations.revokedAt),
        gt(staffInvitations.expiresAt, now),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function insertInvitation(db: Database, values: typeof staffInvitations.$inferInsert) {
  const [row] = await db.insert(staffInvitations).values(values).returning();
  return row!;
}

export async function updateInvitation(
  db: Database,
  id: number,
  values: Partial<typeof staffInvitations.$inferInsert>,
): Promise<InvitationRow> {
  const [row] = await db.update(staffInvitations).set(values).where(eq(staffInvitations.id, id)).returning();
  return row!;
}
