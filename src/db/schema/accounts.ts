import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './types';
import type { Role } from '#src/shared/permissions';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    /** argon2id; null for accounts created through Google, which have no usable password. */
    passwordHash: text('password_hash'),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * The back-office role (decisions §6, docs/decisions/021 and 045): null for shoppers, or one of ROLES, whose
     * permissions src/shared/permissions.ts lists. Given by the command line (`npm run admin`: the first owner) and by
     * an owner in the back office — an accepted invitation, a role changed or removed (docs/decisions/059).
     */
    role: text('role').$type<Role>(),
    /**
     * The shopper's language (issue 33, docs/decisions/066): 'en' or 'hi', their e-mails are written in it. Sign-up
     * keeps the request's, the header's switch saves a change while signed in; null (accounts made before, staff):
     * English.
     */
    language: text('language'),
    /**
     * A back-office user's opt-in to the shop's alerts by e-mail (issue 31 §1, docs/decisions/057): a new order, a
     * shopper's cancellation, a pack running low. Ignored while the user has no role.
     */
    notifyOrders: boolean('notify_orders').notNull().default(false),
    isVerified: boolean('is_verified').notNull().default(false),
    googleSubject: text('google_subject'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_google_subject_key').on(t.googleSubject),
    check('users_role_check', sql`${t.role} in ('owner', 'manager', 'packer', 'staff')`),
    // The back office's customers (docs/decisions/028): newest first, and the search over name, e-mail and phone
    // (the expression must match accounts' customers.repository.ts `searchText`).
    index('users_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('users_search_trgm_idx').using(
      'gin',
      sql`lower(${t.name} || ' ' || ${t.email} || ' ' || ${t.phone}) gin_trgm_ops`,
    ),
  ],
);

export const codePurpose = pgEnum('code_purpose', ['verify', 'reset']);

/** One-time codes, stored hashed; a user has at most one live code per purpose. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: codePurpose('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('one_time_codes_user_purpose_key').on(t.userId, t.purpose)],
);

/** Single-use password-reset tokens handed out after a reset code is verified. */
export const resetTokens = pgTable(
  'reset_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('reset_tokens_hash_key').on(t.tokenHash), index('reset_tokens_user_idx').on(t.userId)],
);

/**
 * Session tokens signed out before they expire (decision 015): a token names its id (`jti`), and an id listed here
 * answers 401. Rows are dropped once the token would have expired anyway.
 */
export const revokedSessions = pgTable(
  'revoked_sessions',
  {
    tokenId: text('token_id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('revoked_sessions_expires_idx').on(t.expiresAt)],
);

/**
 * Invitations to the back office (issue 31 §4, docs/decisions/059): an owner invites an e-mail address with a role;
 * the e-mail's link carries a random token, of which only the SHA-256 is kept. Single use (`accepted_at`), expires
 * (`expires_at`, STAFF_INVITATION_HOURS after it was sent or sent again), revocable (`revoked_at`). At most one
 * open invitation per address (a partial unique index): inviting again sends the open one afresh.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    role: text('role').$type<Role>().notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'date' }),
    acceptedBy: integer('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('staff_invitations_token_key').on(t.tokenHash),
    uniqueIndex('staff_invitations_open_email_key')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.acceptedAt} is null and ${t.revokedAt} is null`),
    check('staff_invitations_role_check', sql`${t.role} in ('owner', 'manager', 'packer', 'staff')`),
  ],
);
