import { describe, expect, it } from 'vitest';
import { LOW_STOCK_THRESHOLD } from '#src/shared/constants';
import { call } from '#src/test/accounts';
import { signedInUser } from '#src/test/auth';
import { createProduct, variantsOf } from '#src/test/factories';
import { testAppForFile } from '#src/test/test-app';

const t = testAppForFile({ template: 'empty' });

const cookieOf = (headers: Record<string, unknown>) => String(headers['set-cookie'] ?? '');

describe('GET /api/admin/overview', () => {
  it('counts products, and variants low on stock or sold out, and lists the packs to restock, for admins only', async () => {
    const first = await createProduct(t.db, { name: 'Atta' }, [
      { countInStock: 0 },
      { countInStock: 1 },
      { countInStock: LOW_STOCK_THRESHOLD },
    ]);
    const second = await createProduct(t.db, { name: 'Besan' }, [
      { countInStock: LOW_STOCK_THRESHOLD + 1 },
      { countInStock: 0 },
    ]);
    // An archived product counts nowhere: not a product, its packs neither sold out nor to restock.
    await createProduct(t.db, { archivedAt: new Date() }, [{ countInStock: 0 }, { countInStock: 1 }]);
    const admin = await signedInUser(t, { role: 'owner' });
    const answer = await call(t.app, 'GET', '/api/admin/overview', undefined, admin.headers);
    expect(answer.status).toBe(200);
    const [a, b] = [await variantsOf(t.db, first.id), await variantsOf(t.db, second.id)];
    const pack = (variant: { id: number; productId: number; label: string; countInStock: number }, title: string) => ({
      variantId: variant.id,
      productId: variant.productId,
      productTitle: title,
      label: variant.label,
      countInStock: variant.countInStock,
    });
    expect(answer.body).toEqual({
      products: 2,
      lowStockVariants: 2,
      outOfStockVariants: 2,
      // Fewest first: the sold-out packs, then 1, then LOW_STOCK_THRESHOLD.
      lowStockPacks: [pack(a[0]!, 'Atta'), pack(b[1]!, 'Besan'), pack(a[1]!, 'Atta'), pack(a[2]!, 'Atta')],
    });
    expect(answer.headers['cache-control']).toBe('private, no-store');

    const staff = await signedInUser(t, { role: 'staff' });
    expect((await call(t.app, 'GET', '/api/admin/overview', undefined, staff.headers)).status).toBe(403);
  });
});

describe('the back-office cookie (server-rendered /admin pages, decision 021)', () => {
  const signIn = (email: string, password: string) => call(t.app, 'POST', '/api/user/signin', { email, password });

  it('is set, HttpOnly, by a back-office user’s sign-in, with the answer’s token', async () => {
    const staff = await signedInUser(t, { role: 'staff' });
    const answer = await signIn(staff.email, staff.password);
    const cookie = cookieOf(answer.headers);
    expect(cookie).toContain(`kirana_admin=${encodeURIComponent(String(answer.body['token']))}`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
  });

  it('is cleared by a shopper’s sign-in and by sign-out', async () => {
    const shopper = await signedInUser(t);
    expect(cookieOf((await signIn(shopper.email, shopper.password)).headers)).toMatch(/^kirana_admin=; Max-Age=0/);
    const admin = await signedInUser(t, { role: 'owner' });
    const out = await call(t.app, 'POST', '/api/user/signout', {}, admin.headers);
    expect(out.status).toBe(200);
    expect(cookieOf(out.headers)).toMatch(/^kirana_admin=; Max-Age=0/);
  });

  it('is never read by the API: a request with only the cookie is a guest', async () => {
    const admin = await signedInUser(t, { role: 'owner' });
    const answer = await call(t.app, 'GET', '/api/admin/me', undefined, { cookie: `kirana_admin=${admin.token}` });
    expect(answer.status).toBe(401);
  });
});
