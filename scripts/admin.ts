/**
 * `npm run admin -- create --email E --name N [--password-stdin]` and `npm run admin -- role --email E --role
 * owner|manager|packer|staff|none` (decisions 021, 059): the first owner is made here; later staff are invited from
 * the back office. Every change is audited as made by "command line". Same configuration as the server
 * (src/server/config.ts: DATABASE_URL, else the embedded database under DATA_DIR — stop the server first, one
 * process at a time may open it and a second is refused); migrates the database first. Exit codes: 0 done, 1 refused
 * or failed, 2 usage.
 */
import type { Readable, Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { openDatabase, type Database } from '#src/db/client';
import { DataDirLockedError } from '#src/db/data-dir-lock';
import { ConfigError, databaseOptions, loadConfig } from '#src/server/config';
import { accountExists, createAdmin, RoleError, setRole } from '#src/server/modules/accounts/index';
import { isRole, type Role } from '#src/shared/permissions';
import { ADMIN_TEXT } from '#src/shared/texts/admin';

const T = ADMIN_TEXT.cli;

export type AdminCommand =
  | { command: 'create'; email: string; name: string; passwordStdin: boolean }
  | { command: 'role'; email: string; role: Role | null }
  | { command: 'help' };

export class UsageError extends Error {}

export function parseAdminArgs(argv: readonly string[]): AdminCommand {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        email: { type: 'string' },
        name: { type: 'string' },
        role: { type: 'string' },
        'password-stdin': { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  const [command, ...extra] = positionals;
  if (values.help || command === undefined || command === 'help') return { command: 'help' };
  if (extra.length > 0) throw new UsageError(T.unknownCommand(extra.join(' ')));
  const email = values.email?.trim();
  if (!email) throw new UsageError(T.missing('email'));
  if (command === 'create') {
    return { command, email, name: values.name ?? '', passwordStdin: values['password-stdin'] ?? false };
  }
  if (command === 'role') {
    if (values.role === undefined) throw new UsageError(T.missing('role'));
    if (values.role === 'none') return { command, email, role: null };
    // 'admin' was the owner's name before decision 059: it still means owner.
    if (values.role === 'admin') return { command, email, role: 'owner' };
    if (isRole(values.role)) return { command, email, role: values.role };
    throw new UsageError(T.badRole(values.role));
  }
  throw new UsageError(T.unknownCommand(command));
}

export type Terminal = {
  stdin: Readable & { isTTY?: boolean; setRawMode?: (mode: boolean) => unknown };
  stdout: Writable;
  stderr: Writable;
};

/** Everything piped in, without the final line break. */
async function readAll(input: Readable): Promise<string> {
  let text = '';
  input.setEncoding('utf8');
  for await (const chunk of input) text += chunk as string;
  return text.replace(/\r?\n$/, '');
}

/** Asks on the terminal without echoing what is typed (raw mode: Enter ends, Backspace deletes, Ctrl-C cancels). */
function askHidden(question: string, io: Terminal): Promise<string> {
  const { stdin, stdout } = io;
  return new Promise((resolve, reject) => {
    stdout.write(question);
    let value = '';
    const finish = () => {
      stdin.setRawMode?.(false);
      stdin.off('data', onData);
      stdin.pause();
      stdout.write('\n');
    };
    const onData = (chunk: Buffer | string) => {
      for (const char of chunk.toString()) {
        if (char === '\r' || char === '\n' || char === '\u0004') {
          finish();
          resolve(value);
          return;
        }
        if (char === '\u0003') {
          finish();
          reject(new RoleError(T.passwordNeeded));
          return;
        }
        value = char === '\u007f' || char === '\b' ? value.slice(0, -1) : value + char;
      }
    };
    stdin.setRawMode?.(true);
    stdin.on('data', onData);
    stdin.resume();
  });
}

async function passwordFrom(io: Terminal, fromStdin: boolean): Promise<string> {
  if (fromStdin) return readAll(io.stdin);
  if (!io.stdin.isTTY) throw new UsageError(T.noTerminal);
  const first = await askHidden(T.passwordPrompt, io);
  const second = await askHidden(T.passwordAgain, io);
  if (first !== second) throw new RoleError(T.passwordsDiffer);
  return first;
}

/** Runs one command on an open database; answers the line to print. */
export async function runAdminCommand(db: Database, command: AdminCommand, io: Terminal): Promise<string> {
  if (command.command === 'help') return T.usage;
  if (command.command === 'role') {
    const changed = await setRole(db, command);
    return T.roleSet(changed.email, changed.role);
  }
  // An existing account keeps its password: ask for one only when the account is new.
  const password = (await accountExists(db, command.email)) ? undefined : await passwordFrom(io, command.passwordStdin);
  const changed = await createAdmin(db, { email: command.email, name: command.name, password });
  return changed.created ? T.created(changed.email) : T.promoted(changed.email);
}

/** The whole command line: configuration, database, migrations, the command. Answers the exit code. */
export async function runAdminCli(
  argv: readonly string[],
  io: Terminal,
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  let command: AdminCommand;
  try {
    command = parseAdminArgs(argv);
  } catch (error) {
    io.stderr.write(`${(error as Error).message}\n\n${T.usage}\n`);
    return 2;
  }
  if (command.command === 'help') {
    io.stdout.write(`${T.usage}\n`);
    return 0;
  }
  let config;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    io.stderr.write(`${error.message}\n`);
    return 1;
  }
  let database;
  try {
    database = await openDatabase({ ...databaseOptions(config), poolSize: 1 });
  } catch (error) {
    // Typically the shop's server, running on the embedded database: it must be stopped first.
    if (!(error instanceof DataDirLockedError)) throw error;
    io.stderr.write(`${error.message}\n`);
    return 1;
  }
  try {
    await database.migrate();
    io.stdout.write(`${await runAdminCommand(database.db, command, io)}\n`);
    return 0;
  } catch (error) {
    if (error instanceof RoleError) {
      io.stderr.write(`${error.message}\n`);
      return 1;
    }
    if (error instanceof UsageError) {
      io.stderr.write(`${error.message}\n`);
      return 2;
    }
    throw error;
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runAdminCli(process.argv.slice(2), { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr }).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
