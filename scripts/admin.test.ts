import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '#src/db/client';
import { lockFileOf } from '#src/db/data-dir-lock';
import { auditLog, users } from '#src/db/schema/index';
import { createAdmin } from '#src/server/modules/accounts/index';
import { call } from '#src/test/accounts';
import { signedInUser } from '#src/test/auth';
import { testAppForFile } from '#src/test/test-app';
import { parseAdminArgs, runAdminCli, runAdminCommand, UsageError, type Terminal } from './admin';

const t = testAppForFile({ template: 'empty' });

function terminal(input = ''): Terminal & { out: () => string; err: () => string } {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = '';
  let err = '';
  stdout.on('data', (chunk) => (out += String(chunk)));
  stderr.on('data', (chunk) => (err += String(chunk)));
  return { stdin: Readable.from([input]), stdout, stderr, out: () => out, err: () => err };
}

const rowOf = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0];
const signIn = (email: string, password: string) => call(t.app, 'POST', '/api/user/signin', { email, password });

describe('npm run admin: arguments', () => {
  it('reads create and role, and refuses anything else with a usage error', () => {
    expect(parseAdminArgs(['create', '--email', 'a@b.co', '--name', 'A', '--password-stdin'])).toEqual({
      command: 'create',
      email: 'a@b.co',
      name: 'A',
      passwordStdin: true,
    });
    expect(parseAdminArgs(['role', '--email', 'a@b.co', '--role', 'none'])).toEqual({
      command: 'role',
      email: 'a@b.co',
      role: null,
    });
    expect(parseAdminArgs([])).toEqual({ command: 'help' });
    expect(parseAdminArgs(['role', '--email', 'a@b.co', '--role', 'packer'])).toMatchObject({ role: 'packer' });
    // The owner's name before decision 059 still works.
    expect(parseAdminArgs(['role', '--email', 'a@b.co', '--role', 'admin'])).toMatchObject({ role: 'owner' });
    expect(() => parseAdminArgs(['role', '--email', 'a@b.co', '--role', 'boss'])).toThrow(UsageError);
    expect(() => parseAdminArgs(['role', '--email', 'a@b.co'])).toThrow('Missing --role');
    expect(() => parseAdminArgs(['create', '--name', 'A'])).toThrow('Missing --email');
    expect(() => parseAdminArgs(['delete', '--email', 'a@b.co'])).toThrow('Unknown command "delete"');
    expect(() => parseAdminArgs(['create', '--email', 'a@b.co', '--bogus'])).toThrow(UsageError);
  });
});

describe('npm run admin: commands on the database', () => {
  it('create makes a verified owner who signs in through the normal sign-in and is an owner', async () => {
    const io = terminal('a-long-password\n');
    const said = await runAdminCommand(
      t.db,
      { command: 'create', email: 'Owner@Example.com', name: 'Owner', passwordStdin: true },
      io,
    );
    expect(said).toContain('Created the owner account owner@example.com');
    expect(await rowOf('owner@example.com')).toMatchObject({ name: 'Owner', role: 'owner', isVerified: true });
    const answer = await signIn('owner@example.com', 'a-long-password');
    expect(answer.status).toBe(200);
    expect(answer.body['user']).toMatchObject({ isAdmin: true });
  });

  it('create promotes an existing account, keeping its password (none is asked)', async () => {
    const shopper = await signedInUser(t, { email: 'promoted@example.com', isVerified: false });
    const said = await runAdminCommand(
      t.db,
      { command: 'create', email: 'promoted@example.com', name: '', passwordStdin: false },
      terminal(),
    );
    expect(said).toContain('is now an owner (password unchanged)');
    expect(await rowOf('promoted@example.com')).toMatchObject({ role: 'owner', isVerified: true });
    expect((await signIn(shopper.email, shopper.password)).status).toBe(200);
  });

  it('create refuses a weak password, a bad e-mail or a missing name, like sign-up', async () => {
    const create = (email: string, name: string, password: string) =>
      runAdminCommand(t.db, { command: 'create', email, name, passwordStdin: true }, terminal(password));
    await expect(create('weak@example.com', 'Weak', 'short')).rejects.toThrow('Password must be at least 8 characters');
    await expect(create('not-an-email', 'X', 'a-long-password')).rejects.toThrow('is not a valid e-mail address');
    await expect(create('noname@example.com', ' ', 'a-long-password')).rejects.toThrow('needs a name');
    expect(await rowOf('weak@example.com')).toBeUndefined();
  });

  it('role gives staff, owner (also as "admin") or none, effective at the next request', async () => {
    const user = await signedInUser(t, { email: 'helper@example.com' });
    const me = () => call(t.app, 'GET', '/api/admin/me', undefined, user.headers);
    expect((await me()).status).toBe(403);
    const role = (value: 'staff' | 'owner' | null) =>
      runAdminCommand(t.db, { command: 'role', email: 'HELPER@example.com', role: value }, terminal());
    expect(await role('staff')).toBe('helper@example.com is now staff.');
    expect((await me()).body).toMatchObject({ role: 'staff' });
    expect(await role('owner')).toBe('helper@example.com is now an owner.');
    expect((await me()).body).toMatchObject({ role: 'owner' });
    expect(await role(null)).toBe('helper@example.com no longer has a back-office role.');
    expect((await me()).status).toBe(403);
    await expect(
      runAdminCommand(t.db, { command: 'role', email: 'ghost@example.com', role: 'owner' }, terminal()),
    ).rejects.toThrow('No account with the e-mail ghost@example.com');
  });

  it('every role change is in the audit log, by "command line" (issue 31 §4)', async () => {
    const user = await signedInUser(t, { email: 'audited@example.com' });
    await runAdminCommand(t.db, { command: 'role', email: user.email, role: 'packer' }, terminal());
    await runAdminCommand(t.db, { command: 'role', email: user.email, role: null }, terminal());
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(user.id)));
    expect(rows.map((row) => [row.actorEmail, row.ip, row.action, row.before, row.after])).toEqual([
      [
        'command line',
        'command line',
        'user.role',
        { email: user.email, role: null },
        { email: user.email, role: 'packer' },
      ],
      [
        'command line',
        'command line',
        'user.role',
        { email: user.email, role: 'packer' },
        { email: user.email, role: null },
      ],
    ]);
    expect(rows.every((row) => row.actorId === null)).toBe(true);
  });

  it('create is in the audit log too, by "command line": a new owner and a shopper made one; an owner again adds none', async () => {
    const made = await createAdmin(t.db, { email: 'made@example.com', name: 'Made', password: 'a-long-password' });
    const shopper = await signedInUser(t, { email: 'raised@example.com' });
    const raised = await createAdmin(t.db, { email: shopper.email, name: '' });
    await createAdmin(t.db, { email: shopper.email, name: '' });
    for (const [id, email] of [
      [made.id, 'made@example.com'],
      [raised.id, shopper.email],
    ] as const) {
      const rows = await t.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityId, String(id)));
      expect(rows.map((row) => [row.actorId, row.actorEmail, row.ip, row.action, row.before, row.after])).toEqual([
        [null, 'command line', 'command line', 'user.role', { email, role: null }, { email, role: 'owner' }],
      ]);
    }
    expect(await rowOf('made@example.com')).toMatchObject({ role: 'owner', isVerified: true });
  });

  it('refuses to take the role of the last owner; with another owner it may', async () => {
    await t.db.update(users).set({ role: null }).where(eq(users.role, 'owner'));
    const only = await signedInUser(t, { email: 'only-owner@example.com', role: 'owner' });
    await expect(
      runAdminCommand(t.db, { command: 'role', email: only.email, role: 'staff' }, terminal()),
    ).rejects.toThrow("only-owner@example.com is the shop's last owner");
    expect(await rowOf(only.email)).toMatchObject({ role: 'owner' });
    await signedInUser(t, { email: 'second-owner@example.com', role: 'owner' });
    expect(await runAdminCommand(t.db, { command: 'role', email: only.email, role: 'staff' }, terminal())).toBe(
      'only-owner@example.com is now staff.',
    );
  });

  it('without --password-stdin and no terminal, says how to pipe the password in', async () => {
    await expect(
      runAdminCommand(
        t.db,
        { command: 'create', email: 'tty@example.com', name: 'T', passwordStdin: false },
        terminal(),
      ),
    ).rejects.toThrow('--password-stdin');
  });
});

