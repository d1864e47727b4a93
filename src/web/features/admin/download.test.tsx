import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadFile } from './download';

afterEach(() => {
  vi.unstubAllGlobals();
});

const refusal = (status: number, body: string) =>
  vi.fn(async () => new Response(body, { status, headers: { 'content-type': 'application/json' } }));

describe('downloadFile', () => {
  it('a refusal carrying only `message` (a rate limit, a framework error) shows that message', async () => {
    vi.stubGlobal(
      'fetch',
      refusal(429, JSON.stringify({ statusCode: 429, error: 'Too Many Requests', message: 'Try again in a minute' })),
    );
    await expect(downloadFile('/api/admin/export/orders.csv', 'orders.csv')).rejects.toMatchObject({
      status: 429,
      message: 'Try again in a minute',
    });
  });

  it('the API’s own refusal shows its `msg`', async () => {
    vi.stubGlobal('fetch', refusal(403, JSON.stringify({ error: true, msg: 'Admins only', message: 'Admins only' })));
    await expect(downloadFile('/api/admin/export/orders.csv', 'orders.csv')).rejects.toMatchObject({
      status: 403,
      message: 'Admins only',
    });
  });
});
