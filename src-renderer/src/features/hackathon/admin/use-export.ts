import type { AdminIdsQueryInput } from '@shared/api/hackathon-admin';
import type { ExportFormat, ExportType } from '@shared/api/hackathon-admin-export';
import { hackathonMessages } from '@shared/hackathon/messages';
import { hackathonAdminExportRoutes } from '@shared/api/routes/hackathon-admin-export';
import { exportFileName } from '@shared/hackathon/export-rules';
import { heavyJobLimitsMs, heavyWorkReplyTimeoutMs } from '@shared/heavy-work/limits';
import { useMutation } from '@tanstack/react-query';
import { download } from '../../../api/client';
import { toastFailure, toastWarning } from './admin-toast';
import { adminTextsNow as t } from './admin-texts';
import { saveFile } from '../../../api/save-file';
import { useHackathonEvent } from '../use-hackathon-event';

/**
 * product.md §3.7: an export is written in the heavy-work pool, where it may wait for a thread and
 * then run up to its limit; the browser waits for both and the file's way back, not the limit alone.
 */
const exportTimeoutMs = heavyWorkReplyTimeoutMs(heavyJobLimitsMs.registrationExport);

interface ExportRequest {
  format: ExportFormat;
  type: ExportType;
  ids?: readonly string[];
  /** The list's search and filters: a detailed or participants export holds what the list shows. */
  matching?: AdminIdsQueryInput;
}

/** GET /api/hackathon/admin/export as a file download; the server builds the file from the database. */
export function useExport() {
  // The same name the server gives the file, which a fetched blob does not carry.
  const eventId = useHackathonEvent().data?.id ?? 'hackathon';
  const mutation = useMutation({
    mutationFn: async ({ format, type, ids, matching }: ExportRequest) => {
      const { type: teamType, ...filters } = matching ?? {};
      const query = { format, type, ...(ids ? { ids: ids.join(',') } : {}), ...filters, ...(teamType ? { team_type: teamType } : {}) };
      saveFile(await download(hackathonAdminExportRoutes.export, { query, timeoutMs: exportTimeoutMs }), exportFileName(eventId, type, format, new Date()));
    },
    onError: (error) => toastFailure(error, t('exportFailed')),
  });
  const run = (request: ExportRequest) => {
    if (request.type === 'selected' && (request.ids?.length ?? 0) === 0) return toastWarning(hackathonMessages.exportNoneSelected);
    mutation.mutate(request);
  };
  return { run, pending: mutation.isPending };
}
