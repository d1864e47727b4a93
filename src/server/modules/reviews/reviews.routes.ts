import { adminReviews } from '#src/contracts/admin-reviews';
import { reviews } from '#src/contracts/reviews';
import { cachedRead, route } from '#src/server/lib/route';
import { limitByUser, type LimitRule } from '#src/server/plugins/rate-limit';
import { auditActor } from '#src/server/modules/audit/index';
import { addReview, listAdminReviews, listReviews, setReviewHidden } from './reviews.service';

/** Review writes per shopper (issue 11 §4): enough for a basket's worth of reviews, not for a flood. */
const REVIEW_WRITES_PER_USER: LimitRule = { name: 'review-user', max: 10, windowMs: 10 * 60_000 };

export const reviewsRoutes = [
  cachedRead(reviews.list, (app, { query }) => listReviews(app.db, query.productId)),
  route(reviews.add, async (request) => addReview(request.server.db, request.authUser, request.body), {
    preHandler: limitByUser(REVIEW_WRITES_PER_USER),
  }),
];

/** `/api/admin/reviews`: moderation (admins, docs/decisions/028). */
export const adminReviewsRoutes = [
  route(adminReviews.list, async (request) => listAdminReviews(request.server.db, request.query)),
  route(adminReviews.setHidden, async (request) =>
    setReviewHidden(request.server.db, request.params.id, request.body.hidden, auditActor(request)),
  ),
];
