import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZDeletePendingAnswer, ZPendingUpload, ZUploadAnswer } from '#src/contracts/accounts';
import { errorResponses, ZErrorBody } from '#src/contracts/common';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '#src/shared/constants';
import { AppError } from '#src/server/lib/app-error';
import { authenticate, userOf } from '#src/server/plugins/auth';
import type { LimitRule } from '#src/server/plugins/rate-limit';
import { deletePending, listPending, storeUploads } from './media.service';

const UPLOADS_PER_USER: LimitRule = { name: 'upload-user', max: 60, windowMs: 15 * 60_000 };
const MB = Math.round(UPLOAD_MAX_BYTES / (1024 * 1024));

const SEND_AS_MULTIPART = 'Please send the images as multipart/form-data';
/** Reads the `images` files into memory, turning the multipart limits into messages a shopper can act on. */
async function readImages(request: FastifyRequest): Promise<Buffer[]> {
  if (!request.isMultipart()) throw new AppError('BAD_REQUEST', SEND_AS_MULTIPART);
  const files: Buffer[] = [];
  try {
    for await (const part of request.files()) {
      if (part.fieldname !== 'images') {
        part.file.resume();
        throw new AppError('BAD_REQUEST', 'Please send the images in the field "images"');
      }
      files.push(await part.toBuffer());
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw new AppError('PAYLOAD_TOO_LARGE', `You can upload at most ${UPLOAD_MAX_FILES} images at a time`);
    }
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('PAYLOAD_TOO_LARGE', `Each image must be at most ${MB} MB`);
    if (error instanceof AppError) throw error;
    // Anything else is the multipart parser refusing the body (no boundary, cut short): the client's mistake, not a 500.
    throw new AppError('BAD_REQUEST', SEND_AS_MULTIPART);
  }
  return files;
}

export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  // Scoped to this plugin: only the upload route parses multipart bodies.
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: UPLOAD_MAX_FILES, fields: 10, parts: UPLOAD_MAX_FILES + 10 },
  });

  app.post(
    '/user/upload',
    {
      preHandler: authenticate,
      schema: {
        tags: ['media'],
        summary: `Upload up to ${UPLOAD_MAX_FILES} JPEG/PNG/WEBP images (${MB} MB each) as multipart field "images"`,
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data'],
        response: { 201: ZUploadAnswer, ...errorResponses, 413: ZErrorBody, 415: ZErrorBody },
      },
    },
    async (request, reply) => {
      const user = userOf(request);
      await app.rateLimiter.consume(UPLOADS_PER_USER, `user:${user.id}`, reply);
      const images = await storeUploads(app.db, app.config.MEDIA_DIR, user.id, await readImages(request));
      return reply.status(201).send({ images });
    },
  );

  app.get(
    '/imageUpload',
    {
      preHandler: authenticate,
      schema: {
        tags: ['media'],
        summary: "The caller's uploaded images not yet saved on the profile",
        security: [{ bearer: [] }],
        response: { 200: z.array(ZPendingUpload), ...errorResponses },
      },
    },
    async (request) => listPending(app.db, userOf(request).id),
  );

  app.delete(
    '/imageUpload/deleteAllImages',
    {
      preHandler: authenticate,
      schema: {
        tags: ['media'],
        summary: "Forget the caller's pending uploads (images saved on the profile stay)",
        security: [{ bearer: [] }],
        response: { 200: ZDeletePendingAnswer, ...errorResponses },
      },
    },
    async (request) => ({
      success: true as const,
      removed: await deletePending(app.db, app.config.MEDIA_DIR, userOf(request).id),
    }),
  );
};
