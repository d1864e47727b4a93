import { SERVER_TEXT } from '#src/shared/texts/server';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TChangePasswordAnswer, TUser } from '#src/contracts/accounts';
import type { Database } from '#src/db/client';
import { TEXT } from '#src/shared/texts';
import { AppError } from '#src/server/lib/app-error';
import { assertSameUser, signSessionToken, type AuthUser } from '#src/server/plugins/auth';
import { forgetPending, pendingImageNames, removeUploadedFiles } from '#src/server/modules/media/index';
import { findUserById, updateUser, type UserRow } from './accounts.repository';
import { hashPassword, passwordProblem, verifyPassword } from './passwords';
import { isValidPhone, toUser } from './present';
import { LIMITS } from './rate-limits';

async function ownAccount(app: FastifyInstance, auth: AuthUser, id: number): Promise<UserRow> {
  assertSameUser(auth, id);
  const user = await findUserById(app.db, id);
  if (!user) throw new AppError('UNAUTHORIZED', TEXT.errors.sessionExpired);
  return user;
}

export async function getProfile(app: FastifyInstance, auth: AuthUser, id: number): Promise<TUser> {
  return toUser(await ownAccount(app, auth, id));
}

/** Name, phone and images only; e-mail, isAdmin and password in the body are ignored. */
export async function updateProfile(
  app: FastifyInstance,
  auth: AuthUser,
  id: number,
  body: { name?: string | undefined; phone?: string | undefined; images?: string[] | undefined },
): Promise<TUser> {
  const user = await ownAccount(app, auth, id);
  const changes: { name?: string; phone?: string; images?: string[] } = {};
  if (body.name !== undefined) {
    if (!body.name.trim()) throw new AppError('BAD_REQUEST', TEXT.fieldBlank('name'));
    changes.name = body.name.trim();
  }
  if (body.phone !== undefined) {
    if (body.phone.trim() && !isValidPhone(body.phone))
      throw new AppError('BAD_REQUEST', SERVER_TEXT.accountsApi.invalidPhone);
    changes.phone = body.phone.trim();
  }
  if (body.images !== undefined) {
    // Only images already on the profile or uploaded by this user: never another user's file or a foreign URL.
    const allowed = new Set([...user.images, ...(await pendingImageNames(app.db, user.id))]);
    const images = [...new Set(body.images)];
    if (images.some((name) => !allowed.has(name))) {
      throw new AppError('BAD_REQUEST', SERVER_TEXT.accountsApi.uploadImagesFirst);
    }
    changes.images = images;
  }
  const updated = await updateUser(app.db, user.id, changes);
  if (changes.images)
    await removeUploadedFiles(
      app.config.MEDIA_DIR,
      user.images.filter((name) => !updated.images.includes(name)),
    );
  return toUser(updated);
}

export async function changePassword(
  app: FastifyInstance,
  auth: AuthUser,
  id: number,
  body: { password: string; newPass: string; confirmPass?: string | undefined },
  reply: FastifyReply,
): Promise<TChangePasswordAnswer> {
  const user = await ownAccount(app, auth, id);
  if (!body.password.trim() || !body.newPass.trim() || body.confirmPass?.trim() === '') {
    throw new AppError('BAD_REQUEST', TEXT.fillAllDetails);
  }
  if (body.confirmPass !== undefined && body.confirmPass !== body.newPass)
    throw new AppError('BAD_REQUEST', TEXT.passwordMismatch);
  if (!user.passwordHash) {
    throw new AppError('BAD_REQUEST', SERVER_TEXT.accountsApi.googleNoPassword);
  }
  const weak = passwordProblem(body.newPass);
  if (weak) throw new AppError('BAD_REQUEST', weak);
  // Reserved before the check (decision 014): parallel guesses cannot all be checked before one is counted.
  const limitKey = `user:${user.id}`;
  await app.rateLimiter.consume(LIMITS.changePasswordFailuresPerUser, limitKey, reply);
  if (!(await verifyPassword(user.passwordHash, body.password))) {
    throw new AppError('BAD_REQUEST', SERVER_TEXT.accountsApi.wrongCurrentPassword);
  }
  const updated = await updateUser(app.db, user.id, { passwordHash: await hashPassword(body.newPass) });
  await app.rateLimiter.clear(LIMITS.changePasswordFailuresPerUser, limitKey);
  const message = 'Your password has been changed.';
  return { status: 'SUCCESS', msg: message, message, token: await signSessionToken(app.config.JWT_SECRET, updated) };
}

/** Forgets the caller's pending uploads and deletes their files; the images saved on the profile stay. */
export async function clearPendingUploads(app: FastifyInstance, auth: AuthUser): Promise<number> {
  const user = await findUserById(app.db, auth.id);
  return forgetPending(app.db, app.config.MEDIA_DIR, auth.id, new Set(user?.images ?? []));
}

/** The images saved on a user's profile (none for a deleted user): the media module's sweep keeps these files. */
export async function profileImagesOf(db: Database, userId: number): Promise<string[]> {
  return (await findUserById(db, userId))?.images ?? [];
}
