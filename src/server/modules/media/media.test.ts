import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sizedFileName } from '#src/shared/images';
import { signedInUser, type TestUser } from '#src/test/auth';
import { testAppForFile } from '#src/test/test-app';
import { signedInUserForFile } from '#src/test/shop';
import { uploadAs, type FilePart } from '#src/test/uploads';

const t = testAppForFile({ template: 'empty' });
const alice = signedInUserForFile(t);
const bob = signedInUserForFile(t);

const upload = (user: TestUser | null, files: FilePart[]) => uploadAs(t, user, files);

const jpeg = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: '#e11d48' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'secret-owner-name', ImageDescription: 'home address' } })
    .toBuffer();
const png = () =>
  sharp({ create: { width: 30, height: 30, channels: 4, background: '#16a34a' } })
    .png()
    .toBuffer();
const webp = () =>
  sharp({ create: { width: 30, height: 30, channels: 3, background: '#2563eb' } })
    .webp()
    .toBuffer();
const media = (name: string) => path.join(t.config.MEDIA_DIR, name);

describe('POST /api/user/upload', () => {
  it('stores JPEG, PNG and WEBP as re-encoded WebP with sized variants and no metadata', async () => {
    const photo = await jpeg(1200, 900);
    expect(photo.includes('secret-owner-name')).toBe(true);
    const answer = await upload(alice, [
      { filename: 'me.jpg', type: 'image/jpeg', data: photo },
      { filename: 'me.png', type: 'image/png', data: await png() },
      { filename: 'me.webp', type: 'image/webp', data: await webp() },
    ]);
    expect(answer.status).toBe(201);
    const images = answer.body['images'] as string[];
    expect(images).toHaveLength(3);
    for (const name of images) {
      expect(name).toMatch(/^u-[0-9a-f]{32}\.webp$/);
      const meta = await sharp(media(name)).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(readFileSync(media(name)).includes('secret-owner-name')).toBe(false);
      // The three widths pages ask for (decision 002, the srcset), written out rather than read from IMAGE_WIDTHS.
      for (const width of [200, 400, 800]) {
        expect(existsSync(media(name.replace(/\.webp$/, `-${width}.webp`))), `${name} at ${width}`).toBe(true);
      }
    }
    expect((await sharp(media(sizedFileName(images[0]!, 400))).metadata()).width).toBe(400);
    const served = await t.app.inject({ method: 'GET', url: `/download/${images[0]}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('refuses a text file named .png with the spec message, storing nothing', async () => {
    const before = readdirSync(t.config.MEDIA_DIR).length;
    const answer = await upload(alice, [
      { filename: 'fine.jpg', type: 'image/jpeg', data: await jpeg() },
      { filename: 'evil.png', type: 'image/png', data: Buffer.from('<?php system($_GET["c"]); ?> not an image') },
    ]);
    expect(answer.status).toBe(415);
    expect(answer.body).toMatchObject({ error: true, msg: 'Please select a valid JPG or PNG image file.' });
    expect(readdirSync(t.config.MEDIA_DIR).length).toBe(before);
  });

  it('refuses other image formats by content (a GIF named .jpg)', async () => {
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    const answer = await upload(alice, [{ filename: 'x.jpg', type: 'image/jpeg', data: gif }]);
    expect(answer.status).toBe(415);
  });

  it('refuses a file over 5 MB', async () => {
    const big = Buffer.concat([await jpeg(), randomBytes(5 * 1024 * 1024)]);
    const answer = await upload(alice, [{ filename: 'big.jpg', type: 'image/jpeg', data: big }]);
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ msg: 'Each image must be at most 5 MB' });
  });

  it('refuses 6 files', async () => {
    const file = { filename: 'a.jpg', type: 'image/jpeg', data: await jpeg() };
    const answer = await upload(
      alice,
      Array.from({ length: 6 }, () => file),
    );
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ msg: 'You can upload at most 5 images at a time' });
    expect(
      (
        await upload(
          alice,
          Array.from({ length: 5 }, () => file),
        )
      ).status,
    ).toBe(201);
  });

  it('needs a signed-in user, the images field and a multipart body', async () => {
    expect((await upload(null, [{ filename: 'a.jpg', type: 'image/jpeg', data: await jpeg() }])).status).toBe(401);
    expect(
      (await upload(alice, [{ field: 'avatar', filename: 'a.jpg', type: 'image/jpeg', data: await jpeg() }])).status,
    ).toBe(400);
    expect((await upload(alice, [])).status).toBe(400);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/user/upload',
      headers: alice.headers,
      payload: { images: [] },
    });
    expect(json.statusCode).toBe(400);
  });
});

describe('pending uploads', () => {
  it('belong to their uploader: listing and deleting touch only the own', async () => {
    const mine = (await upload(alice, [{ filename: 'a.png', type: 'image/png', data: await png() }])).body[
      'images'
    ] as string[];
    const theirs = (await upload(bob, [{ filename: 'b.png', type: 'image/png', data: await png() }])).body[
      'images'
    ] as string[];
    const list = await t.app.inject({ method: 'GET', url: '/api/imageUpload', headers: bob.headers });
    expect(list.statusCode).toBe(200);
    const records = list.json() as { images: string[] }[];
    expect(records.flatMap((r) => r.images)).toEqual(theirs);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/imageUpload/deleteAllImages',
      headers: bob.headers,
    });
    expect(removed.json()).toEqual({ success: true, removed: 1 });
    expect(existsSync(media(theirs[0]!))).toBe(false);
    expect(existsSync(media(mine[0]!))).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/imageUpload', headers: bob.headers })).json()).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/imageUpload' })).statusCode).toBe(401);
  });

  it("can be saved on the own profile (not another user's), and survive deleteAllImages once saved", async () => {
    const carol = await signedInUser(t);
    const [first, second] = (
      await upload(carol, [
        { filename: 'a.png', type: 'image/png', data: await png() },
        { filename: 'b.png', type: 'image/png', data: await png() },
      ])
    ).body['images'] as string[];
    const stolen = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${bob.id}`,
      headers: bob.headers,
      payload: { images: [first] },
    });
    expect(stolen.statusCode).toBe(400);

    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${carol.id}`,
      headers: carol.headers,
      payload: { name: 'Carol', images: [first] },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ images: [first] });
    await t.app.inject({ method: 'DELETE', url: '/api/imageUpload/deleteAllImages', headers: carol.headers });
    expect(existsSync(media(first!))).toBe(true);
    expect(existsSync(media(second!))).toBe(false);

    // Replacing the avatar removes the old file.
    const [next] = (await upload(carol, [{ filename: 'c.png', type: 'image/png', data: await png() }])).body[
      'images'
    ] as string[];
    await t.app.inject({
      method: 'PUT',
      url: `/api/user/${carol.id}`,
      headers: carol.headers,
      payload: { images: [next] },
    });
    expect(existsSync(media(first!))).toBe(false);
    expect(existsSync(media(next!))).toBe(true);
  });
});
