import type { ExportFormat, ExportType } from '@shared/api/hackathon/admin-export';

const extensions: Record<ExportFormat, string> = { csv: 'csv', excel: 'xlsx', pdf: 'pdf' };

/** product.md §3.7: a file named for the event's registrations, with the date and the format's extension. */
export function exportFileName(type: ExportType, format: ExportFormat, now: Date): string {
  const what = type === 'detailed' ? 'registrations' : `registrations_${type.replace('-', '_')}`;
  return `hackathon_${what}_${now.toISOString().slice(0, 10)}.${extensions[format]}`;
}
