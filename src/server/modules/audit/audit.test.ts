import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, users } from '#src/db/schema/index';
import { signedInUser } from '#src/test/auth';
import { testAppForFile } from '#src/test/test-app';
import { recordAudit } from './audit.service';

const t = testAppForFile({ template: 'empty' });

const actorOf = async (email: string) => {
  const user = await signedInUser(t, { email, isAdmin: true });
  return { id: user.id, email: user.email, name: user.name, isAdmin: true, role: 'owner' as const };
};

describe('audit log', () => {
  it('records who, from where, what, and the values before and after, in the caller’s transaction', async () => {
    const actor = await actorOf('auditor@example.com');
    await t.db.transaction(async (tx) => {
      await recordAudit(tx, {
        actor,
        ip: '203.0.113.7',
        action: 'product.update',
        entity: 'product',
        entityId: 42,
        before: { price: 100, at: new Date('2026-01-02T03:04:05Z') },
        after: { price: 90, gone: undefined },
      });
    });
    const [row] = await t.db.select().from(auditLog).where(eq(auditLog.actorId, actor.id));
    expect(row).toMatchObject({
      actorEmail: 'auditor@example.com',
      ip: '203.0.113.7',
      action: 'product.update',
      entity: 'product',
      entityId: '42',
      before: { price: 100, at: '2026-01-02T03:04:05.000Z' },
      after: { price: 90 },
    });
    expect(row!.at).toBeInstanceOf(Date);
  });

  it('writes nothing for an update whose values before and after are the same, in any key order', async () => {
    const actor = await actorOf('no-op@example.com');
    const entry = { actor, ip: '::1', action: 'zone.update', entity: 'zone', entityId: 5 };
    expect(await recordAudit(t.db, { ...entry, before: { a: 1, b: [1, 2] }, after: { b: [1, 2], a: 1 } })).toBe(false);
    expect(await recordAudit(t.db, { ...entry, before: { a: 1 }, after: { a: 1, gone: undefined } })).toBe(false);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.actorId, actor.id))).toEqual([]);
    expect(await recordAudit(t.db, { ...entry, before: { b: [1, 2] }, after: { b: [2, 1] } })).toBe(true);
    expect(await recordAudit(t.db, { ...entry, after: {} })).toBe(true);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.actorId, actor.id))).toHaveLength(2);
  });

  it('writes nothing when the change it records rolls back', async () => {
    const actor = await actorOf('rollback@example.com');
    await expect(
      t.db.transaction(async (tx) => {
        await recordAudit(tx, { actor, ip: '::1', action: 'category.create', entity: 'category', entityId: 'x' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await t.db.select().from(auditLog).where(eq(auditLog.actorId, actor.id))).toEqual([]);
  });

  it('keeps the rows, with the e-mail, when the account is deleted', async () => {
    const actor = await actorOf('leaver@example.com');
    await recordAudit(t.db, { actor, ip: '::1', action: 'banner.delete', entity: 'banner', entityId: 3, before: {} });
    await t.db.delete(users).where(eq(users.id, actor.id));
    const [row] = await t.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(row).toMatchObject({ actorId: null, actorEmail: 'leaver@example.com', after: null, before: {} });
  });
});

describe('GET /api/admin/audit', () => {
  const get = (query: string, headers?: { authorization: string }) =>
    t.app.inject({ method: 'GET', url: `/api/admin/audit${query}`, ...(headers ? { headers } : {}) });

  it('lists the entries newest first, filtered by entity, entity id and who (e-mail or id), paged', async () => {
    const admin = await signedInUser(t, { role: 'owner', email: 'Lister@Example.com' });
    const other = await actorOf('other-lister@example.com');
    const actor = { id: admin.id, email: admin.email, name: admin.name, isAdmin: true, role: 'owner' as const };
    for (let i = 1; i <= 3; i++) {
      await recordAudit(t.db, {
        actor,
        ip: '198.51.100.9',
        action: 'widget.update',
        entity: 'widget',
        entityId: 7,
        before: { price: i },
        after: { price: i + 1 },
      });
    }
    await recordAudit(t.db, { actor: other, ip: '::1', action: 'widget.create', entity: 'widget', entityId: 8 });

    const all = await get('?entity=widget', admin.headers);
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({ total: 4, page: 1, totalPages: 1, perPage: 50 });
    expect(all.json().entries.map((e: { entityId: string }) => e.entityId)).toEqual(['8', '7', '7', '7']);
    expect(all.json().entries[1]).toEqual({
      id: expect.any(Number),
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      actorId: admin.id,
      actorEmail: 'lister@example.com',
      ip: '198.51.100.9',
      action: 'widget.update',
      entity: 'widget',
      entityId: '7',
      before: { price: 3 },
      after: { price: 4 },
    });

    // The entity filter's list: every entity the log knows, A to Z, once each, whatever the filters.
    await recordAudit(t.db, { actor: other, ip: '::1', action: 'anvil.create', entity: 'anvil', entityId: 1 });
    const entities = (await get('?entity=widget&entityId=8', admin.headers)).json().entities as string[];
    expect(entities).toEqual([...new Set(entities)].sort());
    expect(entities).toEqual(expect.arrayContaining(['anvil', 'widget']));
    expect((await get('?entity=widget&entityId=8', admin.headers)).json().total).toBe(1);
    expect((await get('?entity=widget&actor=LISTER@example.com', admin.headers)).json().total).toBe(3);
    expect((await get(`?entity=widget&actor=${other.id}`, admin.headers)).json().total).toBe(1);
    expect((await get('?entity=widget&entityId=', admin.headers)).json().total).toBe(4);
    const past = (await get('?entity=widget&page=9', admin.headers)).json();
    expect(past).toMatchObject({ entries: [], total: 4, page: 9, totalPages: 1 });
  });

  it('pages 50 entries at a time', async () => {
    const actor = await actorOf('pager@example.com');
    const admin = await signedInUser(t, { role: 'owner' });
    for (let i = 0; i < 51; i++) {
      await recordAudit(t.db, { actor, ip: '::1', action: 'gadget.update', entity: 'gadget', entityId: i });
    }
    const first = (await get('?entity=gadget', admin.headers)).json();
    expect(first).toMatchObject({ total: 51, totalPages: 2 });
    expect(first.entries).toHaveLength(50);
    expect(first.entries[0].entityId).toBe('50');
    const second = (await get('?entity=gadget&page=2', admin.headers)).json();
    expect(second.entries.map((e: { entityId: string }) => e.entityId)).toEqual(['0']);
  });

  it('is for admins: guest 401, shopper and staff 403; bad input 400', async () => {
    expect((await get('')).statusCode).toBe(401);
    expect((await get('', (await signedInUser(t)).headers)).statusCode).toBe(403);
    expect((await get('', (await signedInUser(t, { role: 'staff' })).headers)).statusCode).toBe(403);
    const admin = await signedInUser(t, { role: 'owner' });
    const bad = await get('?page=0', admin.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: true });
    expect((await get(`?entity=${'x'.repeat(41)}`, admin.headers)).statusCode).toBe(400);
  });
});
