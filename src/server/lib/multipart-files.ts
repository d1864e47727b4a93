import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/** The messages a refused multipart body gets, in the words of the endpoint's users. */
export type MultipartMessages = {
  /** Not multipart, or a body the parser cannot read (no boundary, cut short). */
  sendAsMultipart: string;
  /** A part under another field name than the endpoint's. */
  wrongField: string;
  /** A file over the route's `fileSize` limit. */
  fileTooLarge: string;
  /** More files or parts than the route's limits allow. */
  tooManyFiles: { status: 'BAD_REQUEST' | 'PAYLOAD_TOO_LARGE'; message: string };
};

/**
 * Reads the files of one field of a multipart body into memory, within the route's `multipartLimits` (the upload
 * pipeline's images, the catalogue's CSV file): every limit the parser trips becomes a 4xx with the endpoint's
 * message, never a 500; a part under another name stops the read.
 */
export async function readMultipartFiles(
  request: FastifyRequest,
  field: string,
  messages: MultipartMessages,
): Promise<Buffer[]> {
  if (!request.isMultipart()) throw new AppError('BAD_REQUEST', messages.sendAsMultipart);
  const files: Buffer[] = [];
  try {
    for await (const part of request.files()) {
      if (part.fieldname !== field) {
        part.file.resume();
        throw new AppError('BAD_REQUEST', messages.wrongField);
      }
      files.push(await part.toBuffer());
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw new AppError(messages.tooManyFiles.status, messages.tooManyFiles.message);
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', messages.fileTooLarge);
    if (error instanceof AppError) throw error;
    throw new AppError('BAD_REQUEST', messages.sendAsMultipart);
  }
  return files;
}
