import { z } from 'zod';
import { indianState, INDIAN_STATES } from '../shared/indian-states';
import { POLICY_KINDS } from '../shared/shop';
import { SETTINGS_VALIDATION_TEXT } from '../shared/texts/settings';
import { ZImageName } from './admin-catalog';
import { defineEndpoint } from './endpoint';

/**
 * The store settings (issue 30 §1, decision 052): client groups `settings` (public: what pages need — the shop's
 * name, address, contact, registration numbers and free-delivery promise; one policy's text) and `adminSettings`
 * (permission `settings`: read and replace the whole record, audited).
 */
const TAGS = ['settings'] as const;
const M = SETTINGS_VALIDATION_TEXT;

/** The longest policy text (characters). */
export const POLICY_MAX = 20_000;

const text = (max: number) => z.string().trim().max(max, M.tooLong(max));
const optionalEmail = text(254).refine((value) => value === '' || z.email().safeParse(value).success, M.email);
const optionalPhone = text(40).regex(/^$|^\+?[0-9][0-9 ()-]{4,}$/, M.phone);

/** GSTIN: state code, PAN (5 letters, 4 digits, a letter), entity number, 'Z', check character. Upper-cased. */
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const ZGstin = z
  .string()
  .trim()
  .toUpperCase()
  .refine((value) => value === '' || GSTIN_PATTERN.test(value), M.gstin)
  .refine((value) => value === '' || !GSTIN_PATTERN.test(value) || !!indianState(value.slice(0, 2)), M.gstinState);
const ZFssai = z
  .string()
  .trim()
  .regex(/^$|^[0-9]{14}$/, M.fssai);
const ZState = z
  .string()
  .trim()
  .refine((value) => value === '' || !!indianState(value), M.state)
  .meta({ description: `GST state code: ${INDIAN_STATES.map((s) => s.code).join(', ')}; '' when not given` });

const ZGrievance = z.object({ name: text(120), email: optionalEmail, phone: optionalPhone });

/** What the grocer edits: every field, policies included. Empty strings mean "not given". */
export const ZStoreSettingsInput = z.object({
  name: z.string().trim().min(1, M.name).max(40, M.tooLong(40)),
  legalName: text(120),
  address: text(300),
  city: text(80),
  pincode: z
    .string()
    .trim()
    .regex(/^$|^[1-9][0-9]{5}$/, M.pincode),
  state: ZState,
  phone: optionalPhone,
  email: optionalEmail,
  hours: text(120),
  logo: ZImageName.nullable(),
  gstin: ZGstin,
  fssai: ZFssai,
  grievance: ZGrievance,
  policies: z.object({ returns: text(POLICY_MAX), refunds: text(POLICY_MAX), cancellation: text(POLICY_MAX) }),
});
export type TStoreSettingsInput = z.infer<typeof ZStoreSettingsInput>;

export const ZStoreSettings = ZStoreSettingsInput.extend({
  /** ISO 8601; null before the first save. */
  updatedAt: z.string().nullable(),
});
export type TStoreSettings = z.infer<typeof ZStoreSettings>;

/** What every page needs (the root loader's `shop`): no policy texts, which only their own pages read. */
export const ZShop = z.object({
  name: z.string(),
  legalName: z.string(),
  address: z.string(),
  city: z.string(),
  pincode: z.string(),
  state: z.string(),
  phone: z.string(),
  email: z.string(),
  hours: z.string(),
  logo: z.string().nullable(),
  gstin: z.string(),
  fssai: z.string(),
  grievance: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  freeDeliveryFrom: z.number().int().nullable().meta({
    description:
      'Whole rupees from which every active delivery zone ships free; 0: every order; null: no promise holds everywhere',
  }),
});
export type TShop = z.infer<typeof ZShop>;

export const ZPolicyKind = z.enum(POLICY_KINDS);
export const ZPolicy = z.object({ kind: ZPolicyKind, text: z.string() });
export type TPolicy = z.infer<typeof ZPolicy>;

export const settings = {
  shop: defineEndpoint({
    method: 'GET',
    path: '/api/settings/shop',
    auth: 'public',
    tags: TAGS,
    summary: "The shop's public details: name, address, contact, hours, logo, GSTIN, FSSAI, grievance officer",
    description: 'Cached with the catalogue: a change in the back office or to the delivery zones shows at once.',
    responses: { 200: ZShop },
  }),
  policy: defineEndpoint({
    method: 'GET',
    path: '/api/settings/policies/:kind',
    auth: 'public',
    tags: TAGS,
    summary: "One of the shop's policies (returns, refunds, cancellation) as plain text ('' when not written yet)",
    params: z.object({ kind: ZPolicyKind }),
    responses: { 200: ZPolicy },
  }),
};

export const adminSettings = {
  get: defineEndpoint({
    method: 'GET',
    path: '/api/admin/settings',
    auth: { permission: 'settings' },
    tags: ['admin', ...TAGS],
    summary: 'The store settings, policies included',
    responses: { 200: ZStoreSettings },
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/settings',
    auth: { permission: 'settings' },
    tags: ['admin', ...TAGS],
    summary: 'Replace the store settings (audited; every page, e-mail and slip uses them from the next request)',
    body: ZStoreSettingsInput,
    responses: { 200: ZStoreSettings },
  }),
};
