import { z } from 'zod';
import { maxDescriptionLength, maxTechnologies, maxTechnologyLength, projectCategories, projectStatuses } from '../projects/meta';
import { messageRefinement, withinLength } from '../i18n/issue-message';
import { playgroundMessages } from '../playground/messages';
import { projectMessageTable, projectMessages } from '../projects/messages';
import { playgroundFile, projectName } from './playground';
import { text, wellFormedText } from './text';

/** Contracts of the Projects screen (product.md §2.2): the learner's playground projects with their details. */

export const projectCard = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.enum(projectCategories),
  status: z.enum(projectStatuses),
  technologies: z.array(z.string()),
  progress: z.number().int(),
  githubUrl: z.string().nullable(),
  liveUrl: z.string().nullable(),
  /** Learners who starred it, the owner included. */
  stars: z.number().int(),
  starred: z.boolean(),
  /** Set while the project is shared: the id of its public read-only page. */
  shareId: z.string().nullable(),
  fileCount: z.number().int(),
  updatedAt: z.string(),
});
export type ProjectCard = z.infer<typeof projectCard>;

export const listProjectCardsReply = z.object({ projects: z.array(projectCard) });

/** A live URL: http or https only, so a link on the card can never run script. */
export const liveUrl = withinLength(text().trim(), 500, projectMessageTable.ref('liveUrlTooLong', { max: 500 })).refine((value) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}, projectMessages.liveUrl);

const tooManyTechnologies = projectMessageTable.ref('tooManyTechnologies', { max: maxTechnologies });

export const projectDetailsBody = z.object({
  name: projectName.optional(),
  description: withinLength(text().trim(), maxDescriptionLength, projectMessageTable.ref('descriptionTooLong', { max: maxDescriptionLength })).optional(),
  category: z.enum(projectCategories, projectMessages.category).optional(),
  status: z.enum(projectStatuses, projectMessages.status).optional(),
  technologies: z
    .array(withinLength(text().trim().min(1, projectMessages.technologyName), maxTechnologyLength, projectMessageTable.ref('technologyTooLong', { max: maxTechnologyLength })))
    .refine((list) => list.length <= maxTechnologies, { ...messageRefinement(tooManyTechnologies), abort: true })
    .max(maxTechnologies, tooManyTechnologies.message)
    .optional(),
  progress: z.number(projectMessages.progressNumber).int(projectMessages.progressWhole).min(0, projectMessages.progressMin).max(100, projectMessages.progressMax).optional(),
  /** null clears it. */
  liveUrl: liveUrl.nullable().optional(),
});
export type ProjectDetailsBody = z.infer<typeof projectDetailsBody>;

export const cardParams = z.object({ id: z.uuid(playgroundMessages.projectNotFound).check(wellFormedText) });

export const starBody = z.object({ starred: z.boolean(projectMessages.starredBoolean) });
export const starReply = z.object({ starred: z.boolean(), stars: z.number().int() });

export const shareReply = z.object({ shareId: z.string() });
export const unshareReply = z.object({ ok: z.literal(true) });

/** A share id: 16 random bytes in base64url. */
export const sharedProjectParams = z.object({
  shareId: text().regex(/^[A-Za-z0-9_-]{22}$/, projectMessages.sharedNotFound),
});
export const sharedProjectReply = z.object({
  /** The project's id, so a signed-in visitor can star it. */
  id: z.string(),
  name: z.string(),
  description: z.string(),
  ownerName: z.string(),
  technologies: z.array(z.string()),
  stars: z.number().int(),
  /** Whether the signed-in visitor starred it; false for a visitor who is not signed in. */
  starred: z.boolean(),
  updatedAt: z.string(),
  files: z.array(playgroundFile),
});
export type SharedProject = z.infer<typeof sharedProjectReply>;
