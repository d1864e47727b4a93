import { z } from 'zod';
import { ZIdParams } from './common';
import { defineEndpoint } from './endpoint';
import { ROLES } from '../shared/permissions';

/**
 * The back office's staff (issue 31 §4, docs/decisions/059): who has a role, the open invitations, inviting by
 * e-mail with a role, sending again, revoking, changing or removing a role (`staff` permission: owners); and the
 * invitation's own page, public, which reads the invitation of a link's token and accepts it.
 */
const tags = ['admin', 'staff'];

export const ZRoleName = z.enum(ROLES);
const ZEmail = z
  .string()
  .trim()
  .max(254, 'is too long')
  .toLowerCase()
  .pipe(z.email({ error: 'Please enter a valid email address' }));

export const ZStaffMember = z.object({ id: z.number(), name: z.string(), email: z.string(), role: ZRoleName });
export const ZStaffInvitation = z.object({
  id: z.number(),
  email: z.string(),
  role: ZRoleName,
  /** ISO 8601: when it was sent (or last sent again) and until when its link works. */
  sentAt: z.string(),
  expiresAt: z.string(),
  expired: z.boolean(),
});
export const ZStaffPage = z.object({ members: z.array(ZStaffMember), invitations: z.array(ZStaffInvitation) });
export type TStaffMember = z.infer<typeof ZStaffMember>;
export type TStaffInvitation = z.infer<typeof ZStaffInvitation>;
export type TStaffPage = z.infer<typeof ZStaffPage>;

/** The token of an invitation link. */
const ZInvitationToken = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{16,200}$/, 'This link is not valid');

export const ZInvitationAccept = z.object({
  token: ZInvitationToken,
  name: z.string().trim().max(100, 'is too long').default(''),
  password: z.string().min(1, 'Please enter a password').max(200, 'is too long'),
});
export const ZInvitationView = z.object({
  email: z.string(),
  role: ZRoleName,
  /** Whether an account with this e-mail exists: the page then asks for its password, not a name. */
  hasAccount: z.boolean(),
  expiresAt: z.string(),
});
export type TInvitationView = z.infer<typeof ZInvitationView>;

export const adminStaff = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/admin/staff',
    auth: { permission: 'staff' },
    tags,
    summary: 'Everyone with a back-office role, and the open invitations (expired ones included)',
    responses: { 200: ZStaffPage },
  }),
  invite: defineEndpoint({
    method: 'POST',
    path: '/api/admin/staff/invitations',
    auth: { permission: 'staff' },
    tags,
    summary: 'Invite an e-mail address with a role: an e-mail with a single-use link that expires',
    description: 'Inviting an address with an open invitation sends it again with the new role; 409 for a member.',
    body: z.object({ email: ZEmail, role: ZRoleName }),
    responses: { 201: ZStaffInvitation },
  }),
  resend: defineEndpoint({
    method: 'POST',
    path: '/api/admin/staff/invitations/:id/resend',
    auth: { permission: 'staff' },
    tags,
    summary: 'Send an open invitation again: a new link (the old one stops working) and a new expiry',
    params: ZIdParams,
    responses: { 200: ZStaffInvitation },
  }),
  revoke: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin/staff/invitations/:id',
    auth: { permission: 'staff' },
    tags,
    summary: 'Revoke an open invitation: its link stops working',
    params: ZIdParams,
    responses: { 200: z.object({ revoked: z.literal(true) }) },
  }),
  setRole: defineEndpoint({
    method: 'PATCH',
    path: '/api/admin/staff/:id',
    auth: { permission: 'staff' },
    tags,
    summary: "Change a member's role, or remove it (null); never the shop's last owner's",
    params: ZIdParams,
    body: z.object({ role: ZRoleName.nullable() }),
    responses: { 200: z.object({ id: z.number(), role: ZRoleName.nullable() }) },
  }),
};

export const staffInvitations = {
  view: defineEndpoint({
    method: 'GET',
    path: '/api/staff-invitations/:token',
    auth: 'public',
    tags: ['staff'],
    summary: "An invitation link's e-mail and role (404 when unknown, used, revoked or expired)",
    params: z.object({ token: ZInvitationToken }),
    responses: { 200: ZInvitationView },
  }),
  accept: defineEndpoint({
    method: 'POST',
    path: '/api/staff-invitations/accept',
    auth: 'public',
    tags: ['staff'],
    summary: 'Accept an invitation: a new account with its name and password, or the existing one with its password',
    description:
      'The account gets the role directly (a new one is verified: the link reached its mailbox). The link works once. ' +
      'Then sign in with the e-mail and password as usual. 404 for an unknown, used or expired link; 409 when a ' +
      'request that overlapped this one used it; limited per address like sign-in (429).',
    body: ZInvitationAccept,
    responses: { 200: z.object({ email: z.string(), role: ZRoleName }) },
  }),
};
