import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { type Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TNewsletterAnswer, TNewsletterPage } from '#src/contracts/newsletter';
import type { Database } from '#src/db/client';
import type { MailMessage } from '#src/server/lib/mailer';
import { notFound } from '#src/server/lib/app-error';
import { csvStream, escapeCell } from '#src/server/lib/csv-cell';
import { mailLayout, mailLink, mailParagraph } from '#src/server/lib/mail-layout';
import { auditedWrite, type AuditActor } from '#src/server/modules/audit/index';
import type { LimitRule } from '#src/server/plugins/rate-limit';
import { ADMIN_PAGE_SIZE, CSV_EXPORT_PAGE, NEWSLETTER_CONFIRM_VALID_MS } from '#src/shared/constants';
import { NEWSLETTER_TEXT } from '#src/shared/texts/newsletter';
import * as repo from './newsletter.repository';
import { shopSettings } from '#src/server/modules/settings/index';

const T = NEWSLETTER_TEXT;

/** Subscribe requests per client IP (decision 014's model). */
export const SUBSCRIBE_PER_IP: LimitRule = { name: 'newsletter-ip', max: 30, windowMs: 60 * 60_000 };
/** Subscribe requests per address from any IP: each may mail the address, so few. */
export const SUBSCRIBE_PER_EMAIL: LimitRule = { name: 'newsletter-email', max: 5, windowMs: 60 * 60_000 };

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

/** The unsubscribe link's token: the subscriber's id and an HMAC of it, so every newsletter mail can carry one. */
export function unsubscribeToken(secret: string, id: number): string {
  return `${id}.${createHmac('sha256', secret).update(`newsletter-unsubscribe:${id}`).digest('base64url')}`;
}

function subscriberOfUnsubscribeToken(secret: string, token: string): number | null {
  const id = Number(token.split('.')[0]);
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) return null;
  const expected = Buffer.from(unsubscribeToken(secret, id));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
}

/**
 * A mail's link to one of the shop's pages: built from the configured address only (`mailLinkBase`: PUBLIC_URL, or
 * the server's own for the demo), never from the request's Host, which any client can forge (docs/decisions/030).
 * A real shop in production without PUBLIC_URL has no link; the mail names the page's path.
 */
function shopLink(app: FastifyInstance, path: string): string | undefined {
  const base = app.config.mailLinkBase;
  return base ? `${base}${path}` : undefined;
}

/** The words around a page's link: with an address, `withLink` and the link; else `withoutLink` and the path. */
function linkParagraphs(app: FastifyInstance, path: string, withLink: string, withoutLink: string) {
  const link = shopLink(app, path);
  return link ? { paragraphs: [withLink], link } : { paragraphs: [withoutLink, path] };
}

function mail(options: {
  to: string;
  subject: string;
  paragraphs: string[];
  link?: string;
  shop: string;
}): MailMessage {
  const [first = '', ...rest] = options.paragraphs;
  const text = [
    first,
    '',
    ...(options.link ? [options.link, ''] : []),
    ...rest.flatMap((line) => [line, '']),
    T.mail.signature(options.shop),
  ].join('\n');
  const html = mailLayout({
    shopName: options.shop,
    title: options.subject,
    blocks: [
      mailParagraph(first),
      options.link ? mailLink(options.link, 'margin:0 0 20px') : '',
      ...rest.map((line) => mailParagraph(line)),
      mailParagraph(T.mail.signature(options.shop)),
    ],
  });
  return { to: options.to, subject: options.subject, text, html };
}

/**
 * `POST /api/newsletter/subscribe`: the same answer for any address, at once; the row and the mail happen after
 * the answer (`sendLater`), so neither the answer nor its timing tells whether the address was subscribed. A
 * confirmed address gets nothing; a new, pending or unsubscribed one a fresh confirmation link (the newest link
 * is the one that works).
 */
