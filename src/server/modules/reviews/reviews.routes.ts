import { z } from 'zod';
import { reviews, ZReview } from '#src/contracts/reviews';
import { route } from '#src/server/lib/route';
import { sendCached } from '#src/server/lib/send-cached';
import { addReview, listReviews } from './reviews.service';

const ZReviews = z.array(ZReview);

export const reviewsRoutes = [
  route(reviews.list, async (request, reply) =>
    sendCached(reply, ZReviews, await listReviews(request.server.db, request.query.productId)),
  ),
  route(reviews.add, async (request) => addReview(request.server.db, request.authUser, request.body)),
];
