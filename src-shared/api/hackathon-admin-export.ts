import { z } from 'zod';
import { text } from './text';
import { adminIdsQuery } from './hackathon-admin';

/** product.md §3.7 "exports as CSV, Excel or PDF": the formats and what each export holds. */
export const exportFormats = ['csv', 'excel', 'pdf'] as const;
export type ExportFormat = (typeof exportFormats)[number];

/**
 * detailed: one row per registration; selected: the same for the registrations named in `ids`;
 * participants: one row per person (the leader and each listed member); analytics: counts by
 * department, college and year; participant-analytics: team sizes and the top 10 colleges.
 */
export const exportTypes = ['detailed', 'analytics', 'selected', 'participants', 'participant-analytics'] as const;
export type ExportType = (typeof exportTypes)[number];

/** The dashboard loads at most 1,000 registrations (product.md §3.9), so a selection is never longer. */
export const maxSelectedExport = 1000;

/**
 * The list's search and filters (the same fields as GET /registrations) narrow the detailed and
 * participants exports to what the organiser sees; the analytics count every registration. The
 * list's `type` (individual or team) is `team_type` here, as `type` names the export.
 */
export const exportQuery = adminIdsQuery.omit({ type: true }).extend({
  team_type: adminIdsQuery.shape.type,
  format: z.enum(exportFormats).default('csv'),
  type: z.enum(exportTypes).default('detailed'),
  /** Comma-separated registration ids, for `type=selected`. */
  ids: text().max(maxSelectedExport * 20).optional(),
});
export type ExportQuery = z.infer<typeof exportQuery>;
