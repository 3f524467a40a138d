import { z } from 'zod';
import { errorCodes } from '../errors';
import { paperSizes } from '../resume/paper';
import { limitedText, resumeLimits, resumeSchema } from '../resume/resume';
import { resumeSections, roleKeys } from '../resume/suggestions';
import { defaultTemplateId, templateIds } from '../resume/templates';
import { text } from './text';
import { timestamp } from './timestamp';

/** The resume API (product.md §2.7 "Resume"): the stored copy, templates, suggestions, improvement and generation. */

export const getResumeReply = z.object({
  /** Null when the caller has never saved a resume on the server. */
  resume: resumeSchema.nullable(),
});

export const saveResumeBody = z.object({
  resume: resumeSchema,
  /** The `updatedAt` of the server copy this edit started from; null when there was none. */
  baseUpdatedAt: timestamp().nullable(),
});
export const saveResumeReply = z.object({ updatedAt: z.string() });

/** A stale save answers 409 with this: the error and the server's copy, so the learner can keep either. */
export const saveResumeConflict = z.object({
  error: z.object({ code: z.enum(errorCodes), message: z.string(), messageId: z.string().optional() }),
  current: resumeSchema.nullable(),
});

export const resumeTemplate = z.object({
  id: z.enum(templateIds),
  name: z.string(),
  description: z.string(),
  best_for: z.array(z.string()),
  features: z.array(z.string()),
  popular: z.boolean(),
});
export const templatesReply = z.object({ templates: z.array(resumeTemplate), default: z.enum(templateIds) });

export const suggestionsParams = z.object({ section: text().trim().min(1).max(40) });
export const suggestionsQuery = z.object({
  role: text().trim().max(120).default(''),
  industry: text().trim().max(120).default(''),
});
export const suggestionsReply = z.object({
  section: z.enum(resumeSections),
  role: z.enum(roleKeys),
  role_title: z.string(),
  suggestions: z.array(z.string()),
  keywords: z.array(z.string()),
  quick_add: z.array(z.string()),
});

/** Longest section text sent for improvement: the longest field of the resume, with room for bullets. */
export const maxSectionContent = 5000;

export const improveSectionBody = z.object({
  section_name: text().trim().min(1).max(60),
  current_content: text().max(maxSectionContent),
  target_role: text().trim().max(120).default(''),
  industry: text().trim().max(120).default(''),
});
export const improveSectionReply = z.object({
  improved_content: z.string(),
  suggestions: z.array(z.string()),
  /** `ai`: the configured model wrote it; `offline`: the rule-based improver did. */
  mode: z.enum(['ai', 'offline']),
  /** The model was asked and failed; the offline improver answered instead. */
  fallback: z.boolean(),
  /** product.md §2.8's notification for how it was made. */
  notice: z.string(),
});

export const generateResumeBody = z.object({
  resume_data: resumeSchema,
  template: z.enum(templateIds).default(defaultTemplateId),
  ai_enhancement: z.boolean().default(false),
  target_role: text().trim().max(120).default(''),
  industry: text().trim().max(120).default(''),
});
export const generateResumeReply = z.object({
  success: z.literal(true),
  resume: resumeSchema,
  /** How the summary and experience were enhanced; `none` without ai_enhancement. */
  mode: z.enum(['ai', 'offline', 'none']),
  /** Advice collected while enhancing, section by section. */
  suggestions: z.array(z.object({ section: z.string(), suggestions: z.array(z.string()) })),
  score: z.number(),
  completion: z.number(),
  analysis: z.object({ score: z.number(), strengths: z.array(z.string()) }),
});

export const exportFormats = ['pdf', 'json', 'json-resume'] as const;
export type ExportFormat = (typeof exportFormats)[number];

/**
 * product.md §2.7: the resume's fields, the template and the format, in one body; the reply is the
 * file itself. The first name may be empty here so that a missing name is refused with the export's
 * own message ('Please fill in basic contact information before exporting'), as the screen does.
 */
export const exportResumeBody = resumeSchema.extend({
  firstName: limitedText(resumeLimits.name).default(''),
  template: z.enum(templateIds).default(defaultTemplateId),
  format: z.enum(exportFormats).default('pdf'),
  paper: z.enum(paperSizes).default('A4'),
});
export type ExportResumeBody = z.input<typeof exportResumeBody>;

export type GetResumeReply = z.infer<typeof getResumeReply>;
export type SaveResumeBody = z.input<typeof saveResumeBody>;
export type SaveResumeConflict = z.infer<typeof saveResumeConflict>;
export type ImproveSectionReply = z.infer<typeof improveSectionReply>;
export type GenerateResumeReply = z.infer<typeof generateResumeReply>;
