import { randomBytes } from 'node:crypto';
import type { TestUser } from './auth';
import type { TestApp } from './test-app';

export type FilePart = { field?: string; filename: string; type: string; data: Buffer };

/** A multipart/form-data body of `files` (field `images` unless named), as a browser's FormData sends it. */
export function multipart(files: FilePart[]) {
  const boundary = `----kirana${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'images'}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** `POST /api/user/upload` as `user` (a guest when null): the status and the JSON answer. */
export async function uploadAs(t: TestApp, user: TestUser | null, files: FilePart[]) {
  const { payload, contentType } = multipart(files);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/user/upload',
    headers: { 'content-type': contentType, ...(user ? user.headers : {}) },
    payload,
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}
