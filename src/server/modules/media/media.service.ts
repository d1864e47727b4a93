import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type Sharp from 'sharp';
import type { TPendingUpload } from '#src/contracts/accounts';
import type { Database } from '#src/db/client';
import { IMAGE_WIDTHS, sizedFileName } from '#src/shared/images';
import { TEXT } from '#src/shared/texts';
import { AppError } from '#src/server/lib/app-error';
import * as repo from './media.repository';

const FORMATS = new Set(['jpeg', 'png', 'webp']);
/** Decompression bombs: a tiny file claiming a huge canvas is refused before it is decoded. */
const MAX_PIXELS = 40_000_000;
const MAX_SIDE = 1600;
/** Names we hand out; only these are ever deleted from the media store. */
const UPLOAD_NAME = /^u-[0-9a-f]{32}\.webp$/;

/** Loaded on the first upload: libvips costs about 13 MB of resident memory, and most processes never resize. */
let sharpModule: Promise<typeof Sharp> | undefined;
const loadSharp = () => (sharpModule ??= import('sharp').then((module) => module.default));

export const isUploadName = (name: string) => UPLOAD_NAME.test(name);

/** Checks every file by its content (sharp reads the header), before anything is written. */
async function assertImage(buffer: Buffer): Promise<void> {
  const sharp = await loadSharp();
  try {
    const meta = await sharp(buffer, { limitInputPixels: MAX_PIXELS }).metadata();
    if (meta.format && FORMATS.has(meta.format) && meta.width && meta.height) return;
  } catch {
    // not an image sharp can read: same answer as a wrong type
  }
  throw new AppError('UNSUPPORTED_MEDIA_TYPE', TEXT.invalidImage);
}

/** Re-encodes to WebP (which drops EXIF, GPS and every other metadata) in the stored size and each sized variant. */
async function storeOne(mediaDir: string, buffer: Buffer): Promise<string> {
  const name = `u-${randomBytes(16).toString('hex')}.webp`;
  const sharp = await loadSharp();
  const base = sharp(buffer, { limitInputPixels: MAX_PIXELS }).rotate();
  const variants: [string, number][] = [
    [name, MAX_SIDE],
    ...IMAGE_WIDTHS.map((w): [string, number] => [sizedFileName(name, w), w]),
  ];
  for (const [file, width] of variants) {
    const data = await base
      .clone()
      .resize({ width, height: width === MAX_SIDE ? MAX_SIDE : undefined, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
    await writeFile(path.join(mediaDir, file), data);
  }
  return name;
}

/** All files or none: one bad file rejects the whole upload. */
export async function storeUploads(db: Database, mediaDir: string, userId: number, files: Buffer[]): Promise<string[]> {
  if (files.length === 0) throw new AppError('BAD_REQUEST', TEXT.mediaApi.chooseImage);
  for (const file of files) await assertImage(file);
  const names: string[] = [];
  try {
    for (const file of files) names.push(await storeOne(mediaDir, file));
  } catch (error) {
    await removeUploadedFiles(mediaDir, names);
    if (error instanceof AppError) throw error;
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', TEXT.invalidImage);
  }
  await repo.insertPending(db, userId, names);
  return names;
}

export async function listPending(db: Database, userId: number): Promise<TPendingUpload[]> {
  const rows = await repo.listPending(db, userId);
  return rows.map((row) => ({ id: row.id, _id: row.id, images: row.images, createdAt: row.createdAt.toISOString() }));
}

export async function pendingImageNames(db: Database, userId: number): Promise<string[]> {
  return (await listPending(db, userId)).flatMap((row) => row.images);
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
