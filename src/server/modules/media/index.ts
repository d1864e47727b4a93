/** Uploaded images: storing them, the uploader's pending list (and its hourly expiry), deleting files. */
export { mediaRoutes } from './media.routes';
export { claimUploads, forgetPending, pendingImageNames, removeUploadedFiles, startUploadSweep } from './media.service';
