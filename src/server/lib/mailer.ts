import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';

export type MailMessage = { to: string; subject: string; text: string; html: string };
/** What the outbox keeps beside each `.eml` file, for /dev/outbox. */
export type OutboxEntry = { id: string; to: string; subject: string; text: string; date: string };

export type Mailer = {
  /** Queues a message and returns at once; failures are logged, never shown to the shopper. */
  send(message: MailMessage): void;
  /**
   * Runs `compose` after the caller has answered and sends what it returns (nothing for null): the work an answer
   * must not reveal by its timing (does the account exist?) happens here. Failures are logged.
   */
  sendLater(compose: () => Promise<MailMessage | null>): void;
  /** Sends now and settles when the transport has it: rejects when it fails (the order mails' outbox retries). */
  deliver(message: MailMessage): Promise<void>;
  /** Resolves once every queued message is delivered or has failed (tests, shutdown). */
  idle(): Promise<void>;
  /** Where messages go without SMTP_URL; null when a mail server is configured. */
  outboxDir: string | null;
};

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export function outboxDirOf(dataDir: string): string {
  return path.join(dataDir, 'outbox');
}

/** Newest first. Only the sidecar `.json` files are read; the `.eml` beside each is the full message. */
export async function readOutbox(dir: string, limit = 100): Promise<OutboxEntry[]> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((name) => name.endsWith('.json'));
  } catch {
    return [];
  }
  names.sort().reverse();
  const entries = await Promise.all(
    names.slice(0, limit).map(async (name) => JSON.parse(await readFile(path.join(dir, name), 'utf8')) as OutboxEntry),
  );
  return entries;
}

// Sortable by name (time, then a counter for messages of the same millisecond), so the listing can reverse it.
let sequence = 0;
const fileStem = () =>
  `${new Date().toISOString().replace(/[:.]/g, '-')}-${String((sequence = (sequence + 1) % 1e6)).padStart(6, '0')}-${randomBytes(4).toString('hex')}`;

function outboxTransport(dir: string) {
  mkdirSync(dir, { recursive: true });
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return async (mail: MailMessage & { from: string }) => {
    const info = await transport.sendMail(mail);
    const stem = fileStem();
    await writeFile(path.join(dir, `${stem}.eml`), info.message as Buffer, { mode: 0o600 });
    const entry: OutboxEntry = {
      id: stem,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      date: new Date().toISOString(),
    };
    // Written aside and renamed: /dev/outbox.json may list the directory meanwhile, and must not read half a file.
    await writeFile(path.join(dir, `${stem}.json.part`), JSON.stringify(entry), { mode: 0o600 });
    await rename(path.join(dir, `${stem}.json.part`), path.join(dir, `${stem}.json`));
  };
}

// The app's mailer by its HTTP server, which the shop's plugin scope shares with the root instance tests hold.
const mailers = new WeakMap<object, Mailer>();

/** The mailer of an app (tests: wait until the mail queued after an answer is out). */
export const mailerOf = (app: FastifyInstance): Mailer | undefined => mailers.get(app.server);

/** SMTP_URL sends through a mail server; without it each message becomes a `.eml` file in DATA_DIR/outbox. */
export const mailerPlugin = fp(
  async (app: FastifyInstance) => {
    const { SMTP_URL, MAIL_FROM, DATA_DIR } = app.config;
    let deliver: (mail: MailMessage & { from: string }) => Promise<unknown>;
    let smtp: Transporter | undefined;
    if (SMTP_URL) {
      // Bounded waits (nodemailer's defaults allow minutes): a send that hangs must end well within the outbox's
      // claim (MAIL_CLAIM_MS), or another dispatcher could send the same mail again. The URL may still override them.
      smtp = nodemailer.createTransport({
        url: SMTP_URL,
        connectionTimeout: 30_000,
        greetingTimeout: 30_000,
        socketTimeout: 60_000,
      });
      const transport = smtp;
      deliver = (mail) => transport.sendMail(mail);
    } else deliver = outboxTransport(outboxDirOf(DATA_DIR));

    const inFlight = new Set<Promise<void>>();
    const track = (job: Promise<void>) => {
      inFlight.add(job);
      void job.finally(() => inFlight.delete(job));
    };
    const mailer: Mailer = {
      outboxDir: SMTP_URL ? null : outboxDirOf(DATA_DIR),
      send(message) {
        track(
          deliver({ ...message, from: MAIL_FROM }).then(
            () => undefined,
            (error: unknown) => app.log.error({ err: error, subject: message.subject }, 'e-mail not sent'),
          ),
        );
      },
      sendLater(compose) {
        track(
          new Promise<void>((resolve) => setImmediate(resolve))
            .then(compose)
            .then((message) => {
              if (message) mailer.send(message);
            })
            .catch((error: unknown) => app.log.error({ err: error }, 'e-mail not composed')),
        );
      },
      deliver(message) {
        const job = deliver({ ...message, from: MAIL_FROM }).then(() => undefined);
        track(job.catch(() => undefined));
        return job;
      },
      async idle() {
        while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
      },
    };
    app.decorate('mailer', mailer);
    mailers.set(app.server, mailer);
    app.addHook('onClose', async () => {
      await mailer.idle();
      smtp?.close();
    });
  },
  { name: 'kirana-mailer' },
);
