import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import type { Database } from '../db/client';
import { users } from '../db/schema/index';
import { signSessionToken } from '../server/plugins/auth';
import type { Role } from '../shared/permissions';

export type TestUser = {
  id: number;
  name: string;
  email: string;
  phone: string;
  password: string;
  isAdmin: boolean;
  role: Role | null;
  token: string;
  /** `{ authorization: 'Bearer …' }` for `app.inject`. */
  headers: { authorization: string };
};

/** `isAdmin: true` makes an 'owner' unless `role` says otherwise. */
export type TestUserOverrides = Partial<
  Pick<TestUser, 'name' | 'email' | 'phone' | 'password' | 'isAdmin' | 'role'>
> & {
  isVerified?: boolean;
  images?: string[];
};

/** What the helpers need of a test app: `createTestApp()`'s answer fits. */
export type TestAppLike = { db: Database; config: { JWT_SECRET: string } };

/**
 * A verified user written straight to the database (no e-mail, no rate limits) and a valid session token for it.
 * For other domains' tests: `const alice = await signedInUser(t)` (t from createTestApp), then
 * `t.app.inject({ ..., headers: alice.headers })`.
 */
export async function signedInUser(app: TestAppLike, overrides: TestUserOverrides = {}): Promise<TestUser> {
  const password = overrides.password ?? `pw-${randomBytes(6).toString('hex')}`;
  const [row] = await app.db
    .insert(users)
    .values({
      name: overrides.name ?? 'Test Shopper',
      email: (overrides.email ?? `shopper-${randomBytes(5).toString('hex')}@example.com`).toLowerCase(),
      phone: overrides.phone ?? '9876543210',
      passwordHash: await hash(password),
      role: overrides.role !== undefined ? overrides.role : overrides.isAdmin ? 'owner' : null,
      isVerified: overrides.isVerified ?? true,
      images: overrides.images ?? [],
    })
    .returning();
  const user = row!;
  const token = await signSessionToken(app.config.JWT_SECRET, user);
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    password,
    isAdmin: user.role !== null,
    role: user.role,
    token,
    headers: { authorization: `Bearer ${token}` },
  };
}
