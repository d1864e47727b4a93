import { describe, expect, it } from 'vitest';
import { testAppForFile } from '../test/test-app';
import { TEXT } from '#src/shared/texts';

const t = testAppForFile({ template: 'empty' });

describe('the API shell', () => {
  it('answers health once the database is ready', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
  });

  it('answers unknown API paths with a JSON 404 in the error shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toMatchObject({ error: true, msg: expect.any(String), message: expect.any(String) });
  });

  it('answers malformed JSON with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/no-such-thing',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: true, msg: TEXT.errors.invalidJson });
  });

  it('sends security headers with a per-request script nonce and no X-Powered-By', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/health' });
    const second = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(first.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toEqual(String(second.headers['content-security-policy']));
    expect(first.headers['x-powered-by']).toBeUndefined();
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect(first.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('publishes the OpenAPI document and a docs page', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toContain('/api/health');
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toContain('swagger');
  });

  it('compresses large answers when the client accepts it', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/docs/static/swagger-ui-bundle.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('refuses path traversal under /download', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/download/..%2f..%2fpackage.json' });
    expect([400, 403, 404]).toContain(response.statusCode);
    expect(response.body).not.toContain('"name": "kirana"');
  });
});
