import { z } from 'zod';
import { ID_MAX, PAGE_MAX } from '../shared/constants';
import { ERROR_CODES, ERROR_CODE_LIST } from './error-codes';

/** Database ids are positive 32-bit integers; anything else is a 400, not a 500. */
export const ZId = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .positive('must be positive')
  .max(ID_MAX, 'is too large');

export const ZIdParams = z.object({ id: ZId });

/**
 * What went wrong, for a program. One named schema (`ErrorCode` in the OpenAPI document's components) that every
 * error answer references, rather than a copy in each of the ~800.
 */
export const ZErrorCode = z.enum(ERROR_CODE_LIST).meta({
  id: 'ErrorCode',
  description:
    'What went wrong, for a program (stable; `msg` and `message` are for a person):\n' +
    Object.entries(ERROR_CODES)
      .map(([code, when]) => `- \`${code}\`: ${when}`)
      .join('\n'),
});

export const ZErrorBody = z
  .object({
    error: z.literal(true),
    msg: z.string(),
    message: z.string(),
    code: ZErrorCode,
  })
  .loose()
  .describe('Every error answer');

/** A page number in a query string (listings, search, the back office's tables): 1 when absent. */
export const ZPageNumber = z.coerce.number({ error: 'must be a number' }).int().min(1).max(PAGE_MAX).default(1);

/** Where a back-office list's page stands: rows matching its filters, this page, the page count and the page size. */
export const PAGE_POSITION = {
  total: z.number().int(),
  page: z.number().int(),
  totalPages: z.number().int(),
  perPage: z.number().int(),
};
