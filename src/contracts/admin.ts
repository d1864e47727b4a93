import { ZPageNumber, PAGE_POSITION } from './common';
import { z } from 'zod';
import { ROLES } from '../shared/permissions';
import { defineEndpoint } from './endpoint';

/**
 * The back office's API (issue 14, decisions §6): everything under /api/admin, in the client group `admin`
 * (`api.admin.overview()`). Each endpoint names the permission it needs
 * (src/shared/permissions.ts); `/api/admin/me` any back-office role. The browser's storefront bundle leaves this group out; admin pages call it
 * through `adminApi` (src/web/features/admin/api.ts).
 */
const TAGS = ['admin'] as const;

export const ZBackOfficeRole = z.enum(ROLES);

export const ZAdminMe = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  role: ZBackOfficeRole,
});

export const ZAdminOverview = z.object({
  products: z.number(),
  /** Variants with 1 to LOW_STOCK_THRESHOLD (src/shared/constants.ts) in stock. */
  lowStockVariants: z.number(),
  outOfStockVariants: z.number(),
  /** The packs (variants) of products on sale with the least stock, 0 to LOW_STOCK_THRESHOLD, fewest first. */
  lowStockPacks: z.array(
    z.object({
      variantId: z.number(),
      productId: z.number(),
      productTitle: z.string(),
      label: z.string(),
      countInStock: z.number().int(),
    }),
  ),
});

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => value || undefined);

export const ZAuditQuery = z.object({
  /** 'product', 'variant', 'category', 'banner', … */
  entity: optionalText(40),
  entityId: optionalText(80),
  /** Who made the change: their e-mail (any case) or user id. */
  actor: optionalText(254),
  page: ZPageNumber,
});

export const ZAuditEntry = z.object({
  id: z.number(),
  /** ISO 8601. */
  at: z.string(),
  /** Null once the account is deleted; the e-mail stays. */
  actorId: z.number().nullable(),
  actorEmail: z.string(),
  ip: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  /** The values before and after the change (JSON); null for a creation's before or a deletion's after. */
  before: z.unknown(),
  after: z.unknown(),
});

export const ZAuditPage = z.object({
  entries: z.array(ZAuditEntry),
  /** Every entity the log holds an entry of, A to Z, whatever the filters: the page's entity filter is this list. */
  entities: z.array(z.string()),
  ...PAGE_POSITION,
});

export const admin = {
  me: defineEndpoint({
    method: 'GET',
    path: '/api/admin/me',
    auth: 'back-office',
    tags: TAGS,
    summary: 'The signed-in back-office user and their role (403 for shoppers)',
    responses: { 200: ZAdminMe },
  }),
  overview: defineEndpoint({
    method: 'GET',
    path: '/api/admin/overview',
    auth: { permission: 'stock' },
    tags: TAGS,
    summary: 'The back office overview: how many products, variants low on stock or out of stock, and the lowest packs',
    responses: { 200: ZAdminOverview },
  }),
  audit: defineEndpoint({
    method: 'GET',
    path: '/api/admin/audit',
    auth: { permission: 'audit' },
    tags: TAGS,
    summary: 'The audit log of back-office writes, newest first, filtered by entity, entity id and who',
    description: 'Who (e-mail, user id), when, from which IP, the action and the values before and after.',
    query: ZAuditQuery,
    responses: { 200: ZAuditPage },
  }),
};

export type TAdminMe = z.infer<typeof ZAdminMe>;
export type TAdminOverview = z.infer<typeof ZAdminOverview>;
export type TAuditEntry = z.infer<typeof ZAuditEntry>;
export type TAuditPage = z.infer<typeof ZAuditPage>;
