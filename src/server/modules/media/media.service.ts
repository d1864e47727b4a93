import { SERVER_TEXT } from '#src/shared/texts/server';
import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type Sharp from 'sharp';
import type { Metadata } from 'sharp';
import type { TPendingUpload } from '#src/contracts/accounts';
import type { Database } from '#src/db/client';
import {
  UPLOAD_MAX_SIDE,
  UPLOAD_PENDING_MAX,
  UPLOAD_PENDING_TTL_MS,
  UPLOAD_STORED_MAX_BYTES,
  UPLOADS_AT_ONCE,
} from '#src/shared/constants';
import { IMAGE_WIDTHS, sizedFileName } from '#src/shared/images';
import { TEXT } from '#src/shared/texts';
import { AppError } from '#src/server/lib/app-error';
import { createWorkQueue } from '#src/server/lib/work-queue';
import { auditedWrite, type AuditActor } from '#src/server/modules/audit/index';
import * as repo from './media.repository';

const FORMATS = new Set(['jpeg', 'png', 'webp']);
/** Decompression bombs: a tiny file claiming a huge canvas is refused from its header, before it is decoded. */
const MAX_PIXELS = UPLOAD_MAX_SIDE * UPLOAD_MAX_SIDE;
const MAX_SIDE = 1600;
const STORED_MAX_MB = Math.round((UPLOAD_STORED_MAX_BYTES / (1024 * 1024)) * 10) / 10;
/**
 * Decoding and encoding take a core each (libvips runs one thread per image: `sharp.concurrency(1)`), so at most
 * UPLOADS_AT_ONCE uploads are processed at a time in this process, and never more than the cores but one: the event
 * loop keeps a core for pages (on a two-core server, one upload at a time).
 */
const imageQueue = createWorkQueue(Math.max(1, Math.min(UPLOADS_AT_ONCE, availableParallelism() - 1)));
const SWEEP_EVERY_MS = 60 * 60 * 1000;
/**
 * Write failures of the media folder itself — full, over quota, read-only, not writable by us: the image was fine, so
 * the answer is 507 (logged at error level), not "not a valid image" (docs/decisions/040-error-pages.md).
 */
const STORAGE_FAILURES = new Set(['ENOSPC', 'EDQUOT', 'EROFS', 'EACCES', 'EPERM']);
const isStorageFailure = (error: unknown) => STORAGE_FAILURES.has(String((error as { code?: unknown }).code));
/** Names we hand out; only these are ever deleted from the media store. */
const UPLOAD_NAME = /^u-[0-9a-f]{32}\.webp$/;

/**
 * Loaded on the first upload: libvips costs about 13 MB of resident memory, and most processes never resize. Its
 * operation cache is off: every upload is new pixels, so it only held up to 50 MB of them after a burst (the bench's
 * resident set after the upload bursts: 274 → 249 MB).
 */
let sharpModule: Promise<typeof Sharp> | undefined;
const loadSharp = () =>
  (sharpModule ??= import('sharp').then((module) => {
    module.default.concurrency(1);
    module.default.cache(false);
    return module.default;
  }));

export const isUploadName = (name: string) => UPLOAD_NAME.test(name);

/**
 * Checks every file by its content before anything is written or decoded: `metadata()` reads only the header (type
 * and size), so a file claiming a huge canvas costs nothing.
 */
async function assertImage(buffer: Buffer): Promise<void> {
  const sharp = await loadSharp();
  let meta: Metadata | undefined;
  try {
    // No pixel limit here: nothing is decoded, and a huge canvas gets the size message below rather than 'invalid'.
    meta = await sharp(buffer, { limitInputPixels: false }).metadata();
  } catch {
    // not an image sharp can read: same answer as a wrong type
  }
  if (!meta?.format || !FORMATS.has(meta.format) || !meta.width || !meta.height)
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', TEXT.invalidImage);
  if (meta.width > UPLOAD_MAX_SIDE || meta.height > UPLOAD_MAX_SIDE)
    throw new AppError('BAD_REQUEST', SERVER_TEXT.uploads.tooLarge(UPLOAD_MAX_SIDE));
}

/** Refuses an upload that would leave the shopper more than UPLOAD_PENDING_MAX unsaved images. */
export async function assertPendingRoom(db: Database, userId: number, adding: number): Promise<void> {
  const pending = (await repo.listPending(db, userId)).reduce((sum, row) => sum + row.images.length, 0);
  if (pending + adding > UPLOAD_PENDING_MAX)
    throw new AppError('CONFLICT', SERVER_TEXT.uploads.tooManyPending(UPLOAD_PENDING_MAX));
}

/**
 * Re-encodes to WebP (which drops EXIF, GPS and every other metadata) in the stored size and each sized variant. The
 * upload is decoded once, into the stored size (at most 1,600 px); the variants are made from that, not from the
 * original again.
 */
