import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contracts } from '#src/contracts/index';
import type { Endpoint } from '#src/contracts/endpoint';
import { signedInUser } from '#src/test/auth';
import { createProduct } from '#src/test/factories';
import { testAppForFile } from '#src/test/test-app';

const t = testAppForFile({ template: 'empty' });
const endpoints = Object.values(contracts).flatMap((group) => Object.values(group) as Endpoint[]);
const urlOf = (endpoint: Endpoint) => endpoint.path.replace(/:\w+/g, '1');

describe('auth by scope', () => {
  const userEndpoints = endpoints.filter((endpoint) => endpoint.auth === 'user');

  it('covers every signed-in endpoint of the contracts', () => {
    expect(userEndpoints.map((e) => `${e.method} ${e.path}`)).toContain('POST /api/cart/add');
    expect(userEndpoints.length).toBeGreaterThan(15);
  });

  // The body is invalid for every endpoint: the 401 must come before validation reads it.
  for (const endpoint of userEndpoints) {
    it(`answers a guest 401 before reading the body: ${endpoint.method} ${endpoint.path}`, async () => {
      const response = await t.app.inject({
        method: endpoint.method,
        url: urlOf(endpoint),
        ...(endpoint.method === 'GET' ? {} : { headers: { 'content-type': 'application/json' }, payload: '{"x":' }),
      });
      expect(response.statusCode, response.body).toBe(401);
      expect(response.json()).toMatchObject({ ...endpoint.failure, error: true, msg: 'Please sign in to continue' });
    });
  }
});

