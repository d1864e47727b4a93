import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '#src/db/client';
import { lockFileOf } from '#src/db/data-dir-lock';
import { users } from '#src/db/schema/index';
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
    expect(() => parseAdminArgs(['role', '--email', 'a@b.co', '--role', 'owner'])).toThrow(UsageError);
    expect(() => parseAdminArgs(['role', '--email', 'a@b.co'])).toThrow('Missing --role');
    expect(() => parseAdminArgs(['create', '--name', 'A'])).toThrow('Missing --email');
    expect(() => parseAdminArgs(['delete', '--email', 'a@b.co'])).toThrow('Unknown command "delete"');
    expect(() => parseAdminArgs(['create', '--email', 'a@b.co', '--bogus'])).toThrow(UsageError);
  });
});

describe('npm run admin: commands on the database', () => {
  it('create makes a verified admin who signs in through the normal sign-in and is an admin', async () => {
    const io = terminal('a-long-password\n');
    const said = await runAdminCommand(
      t.db,
      { command: 'create', email: 'Owner@Example.com', name: 'Owner', passwordStdin: true },
      io,
    );
    expect(said).toContain('Created the admin account owner@example.com');
    expect(await rowOf('owner@example.com')).toMatchObject({ name: 'Owner', role: 'admin', isVerified: true });
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
    expect(said).toContain('is now an admin (password unchanged)');
    expect(await rowOf('promoted@example.com')).toMatchObject({ role: 'admin', isVerified: true });
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

  it('role gives staff, admin or none, effective at the next request', async () => {
    const user = await signedInUser(t, { email: 'helper@example.com' });
    const me = () => call(t.app, 'GET', '/api/admin/me', undefined, user.headers);
    expect((await me()).status).toBe(403);
    const role = (value: 'staff' | 'admin' | null) =>
      runAdminCommand(t.db, { command: 'role', email: 'HELPER@example.com', role: value }, terminal());
    expect(await role('staff')).toBe('helper@example.com is now staff.');
    expect((await me()).body).toMatchObject({ role: 'staff' });
    expect(await role('admin')).toBe('helper@example.com is now an admin.');
    expect((await me()).body).toMatchObject({ role: 'admin' });
    expect(await role(null)).toBe('helper@example.com no longer has a back-office role.');
    expect((await me()).status).toBe(403);
    await expect(
      runAdminCommand(t.db, { command: 'role', email: 'ghost@example.com', role: 'admin' }, terminal()),
    ).rejects.toThrow('No account with the e-mail ghost@example.com');
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
      expect(await runAdminCli(['role', '--email', 'x@example.com', '--role', 'owner'], usage, env)).toBe(2);
      expect(usage.err()).toContain('Unknown role "owner"');
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

  it('one real run of the script: creates the admin in the embedded database under DATA_DIR', async () => {
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
      expect(out).toContain('Created the admin account spawned@example.com');
      expect(code).toBe(0);
      const database = await openDatabase({ dataDir });
      try {
        const [row] = await database.db.select().from(users).where(eq(users.email, 'spawned@example.com'));
        expect(row).toMatchObject({ name: 'Spawned', role: 'admin', isVerified: true });
        expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
      } finally {
        await database.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
