import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt } from './types';

/** Images a user has uploaded but not yet saved on the profile. */
export const pendingUploads = pgTable(
  'pending_uploads',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    images: text('images').array().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('pending_uploads_user_idx').on(t.userId)],
);
