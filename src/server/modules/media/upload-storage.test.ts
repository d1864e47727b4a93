import { SERVER_TEXT } from '#src/shared/texts/server';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { signedInUser } from '#src/test/auth';
import { beforeAllValue } from '#src/test/hooks';
import { createTestApp } from '#src/test/test-app';
import { uploadAs } from '#src/test/uploads';

/**
 * Issue 27 §3: a media folder the server cannot write (full, read-only, not ours) answered "Please select a valid JPG
 * or PNG image file" — the shopper's image was fine. It answers 507 "The image could not be stored", and the cause is
 * logged at error level for the operator.
 */

/**
 * A folder this process cannot write: read-only permissions for a plain user; as root, which writes anywhere on a
 * normal disk, sysfs, which refuses new files to everyone.
 */
function unwritableFolder(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'kirana-readonly-media-'));
  chmodSync(dir, 0o555);
  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    writeFileSync(path.join(dir, 'probe'), '');
  } catch {
    return { dir, remove };
  }
  remove();
  return { dir: '/sys', remove: () => undefined };
}

const folder = unwritableFolder();
afterAll(folder.remove);
const lines: string[] = [];
const logStream = new PassThrough();
logStream.on('data', (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
const t = beforeAllValue(
  () => createTestApp({ template: 'empty', env: { MEDIA_DIR: folder.dir, LOG_LEVEL: 'warn' }, logStream }),
  (app) => app.close(),
);

describe('a media folder that cannot be written', () => {
  it('answers an upload 507 "could not be stored", logs the cause at error level, and keeps nothing pending', async () => {
    const shopper = await signedInUser(t);
    const image = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#16a34a' } })
      .png()
      .toBuffer();
    const answer = await uploadAs(t, shopper, [{ filename: 'a.png', type: 'image/png', data: image }]);
    expect(answer.status).toBe(507);
    expect(answer.body).toMatchObject({ error: true, msg: SERVER_TEXT.uploads.notStored });

    const logged = lines.map((line) => JSON.parse(line) as { level: number; msg?: string; err?: { code?: string } });
    expect(logged).toContainEqual(
      expect.objectContaining({
        level: 50,
        msg: SERVER_TEXT.uploads.notStored,
        err: expect.objectContaining({ code: expect.stringMatching(/^(EACCES|EROFS|EPERM)$/) }),
      }),
    );
    const pending = await t.app.inject({ method: 'GET', url: '/api/imageUpload', headers: shopper.headers });
    expect(pending.json()).toEqual([]);
  });
});
