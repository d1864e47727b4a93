import { z } from 'zod';
import {
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_FILES,
  UPLOAD_MAX_SIDE,
  UPLOAD_PENDING_MAX,
  UPLOAD_STORED_MAX_BYTES,
} from '../shared/constants';
import { defineEndpoint } from './endpoint';
import { ZUploadAnswer, ZPendingUpload, ZDeletePendingAnswer } from './account-schemas';

// Image uploads (client group `media`): the request and answer shapes are in src/contracts/account-schemas.ts.

const UPLOAD_MAX_MB = Math.round(UPLOAD_MAX_BYTES / (1024 * 1024));

export const media = {
  /** `form` holds one or more files under the field name `images`. */
  upload: defineEndpoint({
    method: 'POST',
    path: '/api/user/upload',
    auth: 'user',
    tags: ['media'],
    summary: `Upload up to ${UPLOAD_MAX_FILES} JPEG/PNG/WEBP images (${UPLOAD_MAX_MB} MB each) as multipart field "images"`,
    description:
      `Each image at most ${UPLOAD_MAX_SIDE} px on a side (400, read from its header) and ${UPLOAD_STORED_MAX_BYTES} ` +
      `bytes once stored as WebP (413); one upload in flight per shopper (429); at most ${UPLOAD_PENDING_MAX} unsaved ` +
      'images per shopper (409), which expire after an hour. 507 when the server cannot store images (disk full, ' +
      'read-only).',
    multipart: true,
    responses: { 201: ZUploadAnswer },
    errors: [413, 415, 507],
  }),
  pending: defineEndpoint({
    method: 'GET',
    path: '/api/imageUpload',
    auth: 'user',
    tags: ['media'],
    summary: "The caller's uploaded images not yet saved on the profile",
    responses: { 200: z.array(ZPendingUpload) },
  }),
  /** Files already saved on the profile stay. */
  deletePending: defineEndpoint({
    method: 'DELETE',
    path: '/api/imageUpload/deleteAllImages',
    auth: 'user',
    tags: ['media'],
    summary: "Forget the caller's pending uploads (images saved on the profile stay)",
    responses: { 200: ZDeletePendingAnswer },
  }),
};
