import { SERVER_TEXT } from '#src/shared/texts/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { media } from '#src/contracts/accounts';
import { adminCatalog } from '#src/contracts/admin-catalog';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '#src/shared/constants';
import { AppError } from '#src/server/lib/app-error';
import { readMultipartFiles } from '#src/server/lib/multipart-files';
import { route } from '#src/server/lib/route';
import { auditActor, type AuditActor } from '#src/server/modules/audit/index';
import type { LimitRule } from '#src/server/plugins/rate-limit';
import { assertPendingRoom, listPending, storeUploads } from './media.service';

const UPLOADS_PER_USER: LimitRule = { name: 'upload-user', max: 60, windowMs: 15 * 60_000 };
/**
 * Shoppers with an upload in flight in this process: a second concurrent one answers 429 before its body is read, so
 * one shopper cannot fill the image queue (decision 018).
 */
const uploading = new Set<number>();
const MB = Math.round(UPLOAD_MAX_BYTES / (1024 * 1024));

/** Reads the `images` files into memory, turning the multipart limits into messages a shopper can act on. */
const readImages = (request: FastifyRequest) =>
  readMultipartFiles(request, 'images', {
    sendAsMultipart: SERVER_TEXT.mediaApi.sendAsMultipart,
    wrongField: SERVER_TEXT.mediaApi.useImagesField,
    fileTooLarge: SERVER_TEXT.mediaApi.fileTooLarge(MB),
    tooManyFiles: { status: 'PAYLOAD_TOO_LARGE', message: SERVER_TEXT.mediaApi.tooManyFiles(UPLOAD_MAX_FILES) },
  });

const multipartLimits = {
  fileSize: UPLOAD_MAX_BYTES,
  files: UPLOAD_MAX_FILES,
  fields: 10,
  parts: UPLOAD_MAX_FILES + 10,
};

/**
 * One pipeline for every upload (decision 018): the per-user rate, one in flight, the pending cap, the checks. The
 * back office's uploads are audited (`who`).
 */
async function upload(request: FastifyRequest & { authUser: { id: number } }, reply: FastifyReply, who?: AuditActor) {
  const { db, config, rateLimiter } = request.server;
  const userId = request.authUser.id;
  await rateLimiter.consume(UPLOADS_PER_USER, `user:${userId}`, reply);
  if (uploading.has(userId)) {
    reply.header('retry-after', '1');
    throw new AppError('TOO_MANY_REQUESTS', SERVER_TEXT.uploads.oneAtATime);
  }
  uploading.add(userId);
  try {
    // Before reading the body: a shopper already at the limit does not get to send 25 MB first.
    await assertPendingRoom(db, userId, 1);
    return { images: await storeUploads(db, config.MEDIA_DIR, userId, await readImages(request), who) };
  } finally {
    uploading.delete(userId);
  }
}

/**
 * Uploads and the pending list; forgetting them is the profile's (accounts.routes.ts: it knows which images stay).
 * The back office's product images come through the same pipeline; saving a product claims them (claimUploads).
 */
export const mediaRoutes = [
  route(media.upload, upload, { multipartLimits }),
  route(adminCatalog.uploadImages, (request, reply) => upload(request, reply, auditActor(request)), {
    multipartLimits,
  }),
  route(media.pending, async (request) => listPending(request.server.db, request.authUser.id)),
];
