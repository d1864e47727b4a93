import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { payments } from '#src/db/schema/index';
import { signedInUser } from '#src/test/auth';
import { createProduct } from '#src/test/factories';
import { createTestApp } from '#src/test/test-app';
import { shopForFile } from '#src/test/shop';
import { serverOptions } from '../app';
import { SHIPPING } from '#src/test/checkout';
import { errorsPlugin } from './errors';

/** Issue 11 §5: hosts, proxies, caching of private answers, unstorable text, logs, the docs UI. */

const { t, asha, rice } = shopForFile({ rice: { name: 'Basmati Rice', price: 649, countInStock: 10 } });

/** Log lines written by an app, as text. */
function logCapture() {
  const stream = new PassThrough();
  const lines: string[] = [];
  stream.on('data', (chunk: Buffer) => lines.push(chunk.toString('utf8')));
  return { stream, text: () => lines.join('') };
}

describe('Host and X-Forwarded-Host', () => {
  it('answers a malformed Host or X-Forwarded-Host with 400, never 500', async () => {
    const bad = ['exa mple.com', 'shop.example/evil', 'a@b.example', 'shop.example:port', '<script>', 'x\tb'];
    for (const host of bad) {
      for (const url of ['/api/health', '/api/products/featured', '/nowhere']) {
        const viaHost = await t.app.inject({ method: 'GET', url, headers: { host } });
        expect(viaHost.statusCode, `Host ${JSON.stringify(host)} ${url}`).toBe(400);
        expect(viaHost.json()).toMatchObject({ error: true, msg: 'The Host header is not valid' });
        const forwarded = await t.app.inject({ method: 'GET', url, headers: { 'x-forwarded-host': host } });
        expect(forwarded.statusCode, `X-Forwarded-Host ${JSON.stringify(host)} ${url}`).toBe(400);
      }
    }
    for (const proto of ['a b', 'javascript', 'https:x']) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-forwarded-proto': proto },
      });
      expect(response.statusCode, proto).toBe(400);
    }
  });

  it('accepts host names, addresses, ports and a proxies’ list', async () => {
    for (const host of ['shop.example', 'localhost:3000', '127.0.0.1:8080', '[::1]:3000', 'a.b-c.example.']) {
      const response = await t.app.inject({ method: 'GET', url: '/api/health', headers: { host } });
      expect(response.statusCode, host).toBe(200);
    }
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-host': 'shop.example, edge.internal:8443', 'x-forwarded-proto': 'https, http' },
    });
    expect(list.statusCode).toBe(200);
  });
});

describe('private answers', () => {
  it('marks every signed-in answer Cache-Control: private, no-store, and leaves public ones cacheable', async () => {
    const add = await t.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      headers: asha.headers,
      payload: { productId: rice.id, quantity: 1 },
    });
    expect(add.statusCode).toBe(201);
    const requests = [
      { method: 'GET', url: '/api/cart' },
      { method: 'GET', url: '/api/my-list' },
      { method: 'GET', url: '/api/orders' },
      { method: 'GET', url: `/api/user/${asha.id}` },
      { method: 'POST', url: '/api/payments/order', payload: {} },
      { method: 'GET', url: '/api/orders/999999' },
      { method: 'POST', url: '/api/payments/test/pay', payload: { orderId: 'order_x', cardNumber: '1' } },
    ] as const;
    for (const request of requests) {
      const response = await t.app.inject({ ...request, headers: asha.headers });
      expect(response.headers['cache-control'], `${request.method} ${request.url} ${response.statusCode}`).toBe(
        'private, no-store',
      );
    }
    const guest = await t.app.inject({ method: 'GET', url: '/api/cart' });
    expect(guest.statusCode).toBe(401);
    expect(guest.headers['cache-control']).toBe('private, no-store');
    const publicAnswer = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(publicAnswer.headers['cache-control']).not.toBe('private, no-store');
  });
});