describe('npm run admin: the whole command line', () => {
  it('exit codes: 2 for usage, 1 for a refusal, 0 when done; configuration as the server reads it', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'kirana-admin-cli-'));
    try {
      const env = { DATA_DIR: dataDir, NODE_ENV: 'test' };
      const usage = terminal();
      expect(await runAdminCli(['role', '--email', 'x@example.com', '--role', 'boss'], usage, env)).toBe(2);
      expect(usage.err()).toContain('Unknown role "boss"');
      expect(usage.err()).toContain('Usage:');
      // The shop's server running on the same embedded database (here: the lock naming another live process).
      const lockFile = lockFileOf(path.join(dataDir, 'db'));
      writeFileSync(lockFile, `${process.ppid}\n`);
      const busy = terminal();
      expect(await runAdminCli(['role', '--email', 'x@example.com', '--role', 'staff'], busy, env)).toBe(1);
      expect(busy.err()).toContain(`is already open in process ${process.ppid}. Stop that process first`);
      rmSync(lockFile);
      const refused = terminal();
      expect(await runAdminCli(['role', '--email', 'x@example.com', '--role', 'staff'], refused, env)).toBe(1);
      expect(refused.err()).toContain('No account with the e-mail x@example.com');
      const badConfig = terminal();
      expect(
        await runAdminCli(['role', '--email', 'x@example.com', '--role', 'staff'], badConfig, { ...env, PORT: 'x' }),
      ).toBe(1);
      expect(badConfig.err()).toContain('PORT');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    // Two fresh embedded databases migrated from nothing: slow on a loaded machine.
  }, 180_000);

  it('one real run of the script: creates the owner in the embedded database under DATA_DIR', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'kirana-admin-cli-'));
    try {
      const child = spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          'scripts/admin.ts',
          'create',
          '--email',
          'spawned@example.com',
          '--name',
          'Spawned',
          '--password-stdin',
        ],
        {
          env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'test' },
          stdio: ['pipe', 'pipe', 'pipe'],
        },
      );
      let out = '';
      child.stdout.on('data', (chunk) => (out += String(chunk)));
      child.stderr.on('data', (chunk) => (out += String(chunk)));
      child.stdin.end('spawned-password\n');
      const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
      expect(out).toContain('Created the owner account spawned@example.com');
      expect(code).toBe(0);
      const database = await openDatabase({ dataDir });
      try {
        const [row] = await database.db.select().from(users).where(eq(users.email, 'spawned@example.com'));
        expect(row).toMatchObject({ name: 'Spawned', role: 'owner', isVerified: true });
        expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
      } finally {
        await database.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