export async function subscribe(app: FastifyInstance, email: string, reply: FastifyReply): Promise<TNewsletterAnswer> {
  await app.rateLimiter.consume(SUBSCRIBE_PER_EMAIL, email, reply);
  app.mailer.sendLater(async () => {
    const token = randomBytes(32).toString('base64url');
    const row = await repo.upsertPending(app.db, email, sha256(token), new Date());
    if (!row) return null;
    const shop = (await shopSettings(app.db)).name;
    const { paragraphs, link } = linkParagraphs(
      app,
      `/newsletter/confirm?token=${token}`,
      T.mail.intro(shop),
      T.mail.introWithoutLink(shop),
    );
    return mail({
      to: email,
      subject: T.mail.subject(shop),
      paragraphs: [...paragraphs, T.mail.validity, T.mail.ifNotYou],
      ...(link ? { link } : {}),
      shop,
    });
  });
  return { success: true, message: T.checkInbox };
}

/**
 * `POST /api/newsletter/confirm`: a pending link within its 7 days confirms (and a welcome mail carries the
 * unsubscribe link, as every newsletter mail does); a confirmed one answers the same.
 */
export async function confirm(app: FastifyInstance, token: string, now = new Date()): Promise<TNewsletterAnswer> {
  const row = await repo.findByTokenHash(app.db, sha256(token));
  if (!row) throw notFound(T.linkInvalid);
  if (row.status === 'confirmed') return { success: true, message: T.confirmed };
  if (row.status !== 'pending' || !row.confirmSentAt) throw notFound(T.linkInvalid);
  if (now.getTime() - row.confirmSentAt.getTime() > NEWSLETTER_CONFIRM_VALID_MS) throw notFound(T.linkInvalid);
  if (await repo.markConfirmed(app.db, row.id, now)) {
    const shop = (await shopSettings(app.db)).name;
    const { paragraphs, link } = linkParagraphs(
      app,
      unsubscribePath(app, row.id),
      T.mail.welcome(shop),
      T.mail.welcomeWithoutLink(shop),
    );
    app.mailer.send(
      mail({ to: row.email, subject: T.mail.welcomeSubject(shop), paragraphs, ...(link ? { link } : {}), shop }),
    );
  }
  return { success: true, message: T.confirmed };
}

/** `POST /api/newsletter/unsubscribe`: with a newsletter mail's token; again answers the same. */
export async function unsubscribe(app: FastifyInstance, token: string): Promise<TNewsletterAnswer> {
  const id = subscriberOfUnsubscribeToken(app.config.JWT_SECRET, token);
  const row = id === null ? undefined : await repo.findById(app.db, id);
  if (!row) throw notFound(T.linkInvalid);
  await repo.markUnsubscribed(app.db, row.id, new Date());
  return { success: true, message: T.unsubscribed };
}

const unsubscribePath = (app: FastifyInstance, subscriberId: number) =>
  `/newsletter/unsubscribe?token=${unsubscribeToken(app.config.JWT_SECRET, subscriberId)}`;

/** The unsubscribe link every newsletter mail carries; without an address none (name the path instead). */
export function unsubscribeLink(app: FastifyInstance, subscriberId: number): string | undefined {
  return shopLink(app, unsubscribePath(app, subscriberId));
}

export async function listSubscribers(db: Database, page: number): Promise<TNewsletterPage> {
  const perPage = ADMIN_PAGE_SIZE;
  const { rows, total } = await repo.listConfirmed(db, (page - 1) * perPage, perPage);
  return {
    subscribers: rows.map((row) => ({ id: row.id, email: row.email, confirmedAt: row.confirmedAt!.toISOString() })),
    total,
    page,
    totalPages: Math.max(1, Math.ceil(total / perPage)),
    perPage,
  };
}

async function* exportRecords(db: Database) {
  let after = 0;
  for (;;) {
    const rows = await repo.confirmedAfter(db, after, CSV_EXPORT_PAGE);
    for (const row of rows) yield { email: escapeCell(row.email), confirmed_at: row.confirmedAt!.toISOString() };
    if (rows.length < CSV_EXPORT_PAGE) return;
    after = rows.at(-1)!.id;
  }
}

/** Every confirmed subscriber as CSV, a page at a time; audited first (personal data, issue 27). */
export async function exportSubscribersCsv(db: Database, who: AuditActor): Promise<Readable> {
  // A read of personal data, audited like a write (issue 27 §5): the row commits before the download starts.
  await auditedWrite(db, who, (_tx, audit) =>
    audit({ action: 'newsletter.export', entity: 'newsletter', entityId: 'csv' }),
  );
  return csvStream(exportRecords(db), ['email', 'confirmed_at']);
}