describe('text PostgreSQL cannot store', () => {
  it('answers NUL in the shipping fields of POST /api/payments/order with 400 and stores nothing', async () => {
    const user = await signedInUser(t);
    await t.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      headers: user.headers,
      payload: { productId: rice.id, quantity: 1 },
    });
    const before = (await t.db.select().from(payments)).length;
    for (const field of ['name', 'address', 'pincode', 'phoneNumber'] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/payments/order',
        headers: user.headers,
        payload: { shipping: { ...SHIPPING, [field]: `12\u0000 Main` } },
      });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().msg).toBe('The request contains characters that cannot be stored');
    }
    expect((await t.db.select().from(payments)).length).toBe(before);
  });

  it('answers NUL anywhere in a body, a query or a path with 400', async () => {
    const answers = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/search?q=rice%00' }),
      t.app.inject({ method: 'GET', url: '/api/products/featured?location=In%00dia' }),
      t.app.inject({ method: 'GET', url: '/api/cart/1%00', headers: asha.headers }),
      t.app.inject({
        method: 'POST',
        url: '/api/cart/add',
        headers: asha.headers,
        payload: { productId: rice.id, quantity: 1, size: 'M\u0000' },
      }),
      t.app.inject({
        method: 'POST',
        url: '/api/orders/create',
        headers: asha.headers,
        payload: { ...SHIPPING, address: 'x\u0000', extra: { deep: ['\u0000'] } },
      }),
    ]);
    for (const response of answers) {
      expect([400, 404], response.body).toContain(response.statusCode);
      expect(response.statusCode).not.toBe(500);
    }
    expect(answers[0]!.statusCode).toBe(400);
    expect(answers[3]!.json().msg).toBe('The request contains characters that cannot be stored');
  });
});

describe('logs', () => {
  it('never hold request bodies, e-mails, addresses or card data, even for an unexpected error', async () => {
    const log = logCapture();
    const config = t.config;
    const app = Fastify(serverOptions({ ...config, LOG_LEVEL: 'trace' }, log.stream));
    await app.register(errorsPlugin);
    app.post('/fails', async (request) => {
      // What a database error thrown from a query looks like: Drizzle puts the parameters into the message.
      const cause = Object.assign(new Error('null value in column "x" violates not-null constraint'), {
        code: '23502',
        detail: 'Failing row contains (1, asha@example.com, 12 MG Road, 4111111111111111).',
      });
      const error = Object.assign(
        new Error(
          'Failed query: insert into "orders" values ($1, $2, $3)\nparams: asha@example.com,12 MG Road,4111111111111111',
        ),
        { params: ['asha@example.com', '12 MG Road', '4111 1111 1111 1111'], query: 'insert', cause },
      );
      request.log.info({ body: request.body, shipping: { address: '12 MG Road' } }, 'about to fail');
      request.log.info({ user: { email: 'asha@example.com', password: 'hunter22' } }, 'who');
      throw error;
    });
    await app.ready();
    const response = await app.inject({
      method: 'POST',
      url: '/fails',
      headers: { authorization: 'Bearer secret-token-value' },
      payload: { email: 'asha@example.com', address: '12 MG Road', cardNumber: '4111 1111 1111 1111', cvc: '123' },
    });
    await app.close();
    expect(response.statusCode).toBe(500);
    const text = log.text();
    expect(text).toContain('unhandled error');
    expect(text).toContain('Failed query');
    expect(text).toContain('23502');
    for (const secret of ['asha@example.com', '12 MG Road', '4111111111111111', '4111 1111 1111 1111', 'hunter22']) {
      expect(text, secret).not.toContain(secret);
    }
    expect(text).not.toContain('secret-token-value');
  });

  it('are written by the real app without the bodies of signed-in requests', async () => {
    const log = logCapture();
    const app = await createTestApp({ template: 'empty', env: { LOG_LEVEL: 'trace' }, logStream: log.stream });
    try {
      const user = await signedInUser(app, { email: 'ravi.logs@example.com' });
      const product = await createProduct(app.db, { price: 10, countInStock: 3 });
      await app.app.inject({
        method: 'POST',
        url: '/api/cart/add',
        headers: user.headers,
        payload: { productId: product.id, quantity: 1 },
      });
      const payment = await app.app.inject({
        method: 'POST',
        url: '/api/payments/order',
        headers: user.headers,
        payload: { shipping: { ...SHIPPING, address: '77 Residency Road' } },
      });
      expect(payment.statusCode).toBe(201);
    } finally {
      await app.close();
    }
    const text = log.text();
    expect(text).toContain('request completed');
    for (const secret of ['ravi.logs@example.com', '77 Residency Road', SHIPPING.phoneNumber]) {
      expect(text, secret).not.toContain(secret);
    }
  });
});

describe('the API docs UI', () => {
  it('is off in production unless API_DOCS=true; the OpenAPI document stays public', async () => {
    for (const [env, docsStatus] of [
      [{}, 404],
      [{ API_DOCS: 'true' }, 200],
    ] as const) {
      const log = logCapture();
      const production = await createTestApp({
        template: 'empty',
        env: { NODE_ENV: 'production', ...env },
        logStream: log.stream,
      });
      try {
        const docs = await production.app.inject({ method: 'GET', url: '/api/docs/' });
        expect(docs.statusCode, JSON.stringify(env)).toBe(docsStatus);
        const document = await production.app.inject({ method: 'GET', url: '/api/openapi.json' });
        expect(document.statusCode).toBe(200);
        expect(document.json().openapi).toMatch(/^3\./);
      } finally {
        await production.close();
      }
    }
  });
});
