import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { testAppForFile } from '#src/test/test-app';
import { insertRows } from './insert-rows';
import { mailOutbox, products } from './schema/index';

const t = testAppForFile({ template: 'empty' });

/** Text, JSON, integers, times, nulls and defaults: what Drizzle's own multi-row insert stores, to compare with. */
const rows = [
  {
    to: 'asha@example.com',
    kind: 'test.one',
    data: { lines: [1, 2], note: 'ä "quoted" \\ line\nbreak' },
    nextAttemptAt: null,
    sentAt: new Date('2026-01-02T03:04:05.678Z'),
  },
  { channel: 'webhook', to: '7', kind: 'test.two', data: [], attempts: 3, lastError: null },
  { to: 'ravi@example.com', kind: 'test.three', data: { n: 1.5 }, nextAttemptAt: new Date('2030-01-01T00:00:00Z') },
] satisfies (typeof mailOutbox.$inferInsert)[];

/** The fields both inserts must agree on: not the identity, nor the times the database's clock gives. */
const comparable = ({ id: _id, createdAt: _created, ...row }: typeof mailOutbox.$inferSelect, index: number) =>
  index === 1 ? { ...row, nextAttemptAt: null } : row;

describe('insertRows (decision 076)', () => {
  it('stores what Drizzle’s multi-row insert stores, in order, each absent field its default, an explicit null kept', async () => {
    const ours = await insertRows(t.db, mailOutbox, rows);
    const drizzles = await t.db.insert(mailOutbox).values(rows).returning();
    expect(ours.map(comparable)).toEqual(drizzles.map(comparable));
    expect(ours.map((row) => row.kind)).toEqual(['test.one', 'test.two', 'test.three']);
    expect(ours[0]!.id).toBeLessThan(ours[1]!.id);
    expect(ours[1]!.id).toBeLessThan(ours[2]!.id);
    // The default of a nullable column for the row without it; the row that said null keeps null.
    expect(ours[1]!.nextAttemptAt).toBeInstanceOf(Date);
    expect(ours[0]!.nextAttemptAt).toBeNull();
    expect(ours[1]!.channel).toBe('webhook');
    expect(ours[0]!.channel).toBe('email');
    expect(ours[0]!.createdAt).toBeInstanceOf(Date);
  });

  it('refuses, when the statement is built, a column it cannot write as Drizzle would', async () => {
    // Nothing is written: these tables need not exist.
    const serialId = pgTable('insert_rows_serial', { id: serial('id').primaryKey(), note: text('note') });
    const identityByDefault = pgTable('insert_rows_identity', {
      id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    });
    const defaultInJavaScript = pgTable('insert_rows_default_fn', {
      token: text('token').$defaultFn(() => 'made in JavaScript'),
    });
    for (const [table, column] of [
      [products, 'images'], // an array column
      [serialId, 'id'],
      [identityByDefault, 'id'],
      [defaultInJavaScript, 'token'],
    ] as const)
      await expect(insertRows(t.db, table, [])).rejects.toThrow(`column ${column} `);
  });
});
