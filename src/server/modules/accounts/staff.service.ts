import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { TInvitationView, TStaffInvitation, TStaffPage } from '#src/contracts/admin-staff';
import type { Database } from '#src/db/client';
import { badRequest, conflict, notFound } from '#src/server/lib/app-error';
import type { MailMessage } from '#src/server/lib/mailer';
import { runInLanguage } from '#src/server/lib/request-language';
import { mailLayout, mailLink, mailParagraph } from '#src/server/lib/mail-layout';
import { auditedWrite, type AuditActor } from '#src/server/modules/audit/index';
import { shopSettings } from '#src/server/modules/settings/index';
import { STAFF_INVITATION_HOURS } from '#src/shared/constants';
import { OWNER_ROLE, type Role } from '#src/shared/permissions';
import { STAFF_TEXT as T } from '#src/shared/texts/clock-staff';
import { findUserByEmail, findUserById, insertUser, normalizeEmail } from './accounts.repository';
import { hashPassword, passwordProblem, verifyPassword } from './passwords';
import { applyRole, LastOwnerError } from './roles.service';
import * as repo from './staff.repository';

/**
 * The back office's staff (issue 31 §4, docs/decisions/059): owners invite by e-mail with a role; the link carries a
 * random token, only its SHA-256 is stored; it works once, for STAFF_INVITATION_HOURS, and a revoked or re-sent
 * invitation's old link stops working. Accepting creates the account with its role directly (or, for an existing
 * account, gives it the role once its own password is given). Every change is audited.
 */
const HOUR_MS = 3_600_000;
const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');
const newToken = () => randomBytes(32).toString('base64url');

function invitationOf(row: repo.InvitationRow, now: Date): TStaffInvitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    sentAt: new Date(row.expiresAt.getTime() - STAFF_INVITATION_HOURS * HOUR_MS).toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    expired: row.expiresAt.getTime() <= now.getTime(),
  };
}

/** `GET /api/admin/staff`. */
export async function staffPage(db: Database, now = new Date()): Promise<TStaffPage> {
  const [members, invitations] = await Promise.all([repo.listStaff(db), repo.listOpenInvitations(db)]);
  return {
    members: members.map((member) => ({ ...member, role: member.role! })),
    invitations: invitations.map((row) => invitationOf(row, now)),
  };
}

/** The invitation e-mail: sent after the transaction that stored the token's hash committed. */
async function invitationMail(app: FastifyInstance, email: string, role: Role, token: string): Promise<MailMessage> {
  const shop = (await shopSettings(app.db)).name;
  const path = `/staff-invitation?token=${token}`;
  const base = app.config.mailLinkBase;
  const link = base ? `${base}${path}` : undefined;
  const roleName = T.roleNames[role] ?? role;
  const paragraphs = [
    link ? T.mail.intro(shop, roleName) : T.mail.introWithoutLink(shop, roleName),
    ...(link ? [] : [path]),
    T.mail.validity(STAFF_INVITATION_HOURS),
    T.mail.ifNotYou,
  ];
  const [first = '', ...rest] = paragraphs;
  const subject = T.mail.subject(shop);
  const text = [first, '', ...(link ? [link, ''] : []), ...rest.flatMap((line) => [line, '']), T.mail.signature(shop)];
  // The back office's words are English: so is the frame (`<html lang>`), whatever the inviting owner's language.
  const html = runInLanguage('en', () =>
    mailLayout({
      shopName: shop,
      title: subject,
      blocks: [
        mailParagraph(first),
        link ? mailLink(link, 'margin:0 0 20px') : '',
        ...rest.map((line) => mailParagraph(line)),
        mailParagraph(T.mail.signature(shop)),
      ],
    }),
  );
  return { to: email, subject, text: text.join('\n'), html };
}

/** `POST /api/admin/staff/invitations`: a new invitation, or the open one of the address sent again with this role. */
export async function invite(
  app: FastifyInstance,
  who: AuditActor,
  input: { email: string; role: Role },
  now = new Date(),
): Promise<TStaffInvitation> {
  const email = normalizeEmail(input.email);
  const token = newToken();
  const row = await auditedWrite(app.db, who, async (tx, audit) => {
    const member = await findUserByEmail(tx, email);
    if (member?.role) throw conflict(T.alreadyMember(email));
    const values = {
      role: input.role,
      tokenHash: sha256(token),
      expiresAt: new Date(now.getTime() + STAFF_INVITATION_HOURS * HOUR_MS),
    };
    const open = await repo.findOpenInvitationByEmail(tx, email);
    const saved = open
      ? await repo.updateInvitation(tx, open.id, values)
      : await repo.insertInvitation(tx, { email, invitedBy: who.actor.id, ...values });
    await audit({
      action: open ? 'staff_invitation.resend' : 'staff_invitation.create',
      entity: 'staff_invitation',
      entityId: saved.id,
      ...(open ? { before: { email, role: open.role } } : {}),
      after: { email, role: input.role, expiresAt: saved.expiresAt.toISOString() },
    });
    return saved;
  });
  app.mailer.send(await invitationMail(app, email, input.role, token));
  return invitationOf(row, now);
}

