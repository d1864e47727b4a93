import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '#src/db/client';
import { namedStatement } from '#src/db/named-statement';
import { oneTimeCodes, resetTokens, revokedSessions, users } from '#src/db/schema/accounts';
import { OTP_MAX_FAILED_ATTEMPTS } from '#src/shared/constants';

export type UserRow = typeof users.$inferSelect;
export type CodePurpose = (typeof oneTimeCodes.$inferSelect)['purpose'];

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, normalizeEmail(email)));
  return row;
}

export async function findUserById(db: Database, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findUserByGoogleSubject(db: Database, subject: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.googleSubject, subject));
  return row;
}

export async function insertUser(db: Database, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function updateUser(
  db: Database,
  id: number,
  values: Partial<typeof users.$inferInsert>,
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row!;
}

/** A user has one live code per purpose: a new one replaces the old and its failed tries. */
export async function saveCode(db: Database, userId: number, purpose: CodePurpose, codeHash: string, expiresAt: Date) {
  await db
    .insert(oneTimeCodes)
    .values({ userId, purpose, codeHash, expiresAt })
    .onConflictDoUpdate({
      target: [oneTimeCodes.userId, oneTimeCodes.purpose],
      set: { codeHash, expiresAt, failedAttempts: 0, createdAt: new Date() },
    });
}

export async function hasCode(db: Database, userId: number, purpose: CodePurpose): Promise<boolean> {
  const rows = await db
    .select({ id: oneTimeCodes.id })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose)));
  return rows.length > 0;
}

/**
 * Spends one of the code's tries before it is compared: the count goes up atomically, so parallel guesses cannot
 * get more than the allowed number of comparisons. Null when there is no live code left to try.
 */
export async function claimCodeAttempt(db: Database, userId: number, purpose: CodePurpose) {
  const [row] = await db
    .update(oneTimeCodes)
    .set({ failedAttempts: sql`${oneTimeCodes.failedAttempts} + 1` })
    .where(
      and(
        eq(oneTimeCodes.userId, userId),
        eq(oneTimeCodes.purpose, purpose),
        lt(oneTimeCodes.failedAttempts, OTP_MAX_FAILED_ATTEMPTS),
        gt(oneTimeCodes.expiresAt, new Date()),
      ),
    )
    .returning({ id: oneTimeCodes.id, codeHash: oneTimeCodes.codeHash });
  return row ?? null;
}

/** Uses the code up; false when another request used it first. */
export async function deleteCode(db: Database, id: number): Promise<boolean> {
  const rows = await db.delete(oneTimeCodes).where(eq(oneTimeCodes.id, id)).returning({ id: oneTimeCodes.id });
  return rows.length > 0;
}

export async function deleteCodes(db: Database, userId: number, purpose: CodePurpose) {
  await db.delete(oneTimeCodes).where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose)));
}

export async function saveResetToken(db: Database, userId: number, tokenHash: string, expiresAt: Date) {
  await db.insert(resetTokens).values({ userId, tokenHash, expiresAt });
}

/** Marks a live reset token of this user used; false when unknown, used, expired or another user's. */
export async function spendResetToken(db: Database, tokenHash: string, userId: number): Promise<boolean> {
  const rows = await db
    .update(resetTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(resetTokens.tokenHash, tokenHash),
        eq(resetTokens.userId, userId),
        isNull(resetTokens.usedAt),
        gt(resetTokens.expiresAt, new Date()),
      ),
    )
    .returning({ id: resetTokens.id });
  return rows.length > 0;
}

/** After a reset every other outstanding reset token of the user is spent too. */
export async function spendResetTokens(db: Database, userId: number) {
  await db
    .update(resetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(resetTokens.userId, userId), isNull(resetTokens.usedAt)));
}

/** Lists a token as signed out until it expires; drops the rows of tokens expired since (decision 015). */
export async function revokeSession(db: Database, tokenId: string, userId: number, expiresAt: Date): Promise<void> {
  await db.insert(revokedSessions).values({ tokenId, userId, expiresAt }).onConflictDoNothing();
  await db.delete(revokedSessions).where(lt(revokedSessions.expiresAt, new Date()));
}

/** The e-mails of the given users (those that still exist), for the back office's history lines. */
export async function findUserEmails(db: Database, ids: readonly number[]): Promise<{ id: number; email: string }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.id, [...ids]));
}

/**
 * The user a session token names, with whether the token was signed out: one statement a request (the revocation
 * check rides along as a primary-key lookup).
 */
export async function findSessionRow(db: Database, userId: number, tokenId: string) {
  const [row] = await sessionRow(db).execute({ userId, tokenId });
  return row;
}

// Every signed-in request reads it: named (src/db/named-statement.ts).
const sessionRow = namedStatement('accounts_session_row', (db) =>
  db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      passwordHash: users.passwordHash,
      revoked: sql<boolean>`exists (select 1 from ${revokedSessions} where ${revokedSessions.tokenId} = ${sql.placeholder('tokenId')})`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId'))),
);
