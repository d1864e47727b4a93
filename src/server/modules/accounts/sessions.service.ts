import type { Database } from '#src/db/client';
import { passwordStamp, type AuthUser } from '#src/server/plugins/auth';
import { findSessionRow } from './accounts.repository';

/** What a verified token claims: whose it is, which password it was issued under, and its own id. */
export type SessionClaims = { userId: number; stamp: string; tokenId: string };

/**
 * The signed-in user of a verified token, or null when the session no longer stands: the user is gone, the token
 * was signed out, or the password changed since it was issued (decision 015). The auth plugin calls this on every
 * signed-in request, so a changed role takes effect at the next one.
 */
export async function findSessionUser(db: Database, secret: string, claims: SessionClaims): Promise<AuthUser | null> {
  const row = await findSessionRow(db, claims.userId, claims.tokenId);
  if (!row || row.revoked || passwordStamp(secret, row.passwordHash) !== claims.stamp) return null;
  return { id: row.id, email: row.email, name: row.name, isAdmin: row.role !== null, role: row.role };
}
