import { createServer, type Server } from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { E2E_OTHER_ORIGIN_PORT } from '../../playwright.config';
import { cartByApi, demoProducts, type Shopper } from './fixtures/shopping';
import { newAccount, verifiedAccount } from './fixtures/outbox';

/**
 * Issue 27 §4: a front end on another origin (docs/headless.md) calls the API from a real browser. No request
 * interception here: Playwright's routing answers preflights itself and would hide a refused one. The shop is started
 * with CORS_ORIGINS listing the other origin (playwright.config.ts); this spec serves that origin's page itself.
 */
const OTHER_ORIGIN = `http://127.0.0.1:${E2E_OTHER_ORIGIN_PORT}`;

test.describe.configure({ timeout: 90_000 });

let server: Server;
test.beforeAll(async () => {
  server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      '<!doctype html><html lang="en"><head><title>Another shop</title></head><body>Another shop</body></html>',
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(E2E_OTHER_ORIGIN_PORT, '127.0.0.1', resolve);
  });
});
test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

type Call = { method: string; path: string; body?: unknown };
type Answer = { status: number; body: unknown } | { failed: string };

/** Calls the shop's API with fetch from the page on the other origin, as the spec's client does: bearer token, JSON. */
function callFromOtherOrigin(page: Page, shopper: Shopper, apiOrigin: string, call: Call): Promise<Answer> {
  return page.evaluate(
    async ({ apiOrigin, token, call }) => {
      try {
        const response = await fetch(`${apiOrigin}${call.path}`, {
          method: call.method,
          // The spec's client (axios) sends a JSON content type on every call, a body-less DELETE included.
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
        });
        return { status: response.status, body: (await response.json()) as unknown };
      } catch (error) {
        // A refused preflight: the browser only says the fetch failed.
        return { failed: String(error) };
      }
    },
    { apiOrigin, token: shopper.token, call },
  );
}

test('a front end on another origin adds to the cart, changes a quantity and removes a line', async ({
  page,
  request,
  baseURL,
}) => {
  const shopApi = new URL(baseURL!).origin;
  const shopper = await verifiedAccount(request, newAccount('headless'));
  const { plain } = await demoProducts(request);
  const [kept, removed] = plain.slice(-2);

  await page.goto(`${OTHER_ORIGIN}/`);
  await expect(page).toHaveTitle('Another shop');
  expect(new URL(page.url()).origin).not.toBe(shopApi);
  const call = (c: Call) => callFromOtherOrigin(page, shopper, shopApi, c);

  for (const product of [kept!, removed!]) {
    expect(await call({ method: 'POST', path: '/api/cart/add', body: { productId: product.id, quantity: 1 } })).toEqual(
      {
        status: 201,
        body: expect.objectContaining({ status: true }),
      },
    );
  }
  const cart = await call({ method: 'GET', path: '/api/cart' });
  expect(cart).toMatchObject({ status: 200 });
  const lines = (cart as { body: { id: number; productId: number }[] }).body;
  const lineOf = (productId: number) => lines.find((line) => line.productId === productId)!.id;

  expect(await call({ method: 'PUT', path: `/api/cart/${lineOf(kept!.id)}`, body: { quantity: 3 } })).toEqual({
    status: 200,
    body: expect.objectContaining({ productId: kept!.id, quantity: 3 }),
  });
  expect(await call({ method: 'DELETE', path: `/api/cart/${lineOf(removed!.id)}` })).toEqual({
    status: 200,
    body: expect.objectContaining({ status: true }),
  });

  // What the shop itself now holds for this shopper.
  const after = await cartByApi(request, shopper);
  expect(after.map((line) => ({ productId: line.productId, quantity: line.quantity }))).toEqual([
    { productId: kept!.id, quantity: 3 },
  ]);
});
