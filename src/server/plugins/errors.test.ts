import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '#src/db/schema/index';
import { signedInUser } from '#src/test/auth';
import { testAppForFile } from '#src/test/test-app';
import { TEXT } from '#src/shared/texts';

const t = testAppForFile({ template: 'empty' });

// Found by the fuzzer (src/test/fuzz): undecodable URLs were answered by Fastify in its own shape.
describe('addresses that cannot be decoded', () => {
  it.each(['/api/my-list/%', '/api/products/%ED%A0%80', '/download/%ff%'])(
    '%s answers 400 in the error shape',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      const message = TEXT.errors.badAddress;
      expect(response.json()).toEqual({ error: true, msg: message, message, code: 'BAD_ADDRESS' });
    },
  );
});

// Found by the fuzzer (src/test/fuzz): PostgreSQL cannot store a NUL character, and the error it raised was a 500.
describe('text with a NUL character', () => {
  it('answers 400 in the error shape and changes nothing', async () => {
    const asha = await signedInUser(t, { name: 'Asha' });
    const message = TEXT.errors.unstorableText;
    const answers = [
      await t.app.inject({
        method: 'POST',
        url: '/api/user/signin',
        payload: { email: 'a\u0000b@example.com', password: 'x' },
      }),
      await t.app.inject({
        method: 'POST',
        url: '/api/user/verifyemail',
        payload: { email: 'a\u0000b@example.com', otp: '123456' },
      }),
      await t.app.inject({
        method: 'PUT',
        url: `/api/user/${asha.id}`,
        headers: asha.headers,
        payload: { name: 'Asha\u0000' },
      }),
    ];
    // verifyemail's errors carry the failure flag its client reads (decisions §1).
    const flags = [{}, { success: false }, {}];
    answers.forEach((answer, i) => {
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json()).toEqual({ ...flags[i], error: true, msg: message, message, code: 'BAD_REQUEST' });
    });
    const [row] = await t.db.select({ name: users.name }).from(users).where(eq(users.id, asha.id));
    expect(row!.name).toBe('Asha');
  });
});
