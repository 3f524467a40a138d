import { MessageChannel } from 'node:worker_threads';
import { maxSelectedExport } from '@shared/api/hackathon-admin-export';
import { hackathonMessageTable, organiserMessageTable } from '@shared/hackathon/messages';
import { hackathonAdminExportRoutes } from '@shared/api/routes/hackathon-admin-export';
import { exportContentTypes, exportFileName, selectedIds } from '@shared/hackathon/export-rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../errors';
import { perUserLimit } from '../http/rate-limit';
import { routeOptions } from '../http/route-options';
import { loadCurrentEvent } from './current-event';
import { exportDocument } from './export-document';
import { servePages, shapeOf } from './export-pages';
import type { HackathonOptions } from './plugin';
/** An export reads every registration; a few a minute cover an organiser, not a loop. */
const exportRateLimit = perUserLimit(20, organiserMessageTable.ref('exportTooFast'));

/**
 * product.md §3.7 utilities: the organisers' exports. The request loop reads the rows a page at a
 * time as the heavy-work pool asks for them; the pool writes the file (ARCHITECTURE.md "Heavy work").
 */
export const exportPlugin: FastifyPluginAsyncZod<HackathonOptions> = async (app, { db, clock, pdfWork }) => {
  app.route({
    ...routeOptions(hackathonAdminExportRoutes.export, { rateLimit: exportRateLimit }),
    handler: async (request, reply) => {
      const { format, type, search, status, team_type: teamType, college, department, payment } = request.query;
      const matching = { search, status, type: teamType, college, department, payment };
      const ids = selectedIds(request.query.ids);
      if (type === 'selected' && ids.length === 0) throw badRequest(hackathonMessageTable.ref('exportNoneSelected'));
      if (ids.length > maxSelectedExport) throw badRequest(hackathonMessageTable.ref('exportTooMany', { max: maxSelectedExport.toLocaleString('en-IN') }));
      const event = await loadCurrentEvent(db);
      const document = exportDocument(db, event, type, ids, matching);
      const { port1, port2 } = new MessageChannel();
      const pages = servePages(port1, document);
      let file: Uint8Array;
      try {
        file = await pdfWork.heavyWork.run('registrationExport', { format, resourcesDir: pdfWork.resourcesDir, shape: shapeOf(document), pages: port2 }, [port2]);
      } catch (error) {
        // A page that could not be read fails the job; the request answers the read's own error.
        throw pages.failure() ?? error;
      } finally {
        pages.close();
      }
      return reply
        .type(exportContentTypes[format])
        .header('content-disposition', `attachment; filename="${exportFileName(event.id, type, format, clock())}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(file.buffer, file.byteOffset, file.byteLength));
    },
  });
};
