import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { beforeAllValue } from './hooks';
import { parseMail } from './mime';

export type CapturedMail = { to: string[]; subject: string; text: string; html: string; raw: string };

export type SmtpStandIn = {
  /** Put this in SMTP_URL. */
  url: string;
  messages: CapturedMail[];
  /** The first message (already received or still to come) to `to` matching `match`. */
  waitFor(to: string, match?: (mail: CapturedMail) => boolean): Promise<CapturedMail>;
  /** The 6-digit code of the next message to `to` after those already read through `codeFor`. */
  codeFor(to: string): Promise<string>;
  close(): Promise<void>;
};

export const codeIn = (mail: CapturedMail): string => {
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`No 6-digit code in the e-mail "${mail.subject}"`);
  return code;
};

/** How long `waitFor`/`codeFor` wait for a message before failing (mails leave a moment after the answer). */
const WAIT_LIMIT_MS = 10_000;

/**
 * A real SMTP server on 127.0.0.1 (any free port, or `port`: a stand-in started again where a stopped one was, so an
 * app's SMTP_URL reaches it) that keeps every message it receives.
 */
export async function startSmtpStandIn(options: { port?: number } = {}): Promise<SmtpStandIn> {
  const messages: CapturedMail[] = [];
  const waiters = new Set<() => void>();
  const consumed = new Map<string, number>();

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const parsed = parseMail(raw);
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          subject: parsed.subject,
          text: parsed.text,
          html: parsed.html,
          raw,
        });
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const find = (to: string, from: number, match: (m: CapturedMail) => boolean) =>
    messages.slice(from).findIndex((m) => m.to.includes(to.toLowerCase()) && match(m));

  async function waitFrom(
    to: string,
    from: number,
    match: (m: CapturedMail) => boolean,
  ): Promise<[CapturedMail, number]> {
    // Bounded: a mail that never comes fails the test here, naming what arrived, not at the test's timeout.
    const giveUpAt = Date.now() + WAIT_LIMIT_MS;
    for (;;) {
      const index = find(to, from, match);
      if (index !== -1) return [messages[from + index]!, from + index];
      const left = giveUpAt - Date.now();
      if (left <= 0) {
        const received = messages.map((m) => `"${m.subject}" to ${m.to.join(', ')}`).join('; ') || 'none';
        throw new Error(`No matching e-mail to ${to} within ${WAIT_LIMIT_MS / 1000} s (received: ${received})`);
      }
      await new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          waiters.delete(wake);
          resolve();
        };
        const timer = setTimeout(wake, left);
        waiters.add(wake);
      });
    }
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor: async (to, match = () => true) => (await waitFrom(to, 0, match))[0],
    async codeFor(to) {
      const key = to.toLowerCase();
      const [mail, index] = await waitFrom(key, consumed.get(key) ?? 0, () => true);
      consumed.set(key, index + 1);
      return codeIn(mail);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** An SMTP stand-in for a whole test file (started before its tests, closed after): `SMTP_URL: smtp.url`. */
export const smtpStandInForFile = (): SmtpStandIn => beforeAllValue(startSmtpStandIn, (smtp) => smtp.close());
