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

export const ZErrorBody = z
  .object({
    error: z.literal(true),
    msg: z.string(),
    message: z.string(),
    code: z.enum(ERROR_CODE_LIST).describe(
      'What went wrong, for a program (stable; `msg` and `message` are for a person):\n' +
        Object.entries(ERROR_CODES)
          .map(([code, when]) => `- \`${code}\`: ${when}`)
          .join('\n'),
    ),
  })
  .loose()
  .describe('Every error answer');

/** A page number in a query string (listings, search, the back office's tables): 1 when absent. */
export const ZPageNumber = z.coerce.number({ error: 'must be a number' }).int().min(1).max(PAGE_MAX).default(1);