async function storeOne(mediaDir: string, buffer: Buffer): Promise<string> {
  const name = `u-${randomBytes(16).toString('hex')}.webp`;
  const sharp = await loadSharp();
  const { data: pixels, info } = await sharp(buffer, { limitInputPixels: MAX_PIXELS })
    .rotate()
    .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const stored = () => sharp(pixels, { raw: { width: info.width, height: info.height, channels: info.channels } });
  try {
    const main = await stored().webp({ quality: 82 }).toBuffer();
    // Noise-like images compress badly and would fill the disk.
    if (main.length > UPLOAD_STORED_MAX_BYTES)
      throw new AppError('PAYLOAD_TOO_LARGE', SERVER_TEXT.uploads.storedTooLarge(STORED_MAX_MB));
    await writeFile(path.join(mediaDir, name), main);
    for (const width of IMAGE_WIDTHS) {
      const data = await stored().resize({ width, withoutEnlargement: true }).webp({ quality: 82 }).toBuffer();
      await writeFile(path.join(mediaDir, sizedFileName(name, width)), data);
    }
  } catch (error) {
    // The cause is what the shopper and the log need; the folder that failed the write may fail this too.
    await removeUploadedFiles(mediaDir, [name]).catch(() => undefined);
    throw error;
  }
  return name;
}

/**
 * All files or none: one bad file rejects the whole upload. A back-office upload (`who`) records one audit row per
 * stored image in the transaction that lists it as pending (issue 27).
 */
export async function storeUploads(
  db: Database,
  mediaDir: string,
  userId: number,
  files: Buffer[],
  who?: AuditActor,
): Promise<string[]> {
  if (files.length === 0) throw new AppError('BAD_REQUEST', SERVER_TEXT.mediaApi.chooseImage);
  await assertPendingRoom(db, userId, files.length);
  for (const file of files) await assertImage(file);
  const names: string[] = [];
  try {
    await imageQueue.run(async () => {
      for (const file of files) names.push(await storeOne(mediaDir, file));
    });
  } catch (error) {
    await removeUploadedFiles(mediaDir, names).catch(() => undefined);
    if (error instanceof AppError) throw error;
    if (isStorageFailure(error)) {
      throw new AppError('INSUFFICIENT_STORAGE', SERVER_TEXT.uploads.notStored, undefined, { cause: error });
    }
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', TEXT.invalidImage);
  }
  if (!who) await repo.insertPending(db, userId, names);
  else
    await auditedWrite(db, who, async (tx, audit) => {
      await repo.insertPending(tx, userId, names);
      for (const name of names)
        await audit({ action: 'image.upload', entity: 'image', entityId: name, after: { name } });
    });
  return names;
}

export async function listPending(db: Database, userId: number): Promise<TPendingUpload[]> {
  const rows = await repo.listPending(db, userId);
  return rows.map((row) => ({ id: row.id, _id: row.id, images: row.images, createdAt: row.createdAt.toISOString() }));
}

export async function pendingImageNames(db: Database, userId: number): Promise<string[]> {
  return (await listPending(db, userId)).flatMap((row) => row.images);
}

/** The uploads are saved on something (a product): no longer pending, so the hourly sweep keeps their files. */
export async function claimUploads(db: Database, userId: number, names: readonly string[]): Promise<void> {
  await repo.removePendingNames(db, userId, names);
}

/**
 * Forgets the user's pending uploads and deletes their files, except `keep` (the images now on the user's profile,
 * which the accounts module knows).
 */
export async function forgetPending(
  db: Database,
  mediaDir: string,
  userId: number,
  keep: ReadonlySet<string>,
): Promise<number> {
  const rows = await repo.deletePending(db, userId);
  await removeUploadedFiles(
    mediaDir,
    rows.flatMap((row) => row.images).filter((name) => !keep.has(name)),
  );
  return rows.length;
}

/** Deletes uploaded images and their sized variants; anything not named like an upload is left alone. */
export async function removeUploadedFiles(mediaDir: string, names: string[]): Promise<void> {
  for (const name of names.filter(isUploadName)) {
    const files = [name, ...IMAGE_WIDTHS.map((w) => sizedFileName(name, w))];
    await Promise.all(files.map((file) => rm(path.join(mediaDir, file), { force: true })));
  }
}

/**
 * Deletes the pending uploads older than UPLOAD_PENDING_TTL_MS, rows and files, except the images saved on their
 * uploader's profile (`profileImages`, which the accounts module answers). Safe to run on several servers at once.
 */
export async function sweepExpiredUploads(
  db: Database,
  mediaDir: string,
  profileImages: (userId: number) => Promise<readonly string[]>,
  now = Date.now(),
): Promise<number> {
  const rows = await repo.deletePendingBefore(db, new Date(now - UPLOAD_PENDING_TTL_MS));
  for (const userId of new Set(rows.map((row) => row.userId))) {
    const keep = new Set(await profileImages(userId));
    const names = rows.filter((row) => row.userId === userId).flatMap((row) => row.images);
    await removeUploadedFiles(
      mediaDir,
      names.filter((name) => !keep.has(name)),
    );
  }
  return rows.length;
}

/** The sweep at start and then every hour (cleared when the server closes). A failed sweep is logged and retried. */
export async function startUploadSweep(
  app: FastifyInstance,
  profileImages: (userId: number) => Promise<readonly string[]>,
): Promise<void> {
  const sweep = async () => {
    try {
      const removed = await sweepExpiredUploads(app.db, app.config.MEDIA_DIR, profileImages);
      if (removed > 0) app.log.info({ removed }, 'expired pending uploads removed');
    } catch (error) {
      app.log.error({ err: error }, 'sweeping expired uploads failed');
    }
  };
  await sweep();
  const timer = setInterval(() => void sweep(), SWEEP_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
