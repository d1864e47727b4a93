import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { logCapture } from '#src/test/logs';
import { createTestApp } from '#src/test/test-app';
import { serverOptions } from '../app';
import { loadConfig, type Config } from '../config';
import { errorsPlugin } from '../plugins/errors';

const REQUEST_LINES = ['incoming request', 'request completed'];

/** A bare server with the shop's logger settings and error handler: one route that answers, one that fails. */
async function serverLogging(config: Config) {
  const log = logCapture();
  const app = Fastify(serverOptions(config, log.stream));
  await app.register(errorsPlugin);
  app.get('/fine', async () => ({ ok: true }));
  app.get('/fails', async () => {
    throw new Error('the database went away');
  });
  await app.ready();
  const answers = [await app.inject('/fine'), await app.inject('/fails')];
  await app.close();
  return { statuses: answers.map((answer) => answer.statusCode), messages: log.messages() };
}

const config = (env: Record<string, string>) =>
  loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-keys', ...env });

describe('request logs (issue 27 §6)', () => {
  it('are quiet at the default level outside production: no line per request from the real app', async () => {
    const log = logCapture();
    const t = await createTestApp({ template: 'empty', logStream: log.stream });
    try {
      for (const url of ['/api/health', '/api/category', '/api/nowhere']) await t.app.inject(url);
    } finally {
      await t.close();
    }
    // The log is written (the demo shop's warning at start), without the requests.
    expect(log.messages().some((message) => message.startsWith('DEMO MODE'))).toBe(true);
    for (const line of REQUEST_LINES) expect(log.messages()).not.toContain(line);
  });

  it('keep the error of a failed request at the default level', async () => {
    const { statuses, messages } = await serverLogging(config({}));
    expect(statuses).toEqual([200, 500]);
    expect(messages).toContain('unhandled error');
    for (const line of REQUEST_LINES) expect(messages).not.toContain(line);
  });

  it('are both there at debug; in production one line per request at the default level (the access log)', async () => {
    const count = (messages: string[], line: string) => messages.filter((message) => message === line).length;
    const debug = await serverLogging(config({ LOG_LEVEL: 'debug' }));
    expect([count(debug.messages, 'incoming request'), count(debug.messages, 'request completed')]).toEqual([2, 2]);
    const production = await serverLogging({ ...config({}), isProduction: true });
    expect([count(production.messages, 'incoming request'), count(production.messages, 'request completed')]).toEqual([
      0, 2,
    ]);
    for (const { messages } of [debug, production]) expect(messages).toContain('unhandled error');
  });

  it('in production, say in the one line what was asked, by whom, the answer and its time', async () => {
    const log = logCapture();
    const app = Fastify(serverOptions({ ...config({}), isProduction: true }, log.stream));
    app.get('/fine', async () => ({ ok: true }));
    await app.ready();
    await app.inject({ url: '/fine?x=1', remoteAddress: '203.0.113.7' });
    await app.close();
    const line = log
      .text()
      .split('\n')
      .filter(Boolean)
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .find((entry) => entry['msg'] === 'request completed');
    expect(line).toMatchObject({
      level: 30,
      req: { method: 'GET', url: '/fine?x=1', remoteAddress: '203.0.113.7' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
  });
});
