import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '#src/db/schema/index';
import { mayUse } from '#src/server/plugins/auth';
import { PERMISSIONS } from '#src/shared/permissions';
import { call } from '#src/test/accounts';
import { signedInUser } from '#src/test/auth';
import { testAppForFile } from '#src/test/test-app';

/** Roles (decisions §6, decision 021): read from the database on every request, so a change holds at once. */
const t = testAppForFile({ template: 'empty' });

const me = (headers?: { authorization: string }) => call(t.app, 'GET', '/api/admin/me', undefined, headers);
const setRole = (id: number, role: 'owner' | 'staff' | null) =>
  t.db.update(users).set({ role }).where(eq(users.id, id));

describe('roles', () => {
  it('mayUse: admins hold every permission, staff orders, refunds and customers, shoppers none', () => {
    // Written out by hand (decision 045): today's two roles with exactly the rights of the old two levels.
    const staffMay = ['orders', 'refunds', 'customers'];
    for (const permission of PERMISSIONS) {
      expect(mayUse({ role: 'owner' }, permission), `admin: ${permission}`).toBe(true);
      expect(mayUse({ role: 'staff' }, permission), `staff: ${permission}`).toBe(staffMay.includes(permission));
      expect(mayUse({ role: null }, permission), `shopper: ${permission}`).toBe(false);
    }
    expect(PERMISSIONS).toEqual(expect.arrayContaining(staffMay));
    expect(mayUse({ role: 'owner' }, 'back-office')).toBe(true);
    expect(mayUse({ role: 'staff' }, 'back-office')).toBe(true);
    expect(mayUse({ role: null }, 'back-office')).toBe(false);
  });

  it('the sign-in answer says isAdmin for every back-office role, not for shoppers', async () => {
    for (const role of ['owner', 'manager', 'packer', 'staff', null] as const) {
      const user = await signedInUser(t, { role });
      const answer = await call(t.app, 'POST', '/api/user/signin', { email: user.email, password: user.password });
      expect(answer.status).toBe(200);
      expect((answer.body['user'] as { isAdmin: boolean }).isAdmin).toBe(role !== null);
    }
  });

  it('a back-office endpoint: guest 401, shopper 403, staff and admin see their role', async () => {
    expect((await me()).status).toBe(401);
    const shopper = await signedInUser(t);
    expect((await me(shopper.headers)).status).toBe(403);
    const staff = await signedInUser(t, { role: 'staff', name: 'Sita' });
    expect((await me(staff.headers)).body).toEqual({ id: staff.id, name: 'Sita', email: staff.email, role: 'staff' });
    const admin = await signedInUser(t, { role: 'owner' });
    expect((await me(admin.headers)).body).toMatchObject({ id: admin.id, role: 'owner' });
  });

  it('a demotion or promotion takes effect at the next request, with the same token', async () => {
    const user = await signedInUser(t, { role: 'owner' });
    expect((await me(user.headers)).status).toBe(200);
    await setRole(user.id, null);
    const demoted = await me(user.headers);
    expect(demoted.status).toBe(403);
    expect(demoted.body).toMatchObject({ error: true, msg: 'You are not allowed to do that' });
    await setRole(user.id, 'staff');
    expect((await me(user.headers)).body).toMatchObject({ role: 'staff' });
    // Still signed in as a shopper: a user endpoint answers.
    await setRole(user.id, null);
    expect((await call(t.app, 'GET', `/api/user/${user.id}`, undefined, user.headers)).status).toBe(200);
  });

  it('no route grants a role: sign-up and profile with role/isAdmin in the body leave it null', async () => {
    const email = 'climber@example.com';
    const signUp = await call(t.app, 'POST', '/api/user/signup', {
      name: 'Climber',
      email,
      phone: '9876543210',
      password: 'a-good-password',
      role: 'owner',
      isAdmin: true,
    });
    expect(signUp.status).toBe(201);
    const [created] = await t.db.select().from(users).where(eq(users.email, email));
    expect(created!.role).toBeNull();

    const shopper = await signedInUser(t);
    const profile = await call(
      t.app,
      'PUT',
      `/api/user/${shopper.id}`,
      { name: 'Shopper', phone: '9876543210', images: [], role: 'owner', isAdmin: true },
      shopper.headers,
    );
    expect(profile.status).toBe(200);
    expect(profile.body['isAdmin']).toBe(false);
    const [row] = await t.db.select().from(users).where(eq(users.id, shopper.id));
    expect(row!.role).toBeNull();
    expect((await me(shopper.headers)).status).toBe(403);
  });
});
