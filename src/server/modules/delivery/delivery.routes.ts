import { adminDelivery } from '#src/contracts/admin-delivery';
import { delivery } from '#src/contracts/delivery';
import { route } from '#src/server/lib/route';
import { auditActor } from '#src/server/modules/audit/index';
import { limitByIp, type LimitRule } from '#src/server/plugins/rate-limit';
import * as admin from './delivery-admin.service';
import { checkPincode, listSlots } from './delivery.service';

/** The public pincode and slot reads per client IP (decision 014's model): a shopper types a few pincodes. */
export const DELIVERY_READS_PER_IP: LimitRule = { name: 'delivery-ip', max: 120, windowMs: 60_000 };
const limited = { preHandler: limitByIp(DELIVERY_READS_PER_IP) };

/** `/api/delivery`: does the shop deliver to a pincode, and when (issue 16, docs/decisions/029). */
export const deliveryRoutes = [
  route(delivery.check, async (request) => checkPincode(request.server.db, request.query.pincode), limited),
  route(
    delivery.slots,
    async (request) =>
      listSlots(request.server.db, request.query.pincode, { timeZone: request.server.config.SHOP_TIME_ZONE }),
    limited,
  ),
];

/** `/api/admin/delivery`: zones, weekly slots and closed dates (admins; every write audited). */
export const adminDeliveryRoutes = [
  route(adminDelivery.settings, async (request) =>
    admin.deliverySettings(request.server.db, request.server.config.SHOP_TIME_ZONE),
  ),
  route(adminDelivery.createZone, async (request) =>
    admin.createZone(request.server.db, auditActor(request), request.body),
  ),
  route(adminDelivery.updateZone, async (request) =>
    admin.updateZone(request.server.db, auditActor(request), request.params.id, request.body),
  ),
  route(adminDelivery.removeZone, async (request) => {
    await admin.deleteZone(
      request.server.db,
      auditActor(request),
      request.params.id,
      request.server.config.SHOP_TIME_ZONE,
    );
    return { deleted: true as const };
  }),
  route(adminDelivery.createSlot, async (request) =>
    admin.createTemplate(request.server.db, auditActor(request), request.params.id, request.body),
  ),
  route(adminDelivery.createSlotWeek, async (request) =>
    admin.createSlotWeek(request.server.db, auditActor(request), request.params.id, request.body),
  ),
  route(adminDelivery.copyWeek, async (request) =>
    admin.copyWeek(request.server.db, auditActor(request), request.params.id, request.body.toZoneId),
  ),
  route(adminDelivery.updateSlot, async (request) =>
    admin.updateTemplate(request.server.db, auditActor(request), request.params.id, request.body),
  ),
  route(adminDelivery.removeSlot, async (request) => {
    await admin.deleteTemplate(
      request.server.db,
      auditActor(request),
      request.params.id,
      request.server.config.SHOP_TIME_ZONE,
    );
    return { deleted: true as const };
  }),
  route(adminDelivery.closeDate, async (request) =>
    admin.closeDate(request.server.db, auditActor(request), request.body),
  ),
  route(adminDelivery.reopenDate, async (request) => {
    await admin.reopenDate(request.server.db, auditActor(request), request.params.id);
    return { deleted: true as const };
  }),
];
