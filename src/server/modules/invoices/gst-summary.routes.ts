import { adminGst } from '#src/contracts/gst';
import { route } from '#src/server/lib/route';
import { gstSummaryCsv } from './gst-summary.service';

/** `GET /api/admin/export/gst-summary.csv?month=YYYY-MM` (permission `settings`), named after its month. */
export const gstSummaryRoutes = [
  route(adminGst.summaryCsv, async (request, reply) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="gst-summary-${request.query.month}.csv"`)
      .send(await gstSummaryCsv(request.server.db, request.query.month, request.server.config.SHOP_TIME_ZONE)),
  ),
];
