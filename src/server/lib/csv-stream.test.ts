import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvStream } from './csv-cell';

/**
 * An export whose database fails half-way (an outage, a lost connection): the download is cut short and the server
 * goes on. With `pipe` the source's error had no listener and ended the process (issue 27).
 */

async function* failingRecords() {
  yield { order_id: 1, product: 'Toor dal' };
  yield { order_id: 2, product: 'Basmati rice' };
  throw Object.assign(new Error('Connection terminated unexpectedly'), { code: 'ECONNRESET' });
}

const app = Fastify({ logger: false });
app.get('/export', async (_request, reply) =>
  reply.type('text/csv').send(csvStream(failingRecords(), ['order_id', 'product'])),
);
app.get('/health', async () => ({ ok: true }));
let base = '';

beforeAll(async () => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(() => app.close());

/** What a client receives: the bytes, and whether the answer ended whole or was cut off. */
function download(url: string): Promise<{ body: string; complete: boolean }> {
  return new Promise((resolve) => {
    let body = '';
    http
      .get(url, (response) => {
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ body, complete: response.complete }));
        response.on('error', () => resolve({ body, complete: false }));
        response.on('aborted', () => resolve({ body, complete: false }));
      })
      .on('error', () => resolve({ body, complete: false }));
  });
}

describe('a CSV export whose source fails half-way', () => {
  it('is cut short for the client, and the server answers the next request', async () => {
    const answer = await download(`${base}/export`);
    expect(answer.complete).toBe(false);
    expect(answer.body.startsWith('order_id,product\n')).toBe(true);
    const health = await fetch(`${base}/health`);
    expect(health.status).toBe(200);
  });
});
