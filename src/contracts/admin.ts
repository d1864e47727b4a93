import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/**
 * The back office's API (issue 14, decisions §6): everything under /api/admin, in the client group `admin`
 * (`api.admin.overview()`). `auth: 'admin'` for the catalogue and the audit log; `auth: 'staff'` for what staff may
 * use too (orders, customers: part 2). The browser's storefront bundle leaves this group out; admin pages call it
 * through `adminApi` (src/web/features/admin/api.ts).
 */
const TAGS = ['admin'] as const;

export const ZBackOfficeRole = z.enum(['admin', 'staff']);

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
});

export const admin = {
  me: defineEndpoint({
    method: 'GET',
    path: '/api/admin/me',
    auth: 'staff',
    tags: TAGS,
    summary: 'The signed-in back-office user and their role (403 for shoppers)',
    responses: { 200: ZAdminMe },
  }),
  overview: defineEndpoint({
    method: 'GET',
    path: '/api/admin/overview',
    auth: 'admin',
    tags: TAGS,
    summary: 'The back office overview: how many products, and variants low on stock or out of stock',
    responses: { 200: ZAdminOverview },
  }),
};

export type TAdminMe = z.infer<typeof ZAdminMe>;
export type TAdminOverview = z.infer<typeof ZAdminOverview>;
