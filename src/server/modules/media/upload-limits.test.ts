import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pendingUploads } from '#src/db/schema/media';
import { users } from '#src/db/schema/accounts';
import { UPLOAD_PENDING_TTL_MS } from '#src/shared/constants';
import { IMAGE_WIDTHS, sizedFileName } from '#src/shared/images';
import { signedInUser } from '#src/test/auth';
import { testAppForFile } from '#src/test/test-app';
import { uploadAs } from '#src/test/uploads';
import { sweepExpiredUploads } from './media.service';

/** Issue 11 §3: uploads cannot starve the server or fill the disk. Each test replays one attack. */
const t = testAppForFile({ template: 'empty' });

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#16a34a' } })
    .png()
    .toBuffer();
const asPng = (data: Buffer) => ({ filename: 'a.png', type: 'image/png', data });
const media = (name: string) => path.join(t.config.MEDIA_DIR, name);
const allFiles = (name: string) => [name, ...IMAGE_WIDTHS.map((w) => sizedFileName(name, w))].map(media);

/** A 57-byte PNG whose header claims `width` × `height` over one empty data chunk: decoding it would take gigabytes. */
function pngHeaderOnly(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const emptyDeflate = Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', emptyDeflate),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('image dimensions, read from the header', () => {
  it('refuses a 5000×10 PNG with 400 and a clear message, storing nothing', async () => {
    const shopper = await signedInUser(t);
    const before = readdirSync(t.config.MEDIA_DIR).length;
    const answer = await uploadAs(t, shopper, [asPng(await png(5000, 10))]);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      error: true,
      msg: 'Images can be at most 4096 × 4096 pixels; please use a smaller image',
    });
    expect(readdirSync(t.config.MEDIA_DIR).length).toBe(before);
  });

  it('answers from the header alone: a 57-byte file claiming 60,000 × 60,000 px gets the same 400', async () => {
    const shopper = await signedInUser(t);
    const answer = await uploadAs(t, shopper, [asPng(pngHeaderOnly(60_000, 60_000))]);
    expect(answer.status).toBe(400);
    expect(answer.body['msg']).toMatch(/at most 4096 × 4096 pixels/);
  });

  it('still takes an image of exactly 4096 px on its long side', async () => {
    const shopper = await signedInUser(t);
    expect((await uploadAs(t, shopper, [asPng(await png(4096, 8))])).status).toBe(201);
  });
});

describe('one upload in flight per shopper', () => {
  it('answers a second parallel upload from the same shopper with 429, while another shopper is served', async () => {
    const [mallory, other] = [await signedInUser(t), await signedInUser(t)];
    const photo = asPng(await png(1500, 1200));
    const answers = await Promise.all([
      uploadAs(t, mallory, [photo]),
      uploadAs(t, mallory, [photo]),
      uploadAs(t, other, [photo]),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 429]);
    const refused = answers.find((a) => a.status === 429)!;
    expect(refused.body).toMatchObject({ error: true, msg: 'Please wait until your previous upload has finished' });
    // Once the first has finished, the next one is taken.
    expect((await uploadAs(t, mallory, [photo])).status).toBe(201);
  });
});

describe('pending (unsaved) uploads', () => {
  it('stops at 10 per shopper: the 11th answers 409 and stores nothing', async () => {
    const shopper = await signedInUser(t);
    const five = Array.from({ length: 5 }, () => asPng(Buffer.alloc(0)));
    const image = await png(20, 20);
    for (const file of five) file.data = image;
    expect((await uploadAs(t, shopper, five)).status).toBe(201);
    expect((await uploadAs(t, shopper, five)).status).toBe(201);
    const before = readdirSync(t.config.MEDIA_DIR).length;
    const eleventh = await uploadAs(t, shopper, [asPng(image)]);
    expect(eleventh.status).toBe(409);
    expect(eleventh.body['msg']).toBe(
      'You can have at most 10 unsaved images: save your profile or remove them before uploading more',
    );
    expect(readdirSync(t.config.MEDIA_DIR).length).toBe(before);
    // Forgetting them makes room again.
    await t.app.inject({ method: 'DELETE', url: '/api/imageUpload/deleteAllImages', headers: shopper.headers });
    expect((await uploadAs(t, shopper, [asPng(image)])).status).toBe(201);
  });

  it('expire after an hour: the sweep deletes the rows and files, keeping images saved on the profile', async () => {
    const shopper = await signedInUser(t);
    const image = asPng(await png(20, 20));
    const [saved, unsaved] = (await uploadAs(t, shopper, [image, image])).body['images'] as string[];
    const [fresh] = (await uploadAs(t, shopper, [image])).body['images'] as string[];
    await t.db
      .update(users)
      .set({ images: [saved!] })
      .where(eq(users.id, shopper.id));
    const rows = await t.db.select().from(pendingUploads).where(eq(pendingUploads.userId, shopper.id));
    const old = rows.find((row) => row.images.includes(saved!))!;
    await t.db
      .update(pendingUploads)
      .set({ createdAt: new Date(Date.now() - UPLOAD_PENDING_TTL_MS - 1000) })
      .where(eq(pendingUploads.id, old.id));

    const profileImages = async (userId: number) =>
      (await t.db.select({ images: users.images }).from(users).where(eq(users.id, userId)))[0]?.images ?? [];
    expect(await sweepExpiredUploads(t.db, t.config.MEDIA_DIR, profileImages)).toBe(1);

    for (const file of allFiles(unsaved!)) expect(existsSync(file), file).toBe(false);
    for (const file of allFiles(saved!)) expect(existsSync(file), file).toBe(true);
    for (const file of allFiles(fresh!)) expect(existsSync(file), file).toBe(true);
    const listed = (
      await t.app.inject({ method: 'GET', url: '/api/imageUpload', headers: shopper.headers })
    ).json() as { images: string[] }[];
    expect(listed.flatMap((row) => row.images)).toEqual([fresh]);
  });
});

describe('stored size', () => {
  it('refuses with 413 an image that does not compress below the stored-size cap, storing nothing', async () => {
    const shopper = await signedInUser(t);
    // 1,600 px of noise: 2 MB as a JPEG (under the 5 MB upload limit) and about 1.7 MB as WebP.
    const noise = await sharp(randomBytes(1600 * 1600 * 3), { raw: { width: 1600, height: 1600, channels: 3 } })
      .jpeg({ quality: 90 })
      .toBuffer();
    const before = readdirSync(t.config.MEDIA_DIR).length;
    const answer = await uploadAs(t, shopper, [{ filename: 'noise.jpg', type: 'image/jpeg', data: noise }]);
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({
      error: true,
      msg: 'This image does not compress below 1 MB; please use a smaller or less detailed image',
    });
    expect(readdirSync(t.config.MEDIA_DIR).length).toBe(before);
  });
});
