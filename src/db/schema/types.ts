import { customType, timestamp } from 'drizzle-orm/pg-core';

export const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

/** Sets of integer ranges (PostgreSQL 14+), in PostgreSQL's text form: `{[89,90),[399,400)}`. */
export const int4multirange = customType<{ data: string }>({
  dataType: () => 'int4multirange',
});

export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
