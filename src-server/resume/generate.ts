import { analyseResume } from '@shared/resume/analysis-score';
import { builderScore, completionPercent } from '@shared/resume/builder-score';
import { contactProblems } from '@shared/resume/contact-rules';
import { resumeMessageTable } from '@shared/resume/messages';
import { improveSectionOffline } from '@shared/resume/offline-improver';
import { resumeLimits, type Resume } from '@shared/resume/resume';
import type { GenerateResumeReply } from '@shared/api/resume';
import type { TemplateId } from '@shared/resume/templates';
import { AppError } from '../errors';
import type { SectionImprover } from './section-improver';

/**
 * Model calls one generation may make (the summary and the first experiences, newest first as the
 * builder lists them); further experiences are improved offline, so a long resume cannot run one
 * request into minutes of model time.
 */
export const maxModelSectionsPerGeneration = 6;

export interface GenerateRequest {
  resume: Resume;
  template: TemplateId;
  aiEnhancement: boolean;
  targetRole: string;
  industry: string;
}

/**
 * Generates the finished resume (product.md §2.7 "Resume"): the contact must be complete, with
 * the builder's own messages; with `aiEnhancement` the summary and each experience's description
 * are improved, by the model where one is configured. The result is not stored: the builder shows
 * it, and saving stays the learner's choice.
 */
export async function generateResume(improver: SectionImprover, request: GenerateRequest): Promise<GenerateResumeReply> {
  const problem = contactProblems(request.resume)[0];
  if (problem) throw new AppError('VALIDATION', resumeMessageTable.ref('invalidContact', { field: problem.field, reason: problem.message }), 400);
  let resume: Resume = { ...request.resume, template: request.template };
  const suggestions: GenerateResumeReply['suggestions'] = [];
  let mode: GenerateResumeReply['mode'] = 'none';

  if (request.aiEnhancement) {
    const targetRole = request.targetRole || resume.targetRole;
    const industry = request.industry || resume.industry;
    let modelCalls = 0;
    const modes = new Set<'ai' | 'offline'>();
    // A model's text is cut to the field's limit, so the generated resume can be saved as it is.
    const improve = async (section: string, content: string, limit: number) => {
      const offlineOnly = modelCalls >= maxModelSectionsPerGeneration;
      if (improver.usesModel && !offlineOnly) modelCalls += 1;
      const result = offlineOnly
        ? { ...improveSectionOffline({ sectionName: section, content, targetRole, industry }), mode: 'offline' as const }
        : await improver.improve({ sectionName: section, content, targetRole, industry });
      modes.add(result.mode);
      if (result.suggestions.length > 0) suggestions.push({ section, suggestions: result.suggestions });
      return result.improved_content.slice(0, limit).trim();
    };
    if (resume.summary.trim() !== '') resume = { ...resume, summary: await improve('summary', resume.summary, resumeLimits.summary) };
    const experiences = [];
    for (const experience of resume.experiences) {
      experiences.push(experience.description.trim() === '' ? experience : { ...experience, description: await improve(`experience: ${experience.jobTitle}`, experience.description, resumeLimits.description) });
    }
    resume = { ...resume, experiences };
    mode = modes.has('ai') ? 'ai' : 'offline';
  }

  return { success: true, resume, mode, suggestions, score: builderScore(resume), completion: completionPercent(resume), analysis: analyseResume(resume) };
}
