import { z } from 'zod';
import { atsMessages, atsLimits } from '../ats/rules';
import { atsBands } from '../ats/score';
import { atsSections } from '../ats/sections';
import { suggestionKinds } from '../ats/suggestions';
import { sentMessageValues } from '../i18n/message-schema';
import { text } from './text';

/**
 * The ATS checker's API (product.md §2.11). The request is multipart: the file in the field
 * `resume` and the job description in the field `jobDescription`, checked with this schema.
 */
export const atsFileField = 'resume';
export const atsJobDescriptionField = 'jobDescription';

export const atsJobDescription = text()
  .trim()
  .min(1, atsMessages.jobDescriptionRequired)
  .min(atsLimits.jobDescriptionMin, atsMessages.jobDescriptionShort)
  .max(atsLimits.jobDescriptionMax, atsMessages.jobDescriptionLong);

const split = z.object({ present: z.array(z.string()), missing: z.array(z.string()) });

export const atsScoreReply = z.object({
  /** 0 to 100. */
  atsScore: z.number().int().min(0).max(100),
  band: z.enum(atsBands.map((band) => band.band)),
  /** The score's parts (keywords of 60, sections of 20, contact of 10, dates and length of 5 each). */
  parts: z.object({ keywords: z.number(), sections: z.number(), contact: z.number(), dates: z.number(), length: z.number() }),
  presentKeywords: z.array(z.string()),
  missingKeywords: z.array(z.string()),
  skills: split,
  phrases: split,
  /** Each by id (src-shared/ats/messages.ts), its English in `message`. */
  suggestions: z.array(
    z.object({
      kind: z.enum(suggestionKinds),
      message: z.string(),
      messageId: z.string().optional(),
      messageValues: sentMessageValues.optional(),
      keyword: z.string().optional(),
      section: z.enum(atsSections).optional(),
    }),
  ),
  /** The sections found, with their place in `extractedText`. */
  sections: z.array(z.object({ section: z.enum(atsSections), heading: z.string(), start: z.number().int(), end: z.number().int() })),
  contact: z.object({ email: z.string().nullable(), phone: z.string().nullable(), links: z.array(z.string()) }),
  dates: z.object({ readable: z.number().int(), unreadable: z.array(z.string()) }),
  words: z.number().int(),
  /** A PDF's pages laid out in two columns, which many ATS read out of order. */
  twoColumnPages: z.array(z.number().int()),
  /** Where `extractedText` names the job's skills. */
  matches: z.array(z.object({ skill: z.string(), start: z.number().int(), end: z.number().int() })),
  /** The text as an ATS reads it from the file; never stored. */
  extractedText: z.string(),
  file: z.object({ type: z.enum(['pdf', 'docx']), pages: z.number().int().nullable() }),
});
export type AtsScoreReply = z.infer<typeof atsScoreReply>;
