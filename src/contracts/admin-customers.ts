import { z } from 'zod';
import { ZIdParams, ZPageNumber, PAGE_POSITION } from './common';
import { ZAddress } from './addresses';
import { defineEndpoint } from './endpoint';
import { ROLES } from '../shared/permissions';

/**
 * The back office's customers (issue 15, docs/decisions/028): client group `adminCustomers`, permission `customers`
 * (src/shared/permissions.ts). Every account is listed, back-office ones too (their role says so). No answer carries a password,
 * a hash, a session, a code or a token: the schemas below name every field that leaves the server.
 */
const TAGS = ['admin', 'customers'] as const;

export const ZAdminCustomersQuery = z.object({
  /** Part of the name, e-mail or phone (any case). */
  q: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((value) => value || undefined),
  page: ZPageNumber,
});

const ZRole = z.enum(ROLES).nullable();

export const ZAdminCustomerRow = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  /** Null for shoppers. */
  role: ZRole,
  verified: z.boolean(),
  /** ISO 8601: when the account was made. */
  createdAt: z.string(),
  /** Every order of the customer, cancelled ones included. */
  orders: z.number().int(),
  /** ISO 8601, null without orders. */
  lastOrderAt: z.string().nullable(),
});

export const ZAdminCustomersPage = z.object({
  customers: z.array(ZAdminCustomerRow),
  ...PAGE_POSITION,
});

export const ZCustomerAddress = z.object({
  name: z.string(),
  phoneNumber: z.string(),
  address: z.string(),
  pincode: z.string(),
  /** ISO 8601: the last order delivered there. */
  lastUsed: z.string(),
  /** Orders sent there. */
  orders: z.number().int(),
});

export const ZCustomerOrder = z.object({
  id: z.number(),
  /** ISO 8601. */
  date: z.string(),
  status: z.string(),
  /** Whole rupees. */
  amount: z.number().int(),
  /** Units over all lines. */
  items: z.number().int(),
});

export const ZAdminCustomerDetail = ZAdminCustomerRow.omit({ orders: true, lastOrderAt: true }).extend({
  /** Signs in with Google (such an account may have no password at all). */
  google: z.boolean(),
  /** The address book the customer saved (docs/decisions/026), in the order they added them. */
  savedAddresses: z.array(ZAddress),
  /** The delivery addresses of the customer's orders, most recently used first (CUSTOMER_ADDRESSES_SHOWN). */
  addresses: z.array(ZCustomerAddress),
  /** Newest first, at most CUSTOMER_ORDERS_SHOWN (src/shared/constants.ts); `orderCount` counts them all. */
  orders: z.array(ZCustomerOrder),
  orderCount: z.number().int(),
  /** Whole rupees the shop kept of the orders not cancelled: net of refunds and discounts (docs/decisions/050). */
  spent: z.number().int(),
});

export const adminCustomers = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/admin/customers',
    auth: { permission: 'customers' },
    tags: TAGS,
    summary: 'Customer accounts, newest first, searched by name, e-mail or phone, with their order counts',
    query: ZAdminCustomersQuery,
    responses: { 200: ZAdminCustomersPage },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/admin/customers/:id',
    auth: { permission: 'customers' },
    tags: TAGS,
    summary: 'One customer: profile, role, verification, delivery addresses and orders (never a password or token)',
    params: ZIdParams,
    responses: { 200: ZAdminCustomerDetail },
  }),
};

export type TAdminCustomersQuery = z.infer<typeof ZAdminCustomersQuery>;
export type TAdminCustomersPage = z.infer<typeof ZAdminCustomersPage>;
export type TAdminCustomerRow = z.infer<typeof ZAdminCustomerRow>;
export type TAdminCustomerDetail = z.infer<typeof ZAdminCustomerDetail>;
export type TCustomerOrder = z.infer<typeof ZCustomerOrder>;
export type TCustomerAddress = z.infer<typeof ZCustomerAddress>;
