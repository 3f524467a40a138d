import { exportMessages, maxSelectedExport, type ExportFormat } from '@shared/api/hackathon/admin-export';
import { hackathonAdminExportRoutes } from '@shared/api/routes/hackathon-admin-export';
import { exportContentTypes, exportFileName, selectedIds } from '@shared/hackathon/export-rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Readable } from 'node:stream';
import { badRequest } from '../errors';
import { perUserLimit } from '../http/rate-limit';
import { routeOptions } from '../http/route-options';
import { loadCurrentEvent } from './current-event';
import { csvStream } from './export-csv';
import { exportDocument, type ExportDocument } from './export-document';
import { excelStream } from './export-excel';
import { pdfStream } from './export-pdf';
import type { HackathonOptions } from './plugin';
/** An export reads every registration; a few a minute cover an organiser, not a loop. */
const exportRateLimit = perUserLimit(20, 'Too many exports in a minute. Please wait a moment and try again.');


/** product.md §3.7 utilities: the organisers' exports, written while the rows are read. */
export const exportPlugin: FastifyPluginAsyncZod<HackathonOptions> = async (app, { db, clock, pdfFonts }) => {
  const writers: Record<ExportFormat, (document: ExportDocument) => Readable> = {
    csv: csvStream,
    excel: excelStream,
    pdf: (document) => pdfStream(pdfFonts, document),
  };
  app.route({
    ...routeOptions(hackathonAdminExportRoutes.export, { rateLimit: exportRateLimit }),
    handler: async (request, reply) => {
      const { format, type, search, status, team_type: teamType, college, department, payment } = request.query;
      const matching = { search, status, type: teamType, college, department, payment };
      const ids = selectedIds(request.query.ids);
      if (type === 'selected' && ids.length === 0) throw badRequest(exportMessages.noneSelected);
      if (ids.length > maxSelectedExport) throw badRequest(exportMessages.tooManySelected);
      const event = await loadCurrentEvent(db);
      const stream = writers[format](exportDocument(db, event, type, ids, matching));
      return reply
        .type(exportContentTypes[format])
        .header('content-disposition', `attachment; filename="${exportFileName(event.id, type, format, clock())}"`)
        .header('cache-control', 'private, no-store')
        .send(stream);
    },
  });
};
