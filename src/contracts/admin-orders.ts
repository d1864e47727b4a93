import { z } from 'zod';
import { ORDER_NOTE_MAX, ORDER_STATUSES } from '../shared/constants';
import { ZIdParams } from './common';
import { defineEndpoint } from './endpoint';
import { ZOrder } from './shopping';

/**
 * The back office's orders (issue 15, docs/decisions/023): client group `adminOrders`. `auth: 'staff'`: staff and
 * admins handle orders. The statuses and their allowed moves are one definition (src/shared/constants.ts).
 */
const TAGS = ['admin', 'orders'] as const;

export const ZOrderStatus = z.enum(ORDER_STATUSES);

export const ZOrderStatusBody = z.object({
  status: ZOrderStatus,
  note: z.string().trim().max(ORDER_NOTE_MAX).optional().default(''),
});

export const adminOrders = {
  setStatus: defineEndpoint({
    method: 'PATCH',
    path: '/api/admin/orders/:id',
    auth: 'staff',
    tags: TAGS,
    summary: 'Move an order to its next status (or cancel it), with an optional note',
    description:
      'pending → confirmed → packed → out_for_delivery → delivered; cancelled from pending, confirmed or packed. ' +
      'Any other move answers 409 and changes nothing; an unknown order 404; an unknown status 400. The change, ' +
      'its history row and its audit entry commit together; two changes at once apply one after the other.',
    params: ZIdParams,
    body: ZOrderStatusBody,
    responses: { 200: ZOrder },
  }),
};

export type TOrderStatusBody = z.infer<typeof ZOrderStatusBody>;
