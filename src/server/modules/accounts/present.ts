import { z } from 'zod';
import type { TSignedInUser, TUser } from '#src/contracts/accounts';
import { AppError } from '#src/server/lib/app-error';
import type { UserRow } from './accounts.repository';
import { TEXT } from '#src/shared/texts';

/** The only way a user leaves the server: never the password hash, Google subject or codes. */
export function toUser(row: UserRow): TUser {
  return {
    id: row.id,
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    images: row.images,
    // The spec's flag: true for every back-office role (admin and staff, decisions §6).
    isAdmin: row.role !== null,
    isVerified: row.isVerified,
    hasPassword: row.passwordHash !== null,
  };
}

export function toSignedInUser(row: UserRow): TSignedInUser {
  const { id, _id, name, email, phone, images, isAdmin } = toUser(row);
  return { id, _id, name, email, phone, images, isAdmin };
}

const ZEmailFormat = z.email();

/** The first blank field (in the given order) answers 400 with its message; `extra` joins the error body. */
export function requireFilled(fields: [value: string, message: string][], extra?: Record<string, unknown>): void {
  for (const [value, message] of fields) {
    if (value.trim() === '') throw new AppError('BAD_REQUEST', message, extra);
  }
}

export function requireEmailFormat(email: string, extra?: Record<string, unknown>): void {
  if (!ZEmailFormat.safeParse(email.trim()).success) {
    throw new AppError('BAD_REQUEST', TEXT.auth.invalidEmail, extra);
  }
}

const PHONE = /^\+?[0-9][0-9 -]{5,18}[0-9]$/;
export const isValidPhone = (phone: string) => PHONE.test(phone.trim());
