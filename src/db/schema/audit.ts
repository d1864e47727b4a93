import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Every back-office write (decisions §6, docs/decisions/021): who, when, from which IP, what, and the values before
 * and after. Written in the writer's own transaction, so a change and its row commit (or roll back) together.
 * `actor_id` is kept null when the account is deleted; `actor_email` still says who it was.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    ip: text('ip').notNull(),
    /** `<entity>.<verb>`, e.g. 'product.update'. */
    action: text('action').notNull(),
    /** e.g. 'product', 'variant', 'category'. */
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityId, sql`${t.at} desc`),
    index('audit_log_actor_idx').on(t.actorId, sql`${t.at} desc`),
    index('audit_log_at_idx').on(sql`${t.at} desc`),
  ],
);
