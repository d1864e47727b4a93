import { z } from 'zod';
import { ZPageNumber, PAGE_POSITION } from './common';
import { defineEndpoint } from './endpoint';

/**
 * The footer's newsletter box with double opt-in (issue 16, docs/decisions/030): client groups `newsletter`
 * (public) and `adminNewsletter` (admins).
 */
const TAGS = ['newsletter'] as const;

export const ZNewsletterEmail = z.object({
  email: z
    .string()
    .trim()
    .max(254, 'is too long')
    .toLowerCase()
    .pipe(z.email({ error: 'Please enter a valid email address' })),
});
/** The token of a confirmation or unsubscribe link. */
export const ZNewsletterToken = z.object({
  token: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_.-]{16,200}$/, 'This link is not valid'),
});

export const ZNewsletterAnswer = z.object({ success: z.literal(true), message: z.string() });

export const ZNewsletterSubscriber = z.object({
  id: z.number(),
  email: z.string(),
  /** ISO 8601. */
  confirmedAt: z.string(),
});
export const ZNewsletterPage = z.object({
  subscribers: z.array(ZNewsletterSubscriber),
  ...PAGE_POSITION,
});

export const newsletter = {
  subscribe: defineEndpoint({
    method: 'POST',
    path: '/api/newsletter/subscribe',
    auth: 'public',
    tags: TAGS,
    summary: 'Subscribe an e-mail address: a confirmation link is mailed (double opt-in)',
    description:
      'The answer is the same whether the address is new, pending or already subscribed (no enumeration); the ' +
      'mail goes out after the answer. Limited per IP and per address.',
    body: ZNewsletterEmail,
    responses: { 200: ZNewsletterAnswer },
  }),
  confirm: defineEndpoint({
    method: 'POST',
    path: '/api/newsletter/confirm',
    auth: 'public',
    tags: TAGS,
    summary: "Confirm a subscription with the token of its e-mail's link (404 when unknown or expired)",
    body: ZNewsletterToken,
    responses: { 200: ZNewsletterAnswer },
  }),
  unsubscribe: defineEndpoint({
    method: 'POST',
    path: '/api/newsletter/unsubscribe',
    auth: 'public',
    tags: TAGS,
    summary: 'Unsubscribe with the token of a newsletter link (again: the same answer)',
    body: ZNewsletterToken,
    responses: { 200: ZNewsletterAnswer },
  }),
};

export const adminNewsletter = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/admin/newsletter',
    auth: { permission: 'newsletter' },
    tags: ['admin', ...TAGS],
    summary: 'Confirmed subscribers, newest first, 50 a page',
    query: z.object({ page: ZPageNumber }),
    responses: { 200: ZNewsletterPage },
  }),
  exportCsv: defineEndpoint({
    method: 'GET',
    path: '/api/admin/newsletter.csv',
    auth: { permission: 'newsletter' },
    tags: ['admin', ...TAGS],
    summary: 'Every confirmed subscriber as CSV: email, confirmed_at (ISO 8601)',
    description: 'Cells starting with = + - @, a tab or CR get a leading quote (CSV injection).',
    responses: { 200: z.string().describe('text/csv') },
    client: false,
  }),
};

export type TNewsletterPage = z.infer<typeof ZNewsletterPage>;
export type TNewsletterAnswer = z.infer<typeof ZNewsletterAnswer>;
