import { z } from 'zod';
import { GST_LABEL_MAX, GST_RATE_MAX_BPS } from '../shared/constants';
import { ADMIN_GST_TEXT } from '../shared/texts/gst';
import { ZDeleted } from './admin-taxonomy';
import { defineEndpoint } from './endpoint';

/**
 * GST in the back office (issue 30 §2, docs/decisions/053), client group `adminGst`: the rates a product can have
 * (data the grocer changes when the slabs change; a rate products use cannot be removed) and the monthly summary CSV
 * an accountant files from. Permission `settings`; every write audited. Rates are basis points (500 = 5 %).
 */
const M = ADMIN_GST_TEXT.rates;
const tags = ['admin', 'gst'];

export const ZGstRateBpsParam = z.coerce
  .number({ error: M.rateRange })
  .int(M.rateRange)
  .min(0, M.rateRange)
  .max(GST_RATE_MAX_BPS, M.rateRange);
const ZGstLabel = z.string().trim().min(1, M.labelRequired).max(GST_LABEL_MAX, M.labelTooLong(GST_LABEL_MAX));

export const ZGstRate = z.object({
  rateBps: z.number().int(),
  label: z.string(),
  /** Products (archived included) with this rate: a rate in use cannot be removed. */
  products: z.number().int(),
});
export const ZGstRateList = z.object({ rates: z.array(ZGstRate) });
export const ZGstRateCreate = z.object({
  rateBps: z.number({ error: M.rateRange }).int(M.rateRange).min(0, M.rateRange).max(GST_RATE_MAX_BPS, M.rateRange),
  label: ZGstLabel,
});
export const ZGstRateUpdate = z.object({ label: ZGstLabel });
export const ZGstRateParams = z.object({ rateBps: ZGstRateBpsParam });

/** A month of the shop's calendar: `2026-11`. */
/** A month as the GST summary takes it: `YYYY-MM`. */
export const GST_MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

export const ZGstSummaryQuery = z.object({
  month: z
    .string()
    .regex(GST_MONTH_PATTERN, ADMIN_GST_TEXT.summary.badMonth)
    .meta({ description: 'YYYY-MM, the month in the shop’s time zone (SHOP_TIME_ZONE)' }),
});

export type TGstRate = z.infer<typeof ZGstRate>;
export type TGstRateList = z.infer<typeof ZGstRateList>;
export type TGstRateCreate = z.output<typeof ZGstRateCreate>;
export type TGstSummaryQuery = z.output<typeof ZGstSummaryQuery>;

export const adminGst = {
  rates: defineEndpoint({
    method: 'GET',
    path: '/api/admin/gst-rates',
    // The product editor reads them to offer its rate select: a catalogue right; changing them is `settings`.
    auth: { permission: 'catalogue' },
    tags,
    summary: 'The GST rates a product can have, lowest first, with how many products use each',
    responses: { 200: ZGstRateList },
  }),
  createRate: defineEndpoint({
    method: 'POST',
    path: '/api/admin/gst-rates',
    auth: { permission: 'settings' },
    tags,
    summary: 'Add a GST rate (basis points, 500 = 5 %) with its name; 409 when it exists',
    body: ZGstRateCreate,
    responses: { 201: ZGstRate },
  }),
  updateRate: defineEndpoint({
    method: 'PATCH',
    path: '/api/admin/gst-rates/:rateBps',
    auth: { permission: 'settings' },
    tags,
    summary: 'Rename a GST rate (its value is what products point at, so it is not changed: add another instead)',
    params: ZGstRateParams,
    body: ZGstRateUpdate,
    responses: { 200: ZGstRate },
  }),
  removeRate: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin/gst-rates/:rateBps',
    auth: { permission: 'settings' },
    tags,
    summary: 'Remove a GST rate no product uses; 409 while products use it',
    params: ZGstRateParams,
    responses: { 200: ZDeleted },
  }),
  /** Text/csv: the page downloads it with its token, so there is no client method. */
  summaryCsv: defineEndpoint({
    method: 'GET',
    path: '/api/admin/export/gst-summary.csv',
    auth: { permission: 'settings' },
    tags,
    summary: 'The monthly GST summary as CSV: by rate, B2C by place of supply and rate, and the HSN summary',
    description:
      "From the month's tax invoices and credit notes (credit notes negative), issued in the shop's time zone. One " +
      'row per group; columns `section` (`rate`, `b2c`, `hsn`), `rate_percent`, `place_of_supply` (code-name), ' +
      '`hsn_code`, `description`, `quantity`, `taxable_value`, `cgst`, `sgst`, `igst`, `total_tax`, `total_value` ' +
      '(rupees with paise). Starts with a UTF-8 byte-order mark.',
    query: ZGstSummaryQuery,
    responses: { 200: z.string().describe('text/csv') },
    client: false,
  }),
};
