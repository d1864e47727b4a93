import { adminPromotions, coupons } from '#src/contracts/coupons';
import { route } from '#src/server/lib/route';
import { auditActor } from '#src/server/modules/audit/index';
import * as admin from './promotions-admin.service';
import { applyCoupon, cartSummary, removeCoupon } from './promotions.service';

/** `/api/cart/summary`, `/api/cart/coupon`: the cart's figures and its code box (issue 29 §2). */
export const promotionsRoutes = [
  route(coupons.summary, async (request) => cartSummary(request.server.db, request.authUser.id)),
  route(coupons.apply, async (request) => applyCoupon(request.server.db, request.authUser.id, request.body.code)),
  route(coupons.remove, async (request) => removeCoupon(request.server.db, request.authUser.id)),
];

/** `/api/admin/coupons`, `/api/admin/offers`: the back office's promotions (permission `promotions`). */
export const adminPromotionsRoutes = [
  route(adminPromotions.listCoupons, async (request) => admin.listCoupons(request.server.db, request.query.page)),
  route(adminPromotions.createCoupon, async (request, reply) =>
    reply.status(201).send(await admin.createCoupon(request.server.db, auditActor(request), request.body)),
  ),
  route(adminPromotions.updateCoupon, async (request) =>
    admin.updateCoupon(request.server.db, auditActor(request), request.params.id, request.body),
  ),
  route(adminPromotions.listOffers, async (request) => admin.listOffers(request.server.db, request.query.page)),
  route(adminPromotions.createOffer, async (request, reply) =>
    reply.status(201).send(await admin.createOffer(request.server.db, auditActor(request), request.body)),
  ),
  route(adminPromotions.updateOffer, async (request) =>
    admin.updateOffer(request.server.db, auditActor(request), request.params.id, request.body),
  ),
];
