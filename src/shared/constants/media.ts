/** Uploads and the request-size limits around them (decision 018, 040). */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/webp'] as const;
export const UPLOAD_MAX_FILES = 5;
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** Wider or higher images are refused from their header, before anything is decoded (decision 018). */
export const UPLOAD_MAX_SIDE = 4096;
/** Uploads decoded at the same time in one server process (at most the cores but one); more wait in a queue. */
export const UPLOADS_AT_ONCE = 2;
/** Images a shopper may have uploaded and not yet saved on the profile. */
export const UPLOAD_PENDING_MAX = 10;
/** Unsaved uploads are deleted (rows and files) after this long; a sweep runs at start and every hour. */
export const UPLOAD_PENDING_TTL_MS = 60 * 60 * 1000;
/** The largest stored image (the re-encoded WebP): a file that compresses worse than this is refused. */
export const UPLOAD_STORED_MAX_BYTES = 1024 * 1024;
/**
 * After a 413 the rest of the client's body is read and thrown away, up to this much, so that the answer reaches a
 * client still sending (a browser uploading a large photo) instead of a connection reset; a client sending more is
 * cut off (docs/decisions/040-error-pages.md). Node's request timeout bounds the time it may take.
 */
export const TOO_LARGE_DRAIN_MAX_BYTES = 64 * 1024 * 1024;
