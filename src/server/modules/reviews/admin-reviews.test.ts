import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, products } from '#src/db/schema/index';
import { roundRating } from '#src/shared/rating';
import { createProduct, createReview } from '#src/test/factories';
import { beforeAllValue } from '#src/test/hooks';
import { signedInUserForFile } from '#src/test/shop';
import { testAppForFile } from '#src/test/test-app';

/** Review moderation in the back office (issue 15, docs/decisions/028). */
const t = testAppForFile({ template: 'empty', env: { RATE_LIMITS: 'admin-write=100000' } });
const admin = signedInUserForFile(t, { role: 'owner', email: 'moderator@example.com' });

const get = (url: string, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method: 'GET', url, headers });
const setHidden = (id: number, body: unknown) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/admin/reviews/${id}`,
    headers: { ...admin.headers, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
const average = (ratings: number[]) =>
  ratings.length === 0 ? 0 : roundRating(ratings.reduce((a, b) => a + b, 0) / ratings.length);

describe('GET /api/admin/reviews', () => {
  const made = beforeAllValue(async () => {
    const rice = await createProduct(t.db, { name: 'Sona Masoori Rice' });
    const ghee = await createProduct(t.db, { name: 'Cow Ghee' });
    const at = (day: number) => new Date(`2026-10-${String(day).padStart(2, '0')}T09:00:00Z`);
    const a = await createReview(t.db, {
      productId: rice.id,
      customerName: 'Asha',
      review: 'Soft and fragrant',
      customerRating: 5,
      verifiedPurchase: true,
      createdAt: at(1),
    });
    const b = await createReview(t.db, {
      productId: rice.id,
      customerName: 'Ravi',
      review: 'Stones in it: 100% bad',
      customerRating: 1,
      createdAt: at(2),
    });
    const c = await createReview(t.db, {
      productId: ghee.id,
      customerName: 'Meera',
      review: 'Smells of home',
      customerRating: 4.5,
      hidden: true,
      createdAt: at(3),
    });
    const d = await createReview(t.db, {
      productId: ghee.id,
      customerName: 'Kiran',
      review: 'Too salty',
      customerRating: 0.5,
      createdAt: at(4),
    });
    return { rice, ghee, a, b, c, d };
  });
  const ids = async (query: string) => {
    const response = await get(`/api/admin/reviews${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().reviews as { id: number }[]).map((review) => review.id);
  };

  it('lists every review newest first, hidden ones too, with the product’s name and the verified mark', async () => {
    const response = await get('/api/admin/reviews');
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page.reviews.map((review: { id: number }) => review.id)).toEqual([
      made.d.id,
      made.c.id,
      made.b.id,
      made.a.id,
    ]);
    expect(page).toMatchObject({ total: 4, page: 1, totalPages: 1, perPage: 50 });
    expect(page.reviews[3]).toEqual({
      id: made.a.id,
      productId: made.rice.id,
      productTitle: 'Sona Masoori Rice',
      customerName: 'Asha',
      customerId: null,
      review: 'Soft and fragrant',
      customerRating: 5,
      dateCreated: '2026-10-01T09:00:00.000Z',
      verifiedPurchase: true,
      hidden: false,
    });
    expect(page.reviews[1]).toMatchObject({ id: made.c.id, hidden: true, verifiedPurchase: false });
  });

  it('filters by stars (rounded up), hidden or shown, product, and author or text', async () => {
    expect(await ids('?rating=1')).toEqual([made.d.id, made.b.id]);
    expect(await ids('?rating=5')).toEqual([made.c.id, made.a.id]);
    expect(await ids('?hidden=true')).toEqual([made.c.id]);
    expect(await ids('?hidden=false')).toEqual([made.d.id, made.b.id, made.a.id]);
    expect(await ids(`?productId=${made.ghee.id}`)).toEqual([made.d.id, made.c.id]);
    expect(await ids('?q=MEERA')).toEqual([made.c.id]);
    expect(await ids('?q=fragrant')).toEqual([made.a.id]);
    // LIKE's wildcards are taken literally.
    expect(await ids('?q=100%25')).toEqual([made.b.id]);
    expect(await ids('?q=_')).toEqual([]);
    expect(await ids(`?productId=${made.rice.id}&rating=1&hidden=false&q=stones`)).toEqual([made.b.id]);
  });

  it.each([['?rating=6'], ['?rating=2.5'], ['?hidden=yes'], ['?productId=abc'], ['?page=0']])(
    'refuses %s with 400',
    async (query) => {
      const response = await get(`/api/admin/reviews${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: true });
    },
  );
});

describe('PATCH /api/admin/reviews/:id (hide or show)', () => {
  const shop = beforeAllValue(async () => {
    const dal = await createProduct(t.db, { name: 'Toor Dal' });
    const ratings = [5, 4, 1.5];
    const reviews = [];
    for (const [i, customerRating] of ratings.entries())
      reviews.push(
        await createReview(t.db, {
          productId: dal.id,
          customerName: `Shopper ${i}`,
          customerRating,
          createdAt: new Date(Date.UTC(2026, 9, 10 + i)),
        }),
      );
    // The product's figures as the reviews module keeps them, before any moderation.
    await t.db
      .update(products)
      .set({ rating: average(ratings), reviewCount: ratings.length })
      .where(eq(products.id, dal.id));
    return { dal, ratings, reviews };
  });
  const shopReviews = async () =>
    (await t.app.inject({ method: 'GET', url: `/api/productReviews?productId=${shop.dal.id}` })).json() as {
      id: number;
    }[];
  const shopProduct = async () =>
    (await t.app.inject({ method: 'GET', url: `/api/products/${shop.dal.id}` })).json() as {
      rating: number;
      reviewCount: number;
    };

  it('hiding takes the review out of the shop and out of the product’s rating; showing puts it back', async () => {
    const [kept1, kept2, bad] = [shop.reviews[0]!, shop.reviews[1]!, shop.reviews[2]!];
    // Read (and cache) the shop's answers first: hiding must not leave them stale.
    expect((await shopReviews()).map((review) => review.id)).toEqual([kept1.id, kept2.id, bad.id]);
    expect(await shopProduct()).toMatchObject({ rating: average(shop.ratings), reviewCount: 3 });

    const hidden = await setHidden(bad.id, { hidden: true });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json()).toMatchObject({ id: bad.id, hidden: true, productTitle: 'Toor Dal' });
    expect((await shopReviews()).map((review) => review.id)).toEqual([kept1.id, kept2.id]);
    expect(await shopProduct()).toMatchObject({ rating: average(shop.ratings.slice(0, 2)), reviewCount: 2 });

    const shown = await setHidden(bad.id, { hidden: false });
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ id: bad.id, hidden: false });
    expect((await shopReviews()).map((review) => review.id)).toEqual([kept1.id, kept2.id, bad.id]);
    expect(await shopProduct()).toMatchObject({ rating: average(shop.ratings), reviewCount: 3 });
  });

  it('hiding every review leaves the product unrated', async () => {
    for (const review of shop.reviews) expect((await setHidden(review.id, { hidden: true })).statusCode).toBe(200);
    expect(await shopReviews()).toEqual([]);
    expect(await shopProduct()).toMatchObject({ rating: 0, reviewCount: 0 });
    for (const review of shop.reviews) expect((await setHidden(review.id, { hidden: false })).statusCode).toBe(200);
    expect(await shopProduct()).toMatchObject({ rating: average(shop.ratings), reviewCount: 3 });
  });

  it('records who hid it, with the product’s new figures, in the audit log', async () => {
    const review = shop.reviews[1]!;
    await setHidden(review.id, { hidden: true });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'review'), eq(auditLog.entityId, String(review.id))))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({
      actorId: admin.id,
      actorEmail: 'moderator@example.com',
      action: 'review.hide',
      before: { hidden: false },
      after: {
        hidden: true,
        productId: shop.dal.id,
        rating: average([shop.ratings[0]!, shop.ratings[2]!]),
        reviewCount: 2,
      },
    });
    await setHidden(review.id, { hidden: false });
  });

  it('works on an archived product’s review (its rating is kept right for a restore)', async () => {
    const old = await createProduct(t.db, { name: 'Old Jaggery', archivedAt: new Date() });
    const review = await createReview(t.db, { productId: old.id, customerRating: 2 });
    const response = await setHidden(review.id, { hidden: true });
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await t.db.select().from(products).where(eq(products.id, old.id));
    expect(row).toMatchObject({ rating: 0, reviewCount: 0 });
  });

  it('answers 404 for an unknown review and 400 for a body without a boolean', async () => {
    const missing = await setHidden(2_000_000_000, { hidden: true });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ msg: 'This review does not exist' });
    for (const body of [{}, { hidden: 'yes' }, { hidden: 1 }])
      expect((await setHidden(shop.reviews[0]!.id, body)).statusCode).toBe(400);
  });
});
