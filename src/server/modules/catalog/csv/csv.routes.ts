import type { FastifyRequest } from 'fastify';
import { adminCsv } from '#src/contracts/admin-taxonomy';
import { AppError } from '#src/server/lib/app-error';
import { readMultipartFiles } from '#src/server/lib/multipart-files';
import { route } from '#src/server/lib/route';
import { CSV_IMPORT_MAX_BYTES } from '#src/shared/constants';
import { shopToday } from '#src/shared/shop-time';
import { ADMIN_TAXONOMY_TEXT } from '#src/shared/texts/admin-taxonomy';
import { auditActor } from '#src/server/modules/audit/index';
import { exportProductsCsv, importProductsCsv } from './csv.service';

const T = ADMIN_TAXONOMY_TEXT.csv;
const MB = Math.round(CSV_IMPORT_MAX_BYTES / (1024 * 1024));

/** The CSV file of the multipart field `file` (one only); too large → 413 before more is read. */
async function readCsvFile(request: FastifyRequest): Promise<Buffer> {
  const [file] = await readMultipartFiles(request, 'file', {
    sendAsMultipart: T.sendAsMultipart,
    wrongField: T.sendAsMultipart,
    fileTooLarge: T.tooLarge(MB),
    tooManyFiles: { status: 'BAD_REQUEST', message: T.sendAsMultipart },
  });
  if (!file || file.length === 0) throw new AppError('BAD_REQUEST', T.chooseFile);
  return file;
}

/** The catalogue as CSV and back (issue 14, docs/decisions/022). */
export const csvRoutes = [
  route(adminCsv.exportProducts, async (request, reply) => {
    // Named after the shop's day (decision 058), like the orders' CSVs.
    const day = shopToday(request.server.config.SHOP_TIME_ZONE);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="products-${day}.csv"`)
      .send(exportProductsCsv(request.server.db));
  }),
  route(
    adminCsv.importProducts,
    async (request) =>
      importProductsCsv(request.server.db, auditActor(request), await readCsvFile(request), request.query.dryRun),
    { multipartLimits: { fileSize: CSV_IMPORT_MAX_BYTES, files: 1, fields: 5, parts: 6 } },
  ),
];
