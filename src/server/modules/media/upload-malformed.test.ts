import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, type TestUser } from '#src/test/auth';
import { createTestApp, type TestApp } from '#src/test/test-app';

let t: TestApp;
let alice: TestUser;

beforeAll(async () => {
  t = await createTestApp({ template: 'empty' });
  alice = await signedInUser(t);
});
afterAll(async () => t?.close());

describe('POST /api/user/upload with a malformed multipart body (found by the fuzzer: they were 500s)', () => {
  it('answers 400 with the multipart message when the boundary is missing or the body is cut short', async () => {
    const bodies = [
      ['multipart/form-data', 'not multipart at all'],
      ['multipart/form-data; boundary=zz', 'not multipart at all'],
      [
        'multipart/form-data; boundary=zz',
        '--zz\r\nContent-Disposition: form-data; name="images"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nabc',
      ],
    ];
    for (const [contentType, payload] of bodies) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/user/upload',
        headers: { ...alice.headers, 'content-type': contentType! },
        payload,
      });
      expect(response.statusCode, `${contentType}: ${response.body}`).toBe(400);
      expect(response.json()).toMatchObject({ error: true, msg: 'Please send the images as multipart/form-data' });
    }
  });
});
