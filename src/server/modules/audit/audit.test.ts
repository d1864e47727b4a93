import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, users } from '#src/db/schema/index';
import { signedInUser } from '#src/test/auth';
import { testAppForFile } from '#src/test/test-app';
import { recordAudit } from './index';

const t = testAppForFile({ template: 'empty' });

const actorOf = async (email: string) => {
  const user = await signedInUser(t, { email, isAdmin: true });
  return { id: user.id, email: user.email, name: user.name, isAdmin: true, role: 'admin' as const };
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