describe('a drop-in API for the spec’s client', () => {
  it('accepts a trailing slash on every route, and still answers unknown API paths with JSON 404', async () => {
    const shopper = await signedInUser(t);
    const product = await createProduct(t.db);
    const add = await t.app.inject({
      method: 'POST',
      url: '/api/my-list/add/',
      headers: shopper.headers,
      payload: { productId: product.id },
    });
    expect(add.statusCode, add.body).toBe(201);
    expect((await t.app.inject({ method: 'GET', url: '/api/category/' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${product.id}/` })).json()).toMatchObject({
      id: product.id,
    });
    for (const url of ['/api/nothing/', '/api/nothing', '/api/']) {
      const unknown = await t.app.inject({ method: 'GET', url });
      expect(unknown.statusCode, url).toBe(404);
      expect(unknown.json(), url).toMatchObject({ error: true });
    }
  });

  it('puts the failure flag each client call reads on every error answer (status, success, error)', async () => {
    const shopper = await signedInUser(t);
    const jam = await createProduct(t.db, { name: 'Mango Jam', weights: ['250 g', '500 g'] });
    const cartAdd = (payload: object, headers: Record<string, string> = shopper.headers) =>
      t.app.inject({ method: 'POST', url: '/api/cart/add', headers, payload });

    const noWeight = await cartAdd({ productId: jam.id, quantity: 1 });
    expect(noWeight.statusCode).toBe(400);
    expect(noWeight.json()).toEqual({
      status: false,
      error: true,
      msg: 'Please choose a weight',
      message: 'Please choose a weight',
      code: 'BAD_REQUEST',
    });
    expect((await cartAdd({ productId: jam.id, quantity: 0, weight: '250 g' })).json()).toMatchObject({
      status: false,
      error: true,
    });
    expect((await cartAdd({ productId: jam.id, quantity: 1 }, {})).json()).toMatchObject({
      status: false,
      error: true,
    });
    const listAdd = await t.app.inject({ method: 'POST', url: '/api/my-list/add', payload: { productId: 'x' } });
    expect(listAdd.json()).toMatchObject({ status: false, error: true });

    const verify = await t.app.inject({ method: 'POST', url: '/api/user/verifyemail', payload: { email: 'a@b.co' } });
    expect(verify.statusCode).toBe(400);
    expect(verify.json()).toMatchObject({ success: false, error: true });
    const resend = await t.app.inject({ method: 'POST', url: '/api/user/verifyAccount/resendOtp', payload: [] });
    expect(resend.json()).toMatchObject({ success: false, error: true });
    const forgot = await t.app.inject({ method: 'POST', url: '/api/user/forgotPassword', payload: { email: 'x' } });
    expect(forgot.json()).toMatchObject({ status: 'FAILED', error: true });
    const reset = await t.app.inject({ method: 'POST', url: '/api/user/forgotPassword/changePassword', payload: {} });
    expect(reset.json()).toMatchObject({ status: 'FAILED', error: true });
    const change = await t.app.inject({ method: 'PUT', url: `/api/user/changePassword/${shopper.id}`, payload: {} });
    expect(change.statusCode).toBe(401);
    expect(change.json()).toMatchObject({ status: 'FAILED', error: true });
    // A call without a flag of its own keeps the common shape only.
    const product = await t.app.inject({ method: 'GET', url: '/api/products/999999' });
    expect(Object.keys(product.json()).sort()).toEqual(['code', 'error', 'message', 'msg']);
  });

  it('carries the flag on a rate-limited (429) sign-up too', async () => {
    const signUp = () =>
      t.app.inject({ method: 'POST', url: '/api/user/signup', remoteAddress: '203.0.113.9', payload: {} });
    let last = await signUp();
    for (let i = 0; i < 60 && last.statusCode !== 429; i++) last = await signUp();
    expect(last.statusCode).toBe(429);
    expect(last.json()).toMatchObject({ status: 'FAILED', error: true });
  });

  it('reads location=null and location=undefined (the original client before a choice) as All', async () => {
    const product = await createProduct(t.db, { isFeatured: true, countries: ['IN'] });
    const urls = [
      '/api/products/featured?location=',
      `/api/products/catId?catId=${product.catId}&location=`,
      `/api/products/${product.id}/related?location=`,
      '/api/search?q=product&location=',
      '/api/search/results?q=product&location=',
      '/api/search/suggest?q=product&location=',
    ];
    for (const url of urls) {
      const all = await t.app.inject({ method: 'GET', url: `${url}All` });
      expect(all.statusCode, url).toBe(200);
      for (const value of ['null', 'undefined']) {
        const answer = await t.app.inject({ method: 'GET', url: `${url}${value}` });
        expect(answer.statusCode, `${url}${value}`).toBe(200);
        expect(answer.json(), `${url}${value}`).toEqual(all.json());
      }
    }
  });

  it('accepts a DELETE with a JSON content type and no body', async () => {
    const shopper = await signedInUser(t);
    const product = await createProduct(t.db);
    await t.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      headers: shopper.headers,
      payload: { productId: product.id, quantity: 1 },
    });
    const [line] = (await t.app.inject({ method: 'GET', url: '/api/cart', headers: shopper.headers })).json();
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/cart/${line.id}`,
      headers: { ...shopper.headers, 'content-type': 'application/json' },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({ status: true });
  });

  it('sends no CORS headers by default, and lets other origins show the images', async () => {
    const api = await t.app.inject({
      method: 'GET',
      url: '/api/category',
      headers: { origin: 'https://shop.example' },
    });
    expect(api.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/cart/add',
      headers: { origin: 'https://shop.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(404);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    writeFileSync(path.join(t.config.MEDIA_DIR, 'u-cors-test.webp'), Buffer.from('RIFF0000WEBP'));
    const image = await t.app.inject({ method: 'GET', url: '/download/u-cors-test.webp' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['cross-origin-resource-policy']).toBe('cross-origin');
    // Everything else keeps helmet's same-origin policy.
    expect(api.headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});

describe('CORS_ORIGINS', () => {
  const cors = testAppForFile({
    template: 'empty',
    env: { CORS_ORIGINS: 'https://shop.example, http://localhost:5173' },
  });

  it('answers the preflight and the call of a listed origin on /api, without credentials', async () => {
    const preflight = await cors.app.inject({
      method: 'OPTIONS',
      url: '/api/cart/add',
      headers: {
        origin: 'https://shop.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('https://shop.example');
    expect(String(preflight.headers['access-control-allow-methods'])).toContain('POST');
    expect(String(preflight.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();

    const call = await cors.app.inject({
      method: 'GET',
      url: '/api/category',
      headers: { origin: 'http://localhost:5173' },
    });
    expect(call.statusCode).toBe(200);
    expect(call.headers['access-control-allow-origin']).toBe('http://localhost:5173');
  });

  // Issue 27 §4: @fastify/cors alone allows GET, HEAD and POST, so a browser on another origin could not change a
  // cart quantity (PUT) or remove a line (DELETE). Every endpoint's own method must pass its preflight.
  it('lets every endpoint of the contracts through its preflight, whatever its method', async () => {
    const methods = new Set(endpoints.map((endpoint) => endpoint.method));
    expect([...methods].sort()).toEqual(['DELETE', 'GET', 'PATCH', 'POST', 'PUT']);
    const refused: string[] = [];
    for (const endpoint of endpoints) {
      const preflight = await cors.app.inject({
        method: 'OPTIONS',
        url: urlOf(endpoint),
        headers: {
          origin: 'https://shop.example',
          'access-control-request-method': endpoint.method,
          'access-control-request-headers': 'authorization, content-type',
        },
      });
      const allowed = String(preflight.headers['access-control-allow-methods'] ?? '').split(/\s*,\s*/);
      if (preflight.statusCode !== 204 || !allowed.includes(endpoint.method)) {
        refused.push(`${endpoint.method} ${endpoint.path} (${preflight.statusCode}: ${allowed.join(',')})`);
      }
    }
    expect(refused).toEqual([]);
  });

  it('says nothing to an origin that is not listed, nor outside /api', async () => {
    const other = await cors.app.inject({
      method: 'GET',
      url: '/api/category',
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const health = await cors.app.inject({
      method: 'OPTIONS',
      url: '/api/health',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(health.headers['access-control-allow-origin']).toBeUndefined();
    const outside = await cors.app.inject({
      method: 'GET',
      url: '/download/missing.webp',
      headers: { origin: 'https://shop.example' },
    });
    expect(outside.headers['access-control-allow-origin']).toBeUndefined();
  });
});
