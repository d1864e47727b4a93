import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

// Found by the fuzzer (src/test/fuzz): undecodable URLs were answered by Fastify in its own shape.
describe('addresses that cannot be decoded', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ template: 'empty' });
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(['/api/my-list/%', '/api/products/%ED%A0%80', '/download/%ff%'])('%s answers 400 in the error shape', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: true, msg: 'The address is not valid', message: 'The address is not valid' });
  });
});
