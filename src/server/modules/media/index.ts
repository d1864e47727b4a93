/** Uploaded images: storing them, the uploader's pending list, deleting files. */
export { mediaRoutes } from './media.routes';
export { forgetPending, pendingImageNames, removeUploadedFiles } from './media.service';