/** `POST /api/admin/staff/invitations/:id/resend`: a new token (the old link stops working) and a new expiry. */
export async function resend(app: FastifyInstance, who: AuditActor, id: number, now = new Date()) {
  const token = newToken();
  const row = await auditedWrite(app.db, who, async (tx, audit) => {
    const open = await repo.findInvitation(tx, id, true);
    if (!open || open.acceptedAt || open.revokedAt) throw notFound(T.invitationNotFound);
    const saved = await repo.updateInvitation(tx, id, {
      tokenHash: sha256(token),
      expiresAt: new Date(now.getTime() + STAFF_INVITATION_HOURS * HOUR_MS),
    });
    await audit({
      action: 'staff_invitation.resend',
      entity: 'staff_invitation',
      entityId: id,
      before: { email: open.email, role: open.role, expiresAt: open.expiresAt.toISOString() },
      after: { email: open.email, role: open.role, expiresAt: saved.expiresAt.toISOString() },
    });
    return saved;
  });
  app.mailer.send(await invitationMail(app, row.email, row.role, token));
  return invitationOf(row, now);
}

/** `DELETE /api/admin/staff/invitations/:id`. */
export async function revoke(db: Database, who: AuditActor, id: number, now = new Date()) {
  await auditedWrite(db, who, async (tx, audit) => {
    const open = await repo.findInvitation(tx, id, true);
    if (!open || open.acceptedAt || open.revokedAt) throw notFound(T.invitationNotFound);
    await repo.updateInvitation(tx, id, { revokedAt: now });
    await audit({
      action: 'staff_invitation.revoke',
      entity: 'staff_invitation',
      entityId: id,
      before: { email: open.email, role: open.role },
    });
  });
  return { revoked: true as const };
}

/** `PATCH /api/admin/staff/:id`: another role or none, never leaving the shop without an owner. */
export async function changeRole(db: Database, who: AuditActor, id: number, role: Role | null) {
  try {
    return await auditedWrite(db, who, async (tx, audit) => {
      const user = await findUserById(tx, id);
      if (!user?.role) throw notFound(T.memberNotFound);
      const row = await applyRole(tx, user, role, audit);
      return { id: row.id, role: row.role };
    });
  } catch (error) {
    if (error instanceof LastOwnerError) throw conflict(T.lastOwner(error.message));
    throw error;
  }
}

/** `GET /api/staff-invitations/:token`: what the invitation page shows before accepting. */
export async function viewInvitation(db: Database, token: string, now = new Date()): Promise<TInvitationView> {
  const row = await repo.findUsableInvitation(db, sha256(token), now, false);
  if (!row) throw notFound(T.invitationInvalid);
  const account = await findUserByEmail(db, row.email);
  return {
    email: row.email,
    role: row.role,
    hasAccount: account !== undefined,
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** A new account's name and password, checked (sign-up's rules) and hashed: the argon2 work of a valid link only. */
async function newAccountHash(input: { name: string; password: string }): Promise<string> {
  if (!input.name.trim()) throw badRequest(T.nameNeeded, 'NAME_REQUIRED');
  const weak = passwordProblem(input.password);
  if (weak) throw badRequest(weak, 'PASSWORD_REFUSED');
  return hashPassword(input.password);
}

/**
 * `POST /api/staff-invitations/accept` (limited per address like sign-in): the token is looked up first, so an unknown,
 * used or expired link costs one indexed read and never a password hash. Then, under the invitation's row lock (so
 * the link works once; a request that overlapped the one that used it gets 409), a new verified account with the
 * invitation's role — never a shopper or an admin on its way there — or, for an address that has an account, that
 * account given the role once its own password is given (an owner keeps being an owner). The audit row is the
 * invited person's own.
 */
export async function acceptInvitation(
  db: Database,
  ip: string,
  input: { token: string; name: string; password: string },
  now = new Date(),
): Promise<{ email: string; role: Role }> {
  const tokenHash = sha256(input.token);
  const open = await repo.findUsableInvitation(db, tokenHash, now, false);
  if (!open) throw notFound(T.invitationInvalid);
  // Hashed outside the transaction: no row stays locked while argon2 works.
  const passwordHash = (await findUserByEmail(db, open.email)) ? null : await newAccountHash(input);
  return db.transaction(async (tx) => {
    const invitation = await repo.findUsableInvitation(tx, tokenHash, now, true);
    // It was usable a moment ago: a request that overlapped this one accepted it (or the owner revoked it).
    if (!invitation) throw conflict(T.invitationTaken);
    const found = await findUserByEmail(tx, invitation.email);
    if (found && !(await verifyPassword(found.passwordHash, input.password)))
      throw badRequest(T.wrongPassword, 'PASSWORD_REFUSED');
    const user =
      found ??
      (await insertUser(tx, {
        name: input.name.trim(),
        email: invitation.email,
        passwordHash: passwordHash ?? (await newAccountHash(input)),
        isVerified: true,
      }));
    const role = user.role === OWNER_ROLE ? OWNER_ROLE : invitation.role;
    const who: AuditActor = {
      actor: { id: user.id, email: user.email, name: user.name, isAdmin: true, role },
      ip,
    };
    await auditedWrite(tx, who, async (inner, audit) => {
      await applyRole(inner, user, role, audit);
      await repo.updateInvitation(inner, invitation.id, { acceptedAt: now, acceptedBy: user.id });
    });
    return { email: user.email, role };
  });
}
